import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ExpectedAction } from '@shared/contract/expected-action.schema';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionTitle } from '@/lib/expected-actions/action-wording';
import { formatCalendarDay, todayIso } from '@/lib/format/calendar-day';
import { formatDate } from '@/lib/format/formatters';
import { useIntlLocale, useLocale, useLocalePath } from '@/lib/i18n/use-locale';

interface ActionItemProps {
  action: ExpectedAction;
  /** Shown on pending actions the reader may mark done. */
  onMarkDone?: ((action: ExpectedAction) => void) | undefined;
  marking?: boolean;
  /** Managers read whom each action is for. */
  showAssignee?: boolean;
}

function useAssignee(action: ExpectedAction): string {
  const { t } = useTranslation('actions');
  const { assignee } = action;
  if (!assignee) return t('meta.forEveryone');
  if (assignee.type === 'USER') return t('meta.forPerson', { name: action.assignee_name ?? '' });
  return t('meta.forRole', { role: t(`common:roles.${assignee.role}`) });
}

/** Where an action leads: the task it is about, else its collect. */
function linkOf(action: ExpectedAction): { path: string; key: string } | null {
  const program = encodeURIComponent(action.program_id);
  if (action.task_id) return { path: `/${program}/tasks`, key: 'meta.openTask' };
  if (action.collect_id) {
    return {
      path: `/${program}/collects/${encodeURIComponent(action.collect_id)}`,
      key: 'meta.openCollect',
    };
  }
  return null;
}

export function ActionItem({ action, onMarkDone, marking, showAssignee }: ActionItemProps) {
  const { t } = useTranslation('actions');
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const localePath = useLocalePath();
  const assignee = useAssignee(action);
  const title = actionTitle(action, t, locale);
  const link = linkOf(action);
  const overdue = !action.executed && action.due_date !== null && action.due_date < todayIso();
  const due = action.due_date ? formatCalendarDay(action.due_date, intlLocale) : null;
  const asker = action.created_by
    ? t('meta.askedBy', { name: action.created_by.name || action.created_by.email })
    : t('meta.askedBySystem');
  const doneOn = action.executed_at ? formatDate(action.executed_at, intlLocale) : null;

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <ThemeIcon
            variant="light"
            radius="xl"
            size={28}
            color={action.executed ? 'teal' : 'gray'}
            aria-hidden
          >
            {action.executed ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {action.description && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {action.description}
              </Text>
            )}
            <Group gap="xs" wrap="wrap">
              {due && (
                <Text size="xs" c={overdue ? 'red.8' : 'dimmed'} fw={overdue ? 600 : 400}>
                  {overdue ? t('meta.overdue', { date: due }) : t('meta.due', { date: due })}
                </Text>
              )}
              {showAssignee && (
                <Text size="xs" c="dimmed">
                  {assignee}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {asker}
              </Text>
              {doneOn && (
                <Text size="xs" c="teal.9">
                  {action.executed_by
                    ? t('meta.doneBy', { date: doneOn, name: action.executed_by.name })
                    : t('meta.doneOn', { date: doneOn })}
                </Text>
              )}
              {link && (
                <Anchor component={Link} to={localePath(link.path)} size="xs">
                  {t(link.key)}
                </Anchor>
              )}
            </Group>
          </Stack>
        </Group>
        {onMarkDone && !action.executed && (
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconCheck size={14} />}
            loading={marking}
            aria-label={t('markDoneOf', { title })}
            onClick={() => onMarkDone(action)}
            style={{ flexShrink: 0 }}
          >
            {t('markDone')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
