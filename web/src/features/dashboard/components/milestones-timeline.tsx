import { Badge, Group, Text, Timeline } from '@mantine/core';
import type { Milestone } from '@shared/contract/milestone.schema';
import { IconCheck, IconCircleDashed, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeferredMenu } from '@/components/deferred-menu';
import { deferredModule } from '@/lib/deferred-module';
import { formatCalendarDay, todayIso } from '@/lib/format/calendar-day';
import { formatDate } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { activeIndex, milestoneStatus, type MilestoneStatus } from '../utils/milestone-status';
import type { MilestoneMenuProps } from './milestone-menu';
import { MilestoneMenuButton } from './milestone-menu-button';

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

const milestoneMenu = deferredModule(() =>
  import('./milestone-menu').then((module) => module.MilestoneMenu),
);

/** The menu's code comes after the first screen (components/deferred-menu.ts). */
function DeferredMilestoneMenu(props: MilestoneMenuProps) {
  const { Menu, state, buttonProps } = useDeferredMenu(milestoneMenu);
  if (Menu) return <Menu {...props} {...state} />;
  return <MilestoneMenuButton milestone={props.milestone} {...buttonProps} />;
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
                {actions && <DeferredMilestoneMenu milestone={milestone} actions={actions} />}
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
