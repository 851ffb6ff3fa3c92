import { Group, Text, UnstyledButton } from '@mantine/core';
import type { Program } from '@shared/contract/program.schema';
import { IconSelector } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgramAvatar } from '@/components/program-avatar';
import classes from './program-selector.module.css';

interface ProgramSelectorButtonProps extends ComponentPropsWithRef<'button'> {
  current: Program;
  roleLabel: string | null;
}

/** The current program and the user's role in it, which open the program menu. */
export function ProgramSelectorButton({
  current,
  roleLabel,
  ...props
}: ProgramSelectorButtonProps) {
  const { t } = useTranslation('programs');
  return (
    <UnstyledButton className={classes.target} aria-label={t('selector.label')} {...props}>
      <Group gap="sm" wrap="nowrap">
        <ProgramAvatar program={current} />
        <div className={classes.text}>
          <Text size="sm" fw={600} truncate>
            {current.name}
          </Text>
          {roleLabel && (
            <Text size="xs" c="dimmed" truncate>
              {roleLabel}
            </Text>
          )}
        </div>
        <IconSelector size={16} className={classes.chevron} />
      </Group>
    </UnstyledButton>
  );
}
