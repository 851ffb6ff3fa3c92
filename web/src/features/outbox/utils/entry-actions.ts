import type { RecordValues } from '@shared/contract/record-validation';
import type { OutboxEntry } from '@/lib/outbox/outbox-entry';
import type { OutboxStore } from '@/lib/outbox/outbox-store';

/** A refused entry goes back in the queue as it is (the manager gave the rule back, say). */
export function retryEntry(store: OutboxStore, entry: OutboxEntry): Promise<void> {
  return store.put({ ...entry, status: 'waiting', last_error: null });
}

/**
 * A conflict resolved: the chosen values go as a change of the server's current version, so the
 * api takes them (and writes its activity entry) unless the record changed yet again.
 */
export function resolveConflict(
  store: OutboxStore,
  entry: OutboxEntry,
  fields: RecordValues,
): Promise<void> {
  return store.put({
    ...entry,
    fields,
    base: entry.theirs?.fields ?? entry.base,
    version: entry.theirs?.version ?? entry.version,
    theirs: null,
    status: 'waiting',
    last_error: null,
  });
}
