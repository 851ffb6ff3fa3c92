import { ActionIcon, Badge, Group, Menu, Text, Timeline } from '@mantine/core';
import type { Milestone } from '@shared/contract/milestone.schema';
import {
  IconCheck,
  IconCircleDashed,
  IconDots,
  IconFlag,
  IconPencil,
  IconRotate,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, todayIso } from '@/lib/format/calendar-day';
import { formatDate } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { activeIndex, milestoneStatus, type MilestoneStatus } from '../utils/milestone-status';

// Badge and bullet colours chosen for AA contrast on their light tints (no orange text).
const STATUS_COLOR: Record<MilestoneStatus, string> = {
  done: 'teal',
  late: 'red',
  upcoming: 'gray',
};

export interface MilestoneActions {
  onEdit: (milestone: Milestone) => void;
  onToggle: (milestone: Milestone) => void;
  onDelete: (milestone: Milestone) => void;
}

interface MilestonesTimelineProps {
  milestones: readonly Milestone[];
  /** Managers' controls; readers get none. */
  actions?: MilestoneActions | undefined;
  /** Today as `YYYY-MM-DD` (tests pin it). */
  today?: string;
}

function BulletIcon({ status }: { status: MilestoneStatus }) {
  if (status === 'done') return <IconCheck size={14} />;
  if (status === 'late') return <IconFlag size={14} />;
  return <IconCircleDashed size={14} />;
}

function MilestoneMenu({
  milestone,
  actions,
}: {
  milestone: Milestone;
  actions: MilestoneActions;
}) {
  const { t } = useTranslation('milestones');
  const title = milestone.title;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('menuOf', { title })}>
          <IconDots size={16} />
        </ActionIcon>
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

/** The program's milestones on a line: done ones filled in, late ones flagged, dates localised. */
export function MilestonesTimeline({
  milestones,
  actions,
  today = todayIso(),
}: MilestonesTimelineProps) {
  const { t } = useTranslation('milestones');
  const intlLocale = useIntlLocale();
  return (
    <Timeline
      active={activeIndex(milestones)}
      bulletSize={26}
      lineWidth={2}
      color="teal"
      aria-label={t('timelineLabel')}
      component="ol"
      // An ordered list for assistive technology, without the browser's numbers beside the bullets.
      style={{ listStyle: 'none' }}
    >
      {milestones.map((milestone) => {
        const status = milestoneStatus(milestone, today);
        return (
          <Timeline.Item
            key={milestone._id}
            component="li"
            bullet={<BulletIcon status={status} />}
            color={STATUS_COLOR[status]}
            title={
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {milestone.title}
                </Text>
                {actions && <MilestoneMenu milestone={milestone} actions={actions} />}
              </Group>
            }
          >
            <Group gap="xs" mt={2}>
              <Text size="sm" c="dimmed">
                <time dateTime={milestone.date}>
                  {formatCalendarDay(milestone.date, intlLocale)}
                </time>
              </Text>
              <Badge size="sm" variant="light" color={STATUS_COLOR[status]} tt="none">
                {t(`status.${status}`)}
              </Badge>
            </Group>
            {milestone.completed_at && (
              <Text size="xs" c="dimmed" mt={2}>
                {t('doneOn', { date: formatDate(milestone.completed_at, intlLocale) })}
              </Text>
            )}
            {milestone.description && (
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {milestone.description}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
