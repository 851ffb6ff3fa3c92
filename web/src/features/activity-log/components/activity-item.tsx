import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import type { Activity } from '@shared/contract/activity.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/formatters';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { useIntlLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { activitySentence } from '../utils/activity-sentence';
import { sentenceParts, slotMarker } from '../utils/sentence-parts';

const MARKERS = { actor: slotMarker('actor'), target: slotMarker('target') };

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Where the target of an entry can be opened, when it still has a page. */
function targetPath(activity: Activity): string | null {
  const program = encodeURIComponent(activity.program_id);
  const id = encodeURIComponent(activity.target._id);
  if (activity.action.endsWith('_DELETED')) return null;
  switch (activity.target.type) {
    case 'USER_GROUP':
      return `/${program}/user_groups/${id}`;
    case 'PROGRAM':
      return `/${program}/about`;
    case 'COLLECT':
      return `/${program}/collects/${id}`;
    case 'RECORD': {
      // Record entries say which collect the record is in.
      const collectId = activity.details?.collect_id;
      return typeof collectId === 'string'
        ? `/${program}/collects/${encodeURIComponent(collectId)}/record/${id}/view`
        : null;
    }
    case 'USER':
      // People have no page of their own: the log of what they did stands for one.
      return `/${program}/activity_log?actor=${id}`;
    case 'REMINDER':
      return `/${program}/reminders`;
    case 'GRAPHIC':
    case 'REPORT':
      return `/${program}/report`;
    default:
      return null;
  }
}

export function ActivityItem({ activity }: { activity: Activity }) {
  const { t } = useTranslation('activity');
  const intlLocale = useIntlLocale();
  const localePath = useLocalePath();
  const sentence = activitySentence(activity);
  const text = t(sentence.key, {
    ...MARKERS,
    role: sentence.role ? t(`common:roles.${sentence.role}`) : '',
    count: sentence.count ?? 0,
  });
  const path = targetPath(activity);
  const slots: Record<string, ReactNode> = {
    actor: (
      <Anchor
        component={Link}
        to={localePath(
          `/${encodeURIComponent(activity.program_id)}/activity_log?actor=${encodeURIComponent(activity.actor._id)}`,
        )}
        fw={600}
        title={t('filters.byPerson', { name: activity.actor.name || activity.actor.email })}
      >
        {activity.actor.name || activity.actor.email}
      </Anchor>
    ),
    target: path ? (
      <Anchor component={Link} to={localePath(path)} fw={600}>
        {activity.target.label}
      </Anchor>
    ) : (
      <Text span fw={600}>
        {activity.target.label}
      </Text>
    ),
  };

  return (
    <Group align="flex-start" gap="md" wrap="nowrap" py="sm" component="li">
      <Avatar radius="xl" size={36} color="brand" aria-hidden>
        {initials(activity.actor.name || activity.actor.email)}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm">
          {sentenceParts(text, MARKERS).map((part, index) =>
            'slot' in part ? (
              <span key={index}>{slots[part.slot]}</span>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={activity.created_at}>
            {formatRelativeTime(activity.created_at, intlLocale)} ·{' '}
            {formatDateTime(activity.created_at, intlLocale)}
          </time>
        </Text>
      </Stack>
    </Group>
  );
}
