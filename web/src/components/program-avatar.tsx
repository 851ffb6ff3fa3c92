import { Avatar } from '@mantine/core';
import type { Program } from '@shared/contract/program.schema';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function ProgramAvatar({ program, size = 36 }: { program: Program; size?: number }) {
  return (
    <Avatar src={program.logo} alt="" size={size} radius="md" color="brand" variant="light">
      {initials(program.name)}
    </Avatar>
  );
}
