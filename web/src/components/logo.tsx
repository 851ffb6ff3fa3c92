import { Group, Text } from '@mantine/core';
import { APP_NAME } from '@/config/constants';

const ARCS = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#3b82f6', '#8b5cf6'];

/** The rainbow mark: six concentric arcs, drawn inline so it needs no asset request. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-hidden="true"
      focusable="false"
    >
      {ARCS.map((color, index) => {
        const radius = 28 - index * 4;
        return (
          <path
            key={color}
            d={`M ${32 - radius} 46 A ${radius} ${radius} 0 0 1 ${32 + radius} 46`}
            fill="none"
            stroke={color}
            strokeWidth={3.4}
            strokeLinecap="round"
          />
        );
      })}
    </svg>
  );
}

export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      {withName && (
        <Text component="span" fw={750} fz={size * 0.6} lh={1} style={{ letterSpacing: '-0.02em' }}>
          {APP_NAME}
        </Text>
      )}
    </Group>
  );
}
