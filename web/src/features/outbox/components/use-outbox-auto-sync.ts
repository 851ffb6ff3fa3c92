import { notifications } from '@/lib/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { collectKeys } from '@/lib/collect/collect-keys';
import { useOnline } from '@/lib/offline/online-store';
import type { OutboxEntry } from '@/lib/outbox/outbox-entry';
import type { SyncReport } from '@/lib/outbox/outbox-sync';
import { useOutboxRunner } from '@/lib/outbox/use-outbox-runner';
import { programKeys } from '@/lib/query-keys';

/** While something waits, a lost answer (or a missed reconnection) is retried this often. */
const RETRY_EVERY_MS = 30_000;

/** What the server now holds differs from the cache: the record, its collect, its program's log. */
async function refreshAfter(queryClient: QueryClient, sent: readonly OutboxEntry[]) {
  await Promise.all(
    sent.flatMap((entry) => [
      queryClient.invalidateQueries({ queryKey: collectKeys.root(entry.collect_id) }),
      queryClient.invalidateQueries({ queryKey: programKeys.root(entry.program_id) }),
      // Record queries are keyed by the record's id (features/records/api/record-keys.ts).
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes(entry.record_id),
      }),
    ]),
  );
}

/**
 * Sends the signed-in user's outbox when the frame opens (app start, after signing in again),
 * when the connection returns, and every little while as long as something waits; tells the user
 * what was sent, or that the session must be renewed first.
 */
export function useOutboxAutoSync(uid: string, waiting: number) {
  const { t } = useTranslation('nav');
  const runner = useOutboxRunner();
  const online = useOnline();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      runner.subscribe((report: SyncReport) => {
        if (report.sent.length > 0) {
          void refreshAfter(queryClient, report.sent);
          notifications.show({
            color: 'teal',
            message: t('outboxSent', { count: report.sent.length }),
          });
        }
        if (report.outcome === 'needs-sign-in') {
          notifications.show({
            id: 'outbox-sign-in',
            color: 'orange',
            autoClose: false,
            message: t('outboxSignIn'),
          });
        }
      }),
    [runner, queryClient, t],
  );

  useEffect(() => {
    if (online) void runner.run(uid);
  }, [online, runner, uid]);

  // Not gated on `online`: the browser's `online` event can be missed (DevTools' emulation after
  // a reload offline does), and a try that gets no answer costs one failed request.
  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => void runner.run(uid), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting, runner, uid]);
}
