import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconInbox, IconSend, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { useOnline } from '@/lib/offline/online-store';
import type { OutboxEntry, OutboxStatus } from '@/lib/outbox/outbox-entry';
import { useOutboxStore } from '@/lib/outbox/outbox-context';
import { useOutboxEntries } from '@/lib/outbox/use-outbox-entries';
import { useOutboxRunner } from '@/lib/outbox/use-outbox-runner';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { DownloadMenu } from '../components/download-menu';
import { OutboxEntryCard, type EntryActions } from '../components/outbox-entry-card';
import { SignInAgain } from '../components/sign-in-again';
import { resolveConflict, retryEntry } from '../utils/entry-actions';

const SECTIONS: { id: 'conflict' | 'refused' | 'waiting' | 'sent'; has: OutboxStatus[] }[] = [
  { id: 'conflict', has: ['conflict'] },
  { id: 'refused', has: ['refused'] },
  { id: 'waiting', has: ['waiting', 'sending', 'needs-sign-in'] },
  { id: 'sent', has: ['sent'] },
];

/** `/outbox`: what this device saved for the signed-in user, and what became of it (issue 16). */
export default function OutboxPage() {
  const { t } = useTranslation('outbox');
  const uid = useCurrentUser()._id;
  const store = useOutboxStore();
  const runner = useOutboxRunner();
  const online = useOnline();
  const entries = useOutboxEntries(uid);
  const [busy, setBusy] = useState(false);

  async function work(change: () => Promise<void>, message?: string) {
    setBusy(true);
    try {
      await change();
      if (message) notifications.show({ color: 'teal', message });
      await runner.run(uid);
    } finally {
      setBusy(false);
    }
  }

  const actions: EntryActions = {
    busy,
    retry: (entry) => void work(() => retryEntry(store, entry)),
    remove: (entry) =>
      void work(
        () => store.remove(entry.id),
        t(entry.status === 'conflict' ? 'conflict.dropped' : 'entry.removed'),
      ),
    resolve: (entry, fields) =>
      void work(() => resolveConflict(store, entry, fields), t('conflict.resolved')),
  };

  const unsent = (entries ?? []).filter((entry) => entry.status !== 'sent');
  // Newest first for what went out; the queue keeps its sending order.
  const inSection = (has: OutboxStatus[]): OutboxEntry[] => {
    const found = (entries ?? []).filter((entry) => has.includes(entry.status));
    return has.includes('sent') ? found.reverse() : found;
  };
  const sendable = unsent.some(
    (entry) => entry.status !== 'refused' && entry.status !== 'conflict',
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <DownloadMenu unsent={unsent} />
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => void work(async () => undefined)}
              loading={busy}
              disabled={!sendable}
            >
              {t('sendNow')}
            </Button>
          </>
        }
      />
      {!online && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} role="status">
          {t('offline')}
        </Alert>
      )}
      {unsent.some((entry) => entry.status === 'needs-sign-in') && <SignInAgain />}
      {entries === null ? (
        <Loader aria-label={t('loading')} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<IconInbox size={32} />}
          title={t('empty.title')}
          description={t('empty.text')}
        />
      ) : (
        SECTIONS.map(({ id, has }) => {
          const listed = inSection(has);
          if (listed.length === 0) return null;
          return (
            <Stack component="section" gap="sm" key={id} aria-labelledby={`outbox-${id}`}>
              <Title order={2} fz="h3" id={`outbox-${id}`}>
                {t(`sections.${id}`)} ({listed.length})
              </Title>
              {listed.map((entry) => (
                <OutboxEntryCard key={entry.id} entry={entry} actions={actions} />
              ))}
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
