import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Reminder } from '@shared/contract/reminder.schema';
import { IconDots, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '@/components/action-menu';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { nextSendText, weekdayNames } from '../utils/schedule-text';
import { listFormat } from '@/lib/format/intl-formats';

interface ReminderCardProps {
  reminder: Reminder;
  onEdit: () => void;
  onDelete: () => void;
  onTest: () => void;
}

/** One reminder: its subject, when it sends, to whom, and what can be done with it. */
export function ReminderCard({ reminder, onEdit, onDelete, onTest }: ReminderCardProps) {
  const { t } = useTranslation('reminders');
  const intlLocale = useIntlLocale();
  const days = weekdayNames(intlLocale, 'long');
  const schedule =
    reminder.frequency === 'WEEKLY'
      ? t('schedule.weekly', {
          days: listFormat(intlLocale, { type: 'conjunction' }).format(
            reminder.days_of_week.map((day) => days[day] ?? String(day)),
          ),
          time: reminder.time,
          zone: reminder.time_zone,
        })
      : t('schedule.monthly', {
          day: reminder.day_of_month ?? 1,
          time: reminder.time,
          zone: reminder.time_zone,
        });
  const next = nextSendText(reminder, intlLocale);
  const { user_ids, user_group_ids, collect_ids } = reminder.recipients;

  return (
    <Card withBorder padding="md" component="li" aria-label={reminder.subject}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {reminder.subject}
            </Text>
            {!reminder.active && (
              <Badge color="gray" variant="light">
                {t('paused')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{schedule}</Text>
          <Text size="sm" c={next ? undefined : 'dimmed'}>
            {next ? t('nextSend', { when: next, zone: reminder.time_zone }) : t('noNextSend')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('recipientsSummary', {
              list: listFormat(intlLocale, { type: 'conjunction' }).format(
                [
                  ['people', user_ids.length] as const,
                  ['groups', user_group_ids.length] as const,
                  ['collects', collect_ids.length] as const,
                ]
                  .filter(([, count]) => count > 0)
                  .map(([kind, count]) => t(`count.${kind}`, { count })),
              ),
            })}
          </Text>
        </Stack>
        <ActionMenu
          target={(props) => (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('actionsFor', { subject: reminder.subject })}
              {...props}
            >
              <IconDots size={18} />
            </ActionIcon>
          )}
          items={[
            { key: 'edit', icon: <IconPencil size={16} />, label: t('edit'), onClick: onEdit },
            { key: 'test', icon: <IconSend size={16} />, label: t('sendTest'), onClick: onTest },
            {
              key: 'delete',
              color: 'red',
              icon: <IconTrash size={16} />,
              label: t('delete'),
              onClick: onDelete,
            },
          ]}
        />
      </Group>
    </Card>
  );
}
