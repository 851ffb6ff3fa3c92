import type { OutboxStore } from './outbox-store';
import { syncOutbox, type OutboxTransport, type SyncReport } from './outbox-sync';

const LOCK_NAME = 'rainbow-outbox-sync';

export interface OutboxRunnerDeps {
  store: OutboxStore;
  transport: OutboxTransport;
  /** Web Locks: two tabs of the same browser never send the same entry at once. */
  locks?: Pick<LockManager, 'request'> | null;
}

export interface OutboxRunner {
  /** Sends what waits; a run already going is shared. Null: another tab is sending. */
  run(uid: string): Promise<SyncReport | null>;
  /** Hears the report of every run of this tab. */
  subscribe(listener: (report: SyncReport) => void): () => void;
}

export function createOutboxRunner({ store, transport, locks }: OutboxRunnerDeps): OutboxRunner {
  const listeners = new Set<(report: SyncReport) => void>();
  let running: Promise<SyncReport | null> | null = null;

  async function once(uid: string): Promise<SyncReport | null> {
    const sync = () => syncOutbox({ store, transport }, uid);
    let report: SyncReport | null;
    try {
      report = locks
        ? await locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? sync() : null))
        : await sync();
    } catch {
      // A browser without IndexedDB (a private window that refuses it) has no outbox to send;
      // automatic runs must not turn that into an error on every screen.
      return null;
    }
    if (report) for (const listener of listeners) listener(report);
    return report;
  }

  return {
    run(uid) {
      running ??= once(uid).finally(() => {
        running = null;
      });
      return running;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
