import { useOutboxAutoSync } from './use-outbox-auto-sync';

/** Keeps the outbox sending (use-outbox-auto-sync.ts); loaded once something waits to be sent. */
export function OutboxAutoSync({ uid, waiting }: { uid: string; waiting: number }) {
  useOutboxAutoSync(uid, waiting);
  return null;
}
