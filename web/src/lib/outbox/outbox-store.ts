import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  OUTBOX_FILES_CAP_BYTES,
  OUTBOX_SENT_HISTORY,
  type NewOutboxEntry,
  type OutboxEntry,
} from './outbox-entry';

export const OUTBOX_DB_NAME = 'rainbow-outbox';
const CHANNEL = 'rainbow-outbox';

interface OutboxDb extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { uid: string } };
}

/** Refused when the files waiting on this device would pass the cap; the form says so. */
export class OutboxFullError extends Error {
  constructor(readonly capBytes: number) {
    super(`The files waiting on this device would exceed ${capBytes} bytes`);
    this.name = 'OutboxFullError';
  }
}

/**
 * The outbox on IndexedDB: it outlives reloads, closed tabs, crashes and expired sessions,
 * because it is the user's typing. Entries are keyed to their author's uid; only a user's own
 * action removes what was not sent.
 */
export interface OutboxStore {
  /** Queues a record; an edit of a record already waiting is folded into that entry. */
  add(entry: NewOutboxEntry): Promise<OutboxEntry>;
  /** A user's entries in sending order. */
  list(uid: string): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
  /** Writes an entry back (status, attempts…); trims the sent history. */
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
  /** Bytes of files waiting on this device, every user's. */
  filesBytes(): Promise<number>;
  /** Called after any change, in this tab or another. */
  subscribe(listener: () => void): () => void;
  close(): void;
}

export interface OutboxStoreOptions {
  name?: string;
  capBytes?: number;
  now?: () => Date;
  newId?: () => string;
}

const bytesOf = (entries: readonly Pick<OutboxEntry, 'files'>[]) =>
  entries.reduce((sum, entry) => sum + entry.files.reduce((size, file) => size + file.size, 0), 0);

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function createOutboxStore({
  name = OUTBOX_DB_NAME,
  capBytes = OUTBOX_FILES_CAP_BYTES,
  now = () => new Date(),
  newId = () => crypto.randomUUID(),
}: OutboxStoreOptions = {}): OutboxStore {
  let db: Promise<IDBPDatabase<OutboxDb>> | null = null;
  const open = () =>
    (db ??= openDB<OutboxDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore('entries', { keyPath: 'id' }).createIndex('uid', 'uid');
      },
    }));
  const listeners = new Set<() => void>();
  const broadcast = channel();
  const notifyHere = () => listeners.forEach((listener) => listener());
  const changed = () => {
    notifyHere();
    broadcast?.postMessage('changed');
  };
  if (broadcast) broadcast.onmessage = notifyHere;

  async function add(input: NewOutboxEntry): Promise<OutboxEntry> {
    const tx = (await open()).transaction('entries', 'readwrite');
    const all = await tx.store.getAll();
    const added = bytesOf([input]);
    if (added > 0 && bytesOf(all) + added > capBytes) {
      await tx.done;
      throw new OutboxFullError(capBytes);
    }
    // A second edit of a record still waiting keeps the first one's version and starting values:
    // both were made from the same server record, and sent apart the second would conflict.
    const earlier = all.find(
      (entry) =>
        input.kind === 'update' &&
        entry.kind === 'update' &&
        entry.uid === input.uid &&
        entry.record_id === input.record_id &&
        (entry.status === 'waiting' || entry.status === 'needs-sign-in'),
    );
    const entry: OutboxEntry = earlier
      ? {
          ...earlier,
          ...input,
          base: earlier.base,
          version: earlier.version,
          files: [...earlier.files, ...input.files],
        }
      : {
          ...input,
          id: newId(),
          created_at: now().toISOString(),
          seq: all.reduce((max, item) => Math.max(max, item.seq), 0) + 1,
          status: 'waiting',
          attempts: 0,
          last_error: null,
          theirs: null,
          sent_at: null,
        };
    await tx.store.put(entry);
    await tx.done;
    changed();
    return entry;
  }

  async function list(uid: string): Promise<OutboxEntry[]> {
    const entries = await (await open()).getAllFromIndex('entries', 'uid', uid);
    return entries.sort((a, b) => a.seq - b.seq);
  }

  async function put(entry: OutboxEntry): Promise<void> {
    const tx = (await open()).transaction('entries', 'readwrite');
    await tx.store.put(entry);
    if (entry.status === 'sent') {
      const sent = (await tx.store.index('uid').getAll(entry.uid))
        .filter((item) => item.status === 'sent')
        .sort((a, b) => (b.sent_at ?? '').localeCompare(a.sent_at ?? ''));
      for (const old of sent.slice(OUTBOX_SENT_HISTORY)) await tx.store.delete(old.id);
    }
    await tx.done;
    changed();
  }

  async function remove(id: string): Promise<void> {
    await (await open()).delete('entries', id);
    changed();
  }

  return {
    add,
    list,
    get: async (id) => (await open()).get('entries', id),
    put,
    remove,
    filesBytes: async () => bytesOf(await (await open()).getAll('entries')),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      broadcast?.close();
      void db?.then((database) => database.close());
    },
  };
}
