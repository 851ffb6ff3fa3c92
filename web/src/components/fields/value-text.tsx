import type { ReactNode } from 'react';
import classes from './field-value.module.css';

/**
 * A value shown as small text (field-value.module.css); `lines`, a block keeping the line breaks
 * typed into it.
 */
export function ValueText({ children, lines = false }: { children: ReactNode; lines?: boolean }) {
  if (lines) return <div className={`${classes.value} ${classes.lines}`}>{children}</div>;
  return <span className={classes.value}>{children}</span>;
}

/** The mark of a value left empty. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <span className={`${classes.value} ${classes.empty}`}>{children}</span>;
}

/** Chosen options, each as a light badge. */
export function OptionBadges({ labels }: { labels: readonly { key: string; label: string }[] }) {
  return (
    <span className={classes.options}>
      {labels.map(({ key, label }) => (
        <span key={key} className={classes.option}>
          {label}
        </span>
      ))}
    </span>
  );
}
