import { ActionIcon } from '@mantine/core';
import type { Milestone } from '@shared/contract/milestone.schema';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The "…" button of a milestone: the same before and after its menu's code has come. */
export function MilestoneMenuButton({
  milestone,
  ...props
}: { milestone: Milestone } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('milestones');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t('menuOf', { title: milestone.title })}
      {...props}
    >
      <IconDots size={16} />
    </ActionIcon>
  );
}
