import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal';
import { formatDateTime } from '@/lib/format/formatters';
import { useIntlLocale, useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import type { OutboxEntry, OutboxStatus } from '@/lib/outbox/outbox-entry';
import { collectTitle } from '@/lib/program/collect-title';
import { ConflictResolver } from './conflict-resolver';

const STATUS_COLORS: Record<OutboxStatus, string> = {
  waiting: 'blue',
  sending: 'blue',
  sent: 'teal',
  refused: 'red',
  conflict: 'orange',
  'needs-sign-in': 'yellow',
};

export interface EntryActions {
  retry: (entry: OutboxEntry) => void;
  remove: (entry: OutboxEntry) => void;
  resolve: (entry: OutboxEntry, fields: OutboxEntry['fields']) => void;
  busy: boolean;
}

/** One record of the outbox: where it goes, when it was made, what happened, what can be done. */
export function OutboxEntryCard({ entry, actions }: { entry: OutboxEntry; actions: EntryActions }) {
  const { t } = useTranslation('outbox');
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const localePath = useLocalePath();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const name = entry.label ?? t('entry.unnamed');
  const collect = collectTitle(entry.collect, locale);
  const recordPath = `/${entry.program_id}/collects/${entry.collect_id}/record/${entry.record_id}/view`;
  const unsent = entry.status !== 'sent';

  return (
    <Card withBorder component="article" aria-label={`${collect} — ${name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {collect} · {t(`kind.${entry.kind}`)} ·{' '}
              {entry.sent_at
                ? t('entry.sentAt', { when: formatDateTime(entry.sent_at, intlLocale) })
                : t('entry.madeAt', { when: formatDateTime(entry.created_at, intlLocale) })}
            </Text>
          </div>
          <Badge color={STATUS_COLORS[entry.status]} variant="light">
            {t(`status.${entry.status}`)}
          </Badge>
        </Group>
        {/* A conflict explains itself below; a refusal gives the server's words. */}
        {entry.last_error && entry.status !== 'sent' && entry.status !== 'conflict' && (
          <Text size="sm" c={entry.status === 'refused' ? 'red.8' : undefined}>
            {t('entry.reason', {
              // No answer at all: the browser's own words would not be in the user's language.
              reason:
                entry.last_error.status === 0 ? t('entry.noAnswer') : entry.last_error.message,
            })}
          </Text>
        )}
        {(entry.attempts > 0 || entry.files.length > 0) && unsent && (
          <Text size="xs" c="dimmed">
            {[
              entry.attempts > 0 ? t('entry.attempts', { count: entry.attempts }) : null,
              entry.files.length > 0 ? t('entry.files', { count: entry.files.length }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        {entry.status === 'conflict' && entry.theirs && (
          <ConflictResolver
            entry={entry}
            name={name}
            busy={actions.busy}
            onSend={(fields) => actions.resolve(entry, fields)}
            onDrop={() => actions.remove(entry)}
          />
        )}
        <Group gap="sm">
          {entry.status === 'sent' && (
            <Anchor component={Link} to={localePath(recordPath)} size="sm">
              {t('entry.open')}
            </Anchor>
          )}
          {entry.status === 'refused' && (
            <Button size="xs" variant="light" onClick={() => actions.retry(entry)}>
              {t('entry.retry')}
            </Button>
          )}
          {unsent && entry.status !== 'conflict' && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmRemove(true)}>
              {t('entry.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title={t('entry.removeTitle')}
        confirmLabel={t('entry.remove')}
        onConfirm={() => {
          setConfirmRemove(false);
          actions.remove(entry);
        }}
        danger
      >
        <Text size="sm">{t('entry.removeText', { name })}</Text>
      </ConfirmModal>
    </Card>
  );
}
