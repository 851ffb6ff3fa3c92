import { changedRecord, mergedValues, storedRecord } from '../../db/record-document.js';
import type { StoredRecord, StoredValue } from '../../db/record-document.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { TaskCounts } from '../../shared/contract/task.schema.js';
import { seesRecord, writesRecord } from '../../shared/permissions/record-reach.js';
import type { RecordReach } from '../../shared/permissions/record-reach.js';
import type { Rejection } from '../tasks/task-work.js';
import { IMPORT_MESSAGES } from './import-messages.js';
import { importedRecordId } from './import-input.js';
import type {
  ChunkWrites,
  ExistingRecord,
  ImportCollect,
  LiveCollect,
} from './imports.repository.js';
import { columnOf, rowErrorsFor } from './row-mapping.js';
import type { MappedRow, MappingPlan } from './row-mapping.js';

// What a chunk of mapped rows does, decided from the records their keys name as they are now:
// a row creates its record, changes it, leaves it as it is (unchanged: nothing written), or is
// rejected with its reasons. Pure: the work reads, this decides, the batch writes.

/** A row the chunk decides on, with the record its key names. */
export interface KeyedRow {
  readonly row: MappedRow;
  /** Null: the row is rejected before any record is looked at (`reasons`). */
  readonly recordId: string | null;
  readonly reasons: readonly string[];
}

export interface ChunkContext {
  readonly collect: ImportCollect;
  readonly plan: MappingPlan;
  readonly reach: RecordReach;
  readonly author: PersonRef;
  readonly at: Date;
}

export interface ChunkDecision {
  readonly creates: StoredRecord[];
  readonly updates: ChunkWrites['updates'][number][];
  readonly counts: TaskCounts;
  readonly rejections: Rejection[];
}

function sameValues(
  left: Readonly<Record<string, StoredValue>>,
  right: Readonly<Record<string, StoredValue>>,
): boolean {
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    const a = left[key] ?? null;
    const b = right[key] ?? null;
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length || a.some((item, index) => item !== b[index])) return false;
    } else if (a !== b) return false;
  }
  return true;
}

/** The key of each row, its record id, and the rows refused before any record is read. */
export function keyRows(
  collectId: string,
  rows: readonly MappedRow[],
  seen: Map<string, number>,
  plan: MappingPlan,
): KeyedRow[] {
  const messages = IMPORT_MESSAGES[plan.locale];
  return rows.map((row) => {
    if (row.key === null) return { row, recordId: null, reasons: rowErrorsFor(plan, row, false) };
    const first = seen.get(row.key);
    if (first !== undefined && first !== row.number) {
      return { row, recordId: null, reasons: [messages.keyRepeated(row.key, first)] };
    }
    seen.set(row.key, row.number);
    return { row, recordId: importedRecordId(collectId, row.key), reasons: [] };
  });
}

function outsideRules(context: ChunkContext): string {
  const { reach, plan } = context;
  const condition = reach.write?.kind === 'MATCHING' ? reach.write.conditions[0] : undefined;
  const column = condition ? columnOf(plan, condition.field) : '';
  return IMPORT_MESSAGES[plan.locale].outsideRules(column);
}

export function decideChunk(
  context: ChunkContext,
  live: LiveCollect,
  rows: readonly KeyedRow[],
  existing: ReadonlyMap<string, ExistingRecord>,
): ChunkDecision {
  const { collect, plan, reach, author, at } = context;
  const access = live.collect.accessConditions;
  const decision: ChunkDecision = {
    creates: [],
    updates: [],
    counts: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
    rejections: [],
  };
  const reject = (row: MappedRow, reasons: readonly string[]) => {
    decision.counts.rejected += 1;
    decision.rejections.push({ at: String(row.number), reason: reasons.join('; ') });
  };
  for (const { row, recordId, reasons } of rows) {
    if (recordId === null) {
      reject(row, reasons);
      continue;
    }
    const found = existing.get(recordId);
    const errors = rowErrorsFor(plan, row, !found);
    if (errors.length > 0) {
      reject(row, errors);
      continue;
    }
    if (!found) {
      const record = storedRecord({
        recordId,
        programId: collect.programId,
        collectId: collect.id,
        fields: collect.fields,
        values: row.values,
        author,
        at,
        sourceKey: row.key,
        access,
        keywords: row.keywords,
      });
      if (!writesRecord(reach, record.fields)) reject(row, [outsideRules(context)]);
      else {
        decision.creates.push(record);
        decision.counts.created += 1;
      }
      continue;
    }
    if (!seesRecord(reach, found.acl)) {
      reject(row, [IMPORT_MESSAGES[plan.locale].notVisible]);
      continue;
    }
    // Most rows of a file imported again change nothing: compared before the rest is computed.
    const merged = { fields: collect.fields, current: found.values, changed: row.values };
    if (sameValues(mergedValues(merged), found.values)) {
      decision.counts.unchanged += 1;
      continue;
    }
    const change = changedRecord({ ...merged, version: found.version, author, at, access });
    if (!writesRecord(reach, change.fields)) {
      reject(row, [outsideRules(context)]);
    } else {
      decision.updates.push({ id: recordId, change, updateTime: found.updateTime });
      decision.counts.updated += 1;
    }
  }
  return decision;
}
