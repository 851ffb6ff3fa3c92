import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { App } from 'firebase-admin/app';
import type { CollectionReference, Firestore, Settings } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { emulatorHost } from './emulator-target.js';

export interface FirestoreTestContext {
  /** A project of its own, so that test files run in parallel without seeing each other. */
  readonly projectId: string;
  readonly db: Firestore;
  /** A collection id no other test of the file uses. */
  collectionId(prefix?: string): string;
  /** A root collection no other test of the file uses. */
  collection(prefix?: string): CollectionReference;
  dispose(): Promise<void>;
}

export function randomSuffix(): string {
  return randomBytes(4).toString('hex');
}

/**
 * By default google-gax wraps streaming calls (queries, aggregations, batch gets) in
 * retry-request, which re-sends a rejected stream twice with back-off: every INVALID_ARGUMENT
 * would take about 7 s. gax's own streaming retries honour the method's retry codes instead, so a
 * rejection surfaces at once; transient codes are still retried as usual.
 */
export const FAST_FAILING_STREAMS = { gaxServerStreamingRetries: true } as const;

export interface FirestoreTestOptions {
  /** Share another context's project, e.g. to read it with other client settings. */
  projectId?: string;
  /** Client settings such as `useBigInt`, applied before the first call. */
  settings?: Settings;
}

export function createFirestoreTestContext(
  file: string,
  options: FirestoreTestOptions = {},
): FirestoreTestContext {
  // firebase-admin reads the variable when a Firestore instance is built.
  process.env.FIRESTORE_EMULATOR_HOST = emulatorHost();
  const projectId = options.projectId ?? `conformance-${file}-${randomSuffix()}`;
  const app: App = initializeApp({ projectId }, `${projectId}-${randomSuffix()}`);
  const db = getFirestore(app);
  db.settings({ ...FAST_FAILING_STREAMS, ...options.settings });
  let counter = 0;
  const collectionId = (prefix = 'c'): string => `${prefix}-${++counter}-${randomSuffix()}`;
  return {
    projectId,
    db,
    collectionId,
    collection: (prefix) => db.collection(collectionId(prefix)),
    dispose: async () => {
      await db.terminate();
      await deleteApp(app);
    },
  };
}

/** A context for the whole test file, disposed of after its last test. */
export function useFirestore(file: string, options?: FirestoreTestOptions): FirestoreTestContext {
  const context = createFirestoreTestContext(file, options);
  afterAll(() => context.dispose());
  return context;
}
