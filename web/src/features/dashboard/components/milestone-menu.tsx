import { Menu } from '@mantine/core';
import type { Milestone } from '@shared/contract/milestone.schema';
import { IconCheck, IconPencil, IconRotate, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusHandoff, type DeferredMenuState } from '@/components/deferred-menu';
import { MilestoneMenuButton } from './milestone-menu-button';
import type { MilestoneActions } from './milestones-timeline';

export interface MilestoneMenuProps {
  milestone: Milestone;
  actions: MilestoneActions;
}

/** Edit, complete or reopen, delete a milestone. */
export function MilestoneMenu({
  milestone,
  actions,
  opened,
  focused,
}: MilestoneMenuProps & DeferredMenuState) {
  const { t } = useTranslation('milestones');
  const button = useRef<HTMLButtonElement>(null);
  useFocusHandoff(focused, button);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={opened}>
      <Menu.Target>
        <MilestoneMenuButton ref={button} milestone={milestone} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => actions.onEdit(milestone)}>
          {t('edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={milestone.completed ? <IconRotate size={14} /> : <IconCheck size={14} />}
          onClick={() => actions.onToggle(milestone)}
        >
          {milestone.completed ? t('reopen') : t('complete')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => actions.onDelete(milestone)}
        >
          {t('delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
