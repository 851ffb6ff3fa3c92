import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { recordsCollection } from '../../functions/src/db/collections.js';
import { storedRecord } from '../../functions/src/db/record-document.js';
import type { RecordField } from '../../functions/src/shared/contract/field.schema.js';
import type { PersonRef } from '../../functions/src/shared/contract/invitation.schema.js';
import { benchValues, seededRandom } from './grid-bench-data.js';

export interface LoadTarget {
  firestoreHost: string;
  projectId: string;
  programId: string;
  collectId: string;
  /** The model's fields in order, as the API answers them. */
  fields: readonly RecordField[];
  author: PersonRef | null;
  /** Each record's values from the seeded generator (the grid benchmark's case files unless said). */
  valuesOf?: (random: () => number) => Record<string, string | number | null>;
}

export interface LoadResult {
  records: number;
  seconds: number;
  keywordsPerRecord: number;
}

// BulkWriter scans its buffer on every batch: it is fed as it drains, never all at once.
const WINDOW = 2000;
const MINUTE_MS = 60_000;

/**
 * Writes `count` records straight into the stack's Firestore emulator with BulkWriter, each
 * built by `storedRecord` exactly as the records repository stores it (keywords included: they
 * are index entries, the cost of a real record). Creation times are a minute apart, the newest
 * now, so the default order (created_at desc) has no ties.
 */
export async function loadRecords(target: LoadTarget, count: number): Promise<LoadResult> {
  process.env.FIRESTORE_EMULATOR_HOST = target.firestoreHost;
  const app = initializeApp({ projectId: target.projectId }, `grid-bench-${randomUUID()}`);
  const db = getFirestore(app);
  const records = recordsCollection(db, target.programId, target.collectId);
  const writer = db.bulkWriter({ throttling: false });
  const random = seededRandom(11);
  const newest = Date.now();
  let keywords = 0;
  let outstanding = 0;
  let drained: (() => void) | undefined;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const ref = records.doc();
    const stored = storedRecord({
      recordId: ref.id,
      programId: target.programId,
      collectId: target.collectId,
      fields: target.fields,
      values: (target.valuesOf ?? benchValues)(random),
      author: target.author,
      at: new Date(newest - (count - index) * MINUTE_MS),
      // A new collect has no rule conditions yet: every record's class is 'none'.
      access: {},
    });
    keywords += stored.keywords.length;
    outstanding += 1;
    void writer.create(ref, stored).finally(() => {
      outstanding -= 1;
      if (outstanding <= WINDOW / 2) drained?.();
    });
    if (outstanding >= WINDOW) await new Promise<void>((resolve) => (drained = resolve));
  }
  await writer.close();
  const seconds = (performance.now() - started) / 1000;
  await deleteApp(app);
  return { records: count, seconds, keywordsPerRecord: keywords / Math.max(1, count) };
}
