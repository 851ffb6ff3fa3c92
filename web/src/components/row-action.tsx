import { ActionIcon } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { DeferredTooltip } from './deferred-tooltip';

interface RowActionProps {
  /** The tooltip, the same on every row: what the button does. */
  label: string;
  /** The accessible name, which names the row so that screen readers tell the buttons apart. */
  ariaLabel: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  loading?: boolean;
}

/** An icon button at the end of a table row. */
export function RowAction({ label, ariaLabel, icon, onClick, color, loading }: RowActionProps) {
  const target = useRef<HTMLButtonElement>(null);
  return (
    <DeferredTooltip label={label} target={target}>
      <ActionIcon
        ref={target}
        variant="subtle"
        color={color}
        aria-label={ariaLabel}
        loading={loading}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </DeferredTooltip>
  );
}
