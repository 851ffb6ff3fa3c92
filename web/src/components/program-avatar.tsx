import type { Program } from '@shared/contract/program.schema';
import { InitialsAvatar } from './initials-avatar';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function ProgramAvatar({ program, size = 36 }: { program: Program; size?: number }) {
  return (
    <InitialsAvatar
      initials={initials(program.name)}
      src={program.logo}
      size={size}
      radius="square"
    />
  );
}
