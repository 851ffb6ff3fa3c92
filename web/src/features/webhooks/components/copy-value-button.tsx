import { ActionIcon, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRef } from 'react';
import { DeferredTooltip } from '@/components/deferred-tooltip';

interface CopyValueButtonProps {
  value: string;
  label: string;
  copiedLabel: string;
}

/** Copies a value to the clipboard and says so. */
export function CopyValueButton({ value, label, copiedLabel }: CopyValueButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <DeferredTooltip label={copied ? copiedLabel : label} withArrow target={button}>
          <ActionIcon
            ref={button}
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? copiedLabel : label}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </DeferredTooltip>
      )}
    </CopyButton>
  );
}
