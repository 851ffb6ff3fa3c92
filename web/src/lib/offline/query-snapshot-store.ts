import type { DehydratedState } from '@tanstack/react-query';
import type { IDBPDatabase } from 'idb';

/**
 * Bumped when the shape of what is kept changes (a contract change that old answers would not
 * satisfy): a snapshot of another version is ignored, never fed to the screens.
 */
export const SNAPSHOT_VERSION = 1;

export interface QuerySnapshot {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

/** The device's copy of the query cache, in IndexedDB. */
export interface QuerySnapshotStore {
  read(): Promise<QuerySnapshot | undefined>;
  write(snapshot: QuerySnapshot): Promise<void>;
  /** Forgets everything kept, once every write asked before it has finished. */
  clear(): Promise<void>;
}

const STORE = 'snapshots';
const KEY = 'queries';

export function createQuerySnapshotStore(
  databaseName = 'rainbow-offline-reads',
): QuerySnapshotStore {
  let database: Promise<IDBPDatabase> | null = null;
  // idb is imported on first use: it stays out of every screen's first load (issue 15).
  const open = () => {
    database ??= import('idb').then(({ openDB }) =>
      openDB(databaseName, 1, {
        upgrade(db) {
          db.createObjectStore(STORE);
        },
      }),
    );
    return database;
  };
  // Writes and clears run one after the other: a save that began before a sign-out must not
  // land after the clear that follows it.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (work: () => Promise<unknown>): Promise<void> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next.then(() => undefined);
  };

  return {
    read: async () => {
      const snapshot = (await (await open()).get(STORE, KEY)) as QuerySnapshot | undefined;
      return snapshot?.version === SNAPSHOT_VERSION ? snapshot : undefined;
    },
    write: (snapshot) => enqueue(async () => (await open()).put(STORE, snapshot, KEY)),
    clear: () => enqueue(async () => (await open()).delete(STORE, KEY)),
  };
}

let browserStore: QuerySnapshotStore | null = null;

/** The tab's one store, shared by the cache's saves and the sign-out that clears it. */
export function browserQuerySnapshots(): QuerySnapshotStore {
  browserStore ??= createQuerySnapshotStore();
  return browserStore;
}

/**
 * A shared device must not keep someone else's data: sign-out (and a session the server ended)
 * forgets the kept copy, after the in-memory cache has been cleared.
 */
export function forgetDeviceQueries(): Promise<void> {
  // Without IndexedDB (refused, or a test's jsdom) nothing was kept: sign-out goes on.
  return browserQuerySnapshots()
    .clear()
    .catch(() => undefined);
}
