import { useState, type CSSProperties } from 'react';
import classes from './initials-avatar.module.css';

interface InitialsAvatarProps {
  initials: string;
  /** A picture shown instead of the initials, which come back if it fails to load. */
  src?: string | null | undefined;
  size: number;
  radius: 'round' | 'square';
}

/**
 * A person's or a program's initials in a tinted disc or square, or its picture. Decorative: the
 * name is always said beside it or by the button holding it.
 */
export function InitialsAvatar({ initials, src, size, radius }: InitialsAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = {
    '--avatar-size': `${size}px`,
    '--avatar-radius': radius === 'round' ? '50%' : 'var(--mantine-radius-md)',
  } as CSSProperties;
  return (
    <span className={classes.avatar} style={style} aria-hidden="true">
      {src && failed !== src ? (
        <img className={classes.image} src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        initials
      )}
    </span>
  );
}
