import type { WriteBatch } from 'firebase-admin/firestore';
import { errorCodeOf } from '../../core/error-codes.js';
import type { Rejection } from '../tasks/task-work.js';
import type { RecordsScanner, ScannedRecord } from '../records/records-scan.js';
import { completeValues, recordKeywords, recordWriteBytes } from '../../db/record-document.js';
import { BULK_CHUNK, BULK_CHUNK_BYTES } from './bulk-update-plan.js';
import type { BulkCursor, BulkPlan } from './bulk-update-plan.js';
import type { BulkUpdateRepository, PreparedChunk } from './bulk-update.repository.js';

// The one loop of a bulk update, in the call and in its task: records are read a chunk at a
// time from the cursor, decided, and each chunk's writes committed in one batch with the cursor
// after it. The next chunk is read before a chunk is committed, so the last one carries the
// activity entry with the totals. A chunk whose record changed between its read and its commit
// (the batch's update-time preconditions) is read and decided again.

/** Commits one chunk's batch with the cursor after it and what it moved. */
export type ChunkCommit = (
  write: (batch: WriteBatch) => void,
  progress: {
    readonly cursor: BulkCursor;
    readonly done: number;
    readonly updated: number;
    readonly unchanged: number;
    readonly rejections: readonly Rejection[];
  },
) => Promise<void>;

export interface BulkEngineDeps {
  readonly scanner: RecordsScanner;
  readonly repository: BulkUpdateRepository;
  readonly now: () => Date;
}

interface Chunk {
  readonly records: readonly ScannedRecord[];
  readonly missing: readonly string[];
  /** The cursor once this chunk is committed. */
  readonly cursor: (before: BulkCursor) => BulkCursor;
}

const GRPC_FAILED_PRECONDITION = 9;
const GRPC_ABORTED = 10;
const CHUNK_ATTEMPTS = 5;

/** What a record weighs once the plan's values are set on it (recordWriteBytes). */
function writtenBytes(plan: BulkPlan, record: ScannedRecord): number {
  const { fields } = plan.collect;
  const values = completeValues(fields, { ...record.values, ...plan.values });
  return recordWriteBytes({ fields: values, keywords: recordKeywords(fields, values) });
}

/**
 * The chunks of the plan's records from the cursor on: BULK_CHUNK records, fewer once they weigh
 * BULK_CHUNK_BYTES (always one at least: a record is at most 1 MiB).
 */
async function* chunksOf(
  scanner: RecordsScanner,
  plan: BulkPlan,
  from: BulkCursor,
): AsyncGenerator<Chunk> {
  const { collect, ids, view, reach } = plan;
  if (ids) {
    let index = from.index;
    while (index < ids.length) {
      const wanted = ids.slice(index, index + BULK_CHUNK);
      const byId = new Map<string, ScannedRecord>();
      for await (const record of scanner.selected(collect, wanted)) byId.set(record.id, record);
      // The ids in their order, up to the weight: the cursor counts the ids done.
      const records: ScannedRecord[] = [];
      const missing = new Set<string>();
      const kept = new Set<string>();
      let taken = 0;
      let bytes = 0;
      for (const id of wanted) {
        const record = kept.has(id) ? undefined : byId.get(id);
        const weight = record ? writtenBytes(plan, record) : 0;
        if (taken > 0 && bytes + weight > BULK_CHUNK_BYTES) break;
        taken += 1;
        bytes += weight;
        if (record) {
          kept.add(id);
          records.push(record);
        } else if (!byId.has(id)) missing.add(id);
      }
      index += taken;
      const next = index;
      yield { records, missing: [...missing], cursor: (before) => ({ ...before, index: next }) };
    }
    return;
  }
  let records: ScannedRecord[] = [];
  let bytes = 0;
  let last = from.after;
  for await (const { record, position } of scanner.scan(collect, view, reach.grid, from.after)) {
    const weight = writtenBytes(plan, record);
    if (records.length > 0 && bytes + weight > BULK_CHUNK_BYTES) {
      const after = last;
      yield { records, missing: [], cursor: (before) => ({ ...before, after }) };
      records = [];
      bytes = 0;
    }
    records.push(record);
    bytes += weight;
    last = position;
    if (records.length === BULK_CHUNK) {
      const after = last;
      yield { records, missing: [], cursor: (before) => ({ ...before, after }) };
      records = [];
      bytes = 0;
    }
  }
  const after = last;
  if (records.length > 0)
    yield { records, missing: [], cursor: (before) => ({ ...before, after }) };
}

const isStale = (error: unknown) =>
  errorCodeOf(error) === GRPC_FAILED_PRECONDITION || errorCodeOf(error) === GRPC_ABORTED;

/** Runs the plan from `from` to the end; answers the cursor at the end (the totals). */
export async function runBulkUpdate(
  deps: BulkEngineDeps,
  plan: BulkPlan,
  from: BulkCursor,
  commit: ChunkCommit,
): Promise<BulkCursor> {
  const chunks = chunksOf(deps.scanner, plan, from);
  let cursor = from;
  let current = await chunks.next();
  while (!current.done) {
    const chunk = current.value;
    const next = await chunks.next();
    cursor = await commitChunk(deps, plan, chunk, cursor, next.done === true, commit);
    current = next;
  }
  return cursor;
}

async function commitChunk(
  deps: BulkEngineDeps,
  plan: BulkPlan,
  chunk: Chunk,
  before: BulkCursor,
  last: boolean,
  commit: ChunkCommit,
): Promise<BulkCursor> {
  let records = chunk.records;
  for (let attempt = 1; ; attempt += 1) {
    const prepared: PreparedChunk = await deps.repository.prepare(
      plan,
      records,
      chunk.missing,
      deps.now(),
    );
    const after: BulkCursor = {
      ...chunk.cursor(before),
      updated: before.updated + prepared.updated,
      unchanged: before.unchanged + prepared.unchanged,
      rejected: before.rejected + prepared.rejections.length,
    };
    const activity = last && after.updated > 0 ? after : null;
    try {
      await commit((batch) => prepared.write(batch, activity), {
        cursor: after,
        done: records.length + chunk.missing.length,
        updated: prepared.updated,
        unchanged: prepared.unchanged,
        rejections: prepared.rejections,
      });
      return after;
    } catch (error) {
      if (!isStale(error) || attempt >= CHUNK_ATTEMPTS) throw error;
      // Someone changed a record meanwhile: decide the chunk again on what it holds now.
      const reread: ScannedRecord[] = [];
      const ids = records.map((record) => record.id);
      for await (const record of deps.scanner.selected(plan.collect, ids)) reread.push(record);
      records = reread;
    }
  }
}
