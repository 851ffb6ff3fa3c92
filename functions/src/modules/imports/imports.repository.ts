import type { DocumentSnapshot, Firestore, Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { writeActivity } from '../../db/activity-writer.js';
import { allCollects, collectRef, recordRef, recordsCollection } from '../../db/collections.js';
import { toStoredCollect } from '../../db/collect-document.js';
import type { StoredCollect } from '../../db/collect-document.js';
import { createModelReader } from '../../db/model-reader.js';
import { storedValuesOf } from '../../db/record-document.js';
import type { StoredRecord, StoredValue } from '../../db/record-document.js';
import type { TaskCounts } from '../../shared/contract/task.schema.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';

/** A collect as imports need it: where it is, its model's fields and how rows find records. */
export interface ImportCollect {
  readonly id: string;
  readonly programId: string;
  readonly title: string;
  readonly fields: readonly RecordField[];
  readonly matchedFields: readonly string[];
  readonly accessClasses: Readonly<Record<string, readonly string[]>>;
}

/** The collect document as a chunk starts: its rules' conditions give records their acl. */
export interface LiveCollect {
  readonly collect: StoredCollect;
  readonly updateTime: Timestamp;
}

export interface ExistingRecord {
  /** When it was read: an update is conditioned on it (a save meanwhile retries the chunk). */
  readonly updateTime: Timestamp;
  readonly values: Record<string, StoredValue>;
  readonly acl: readonly string[];
  readonly version: number;
}

/** An update as records.repository's changedRecord makes it. */
export interface RecordChangeData {
  readonly fields: Record<string, StoredValue>;
  readonly keywords: string[];
  readonly label: string;
  readonly version: number;
  readonly updated_at: Date;
  readonly updated_by: PersonRef | null;
  readonly acl: string[];
  readonly acl_class: string;
}

export interface ChunkWrites {
  readonly live: LiveCollect;
  readonly creates: readonly StoredRecord[];
  readonly updates: readonly {
    readonly id: string;
    readonly change: RecordChangeData;
    readonly updateTime: Timestamp;
  }[];
  /** The task's one activity entry, with the last chunk. */
  readonly finished: {
    readonly author: PersonRef;
    readonly label: string;
    readonly counts: TaskCounts;
    readonly at: Date;
  } | null;
}

export interface ImportsRepository {
  /** The collect with its model's fields; null when unknown or being deleted. */
  findCollect(collectId: string): Promise<ImportCollect | null>;
  /** The collect document now (before a chunk); null when it is gone or being deleted. */
  liveCollect(collect: ImportCollect): Promise<LiveCollect | null>;
  /** Whether the collect holds no record at all (one name-ordered read of one id). */
  isEmpty(collect: ImportCollect): Promise<boolean>;
  /** The records of these ids that exist (one batched read). */
  existing(collect: ImportCollect, ids: readonly string[]): Promise<Map<string, ExistingRecord>>;
  /**
   * Records whose matched fields hold these values (`keys`, JSON arrays of the values in the
   * order of `variables`), by key: records made by the form or webhooks, whose ids are not an
   * import's. One `in` query per 30 values of the first field, the others compared here.
   */
  matchingRecords(
    collect: ImportCollect,
    variables: readonly string[],
    keys: readonly string[],
  ): Promise<Map<string, { id: string; record: ExistingRecord }>>;
  /** Adds a chunk's writes to the task's batch (see writeChunk). */
  writeChunk(batch: WriteBatch, collect: ImportCollect, writes: ChunkWrites): void;
  /**
   * A new batch holding a chunk's record writes, made ahead of its commit (they depend on
   * nothing read later); completeChunk adds the rest to it.
   */
  prepareRecords(
    collect: ImportCollect,
    writes: Omit<ChunkWrites, 'live' | 'finished'>,
  ): WriteBatch;
  /** What writeChunk adds besides the records (the collect, the activity entry). */
  completeChunk(batch: WriteBatch, collect: ImportCollect, writes: ChunkWrites): void;
}

const IN_VALUES_MAX = 30;

function existingOf(snapshot: DocumentSnapshot): ExistingRecord | null {
  if (!snapshot.exists || !snapshot.updateTime) return null;
  const version: unknown = snapshot.get('version');
  return {
    updateTime: snapshot.updateTime,
    values: storedValuesOf(snapshot),
    acl: aclOf(snapshot.get('acl')),
    version: typeof version === 'number' ? version : 1,
  };
}

function aclOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
}

export function createImportsRepository(db: Firestore): ImportsRepository {
  const readModel = createModelReader(db);
  return {
    async findCollect(collectId) {
      const found = await allCollects(db).where('collect_id', '==', collectId).limit(1).get();
      const snapshot = found.docs[0];
      if (!snapshot) return null;
      const collect = toStoredCollect(snapshot);
      if (collect.deleting) return null;
      const model = collect.modelId ? await readModel(collect.modelId) : null;
      return {
        id: collect.id,
        programId: collect.programId,
        title: collect.title,
        fields: model?.fields ?? [],
        matchedFields: collect.matchedFields,
        accessClasses: collect.accessClasses,
      };
    },

    async liveCollect(collect) {
      const snapshot = await collectRef(db, collect.programId, collect.id).get();
      if (!snapshot.exists || !snapshot.updateTime || snapshot.get('deleting') === true) {
        return null;
      }
      return { collect: toStoredCollect(snapshot), updateTime: snapshot.updateTime };
    },

    async isEmpty(collect) {
      const records = recordsCollection(db, collect.programId, collect.id);
      const first = await records.select().limit(1).get();
      return first.empty;
    },

    async existing(collect, ids) {
      const found = new Map<string, ExistingRecord>();
      if (ids.length === 0) return found;
      const refs = ids.map((id) => recordRef(db, collect.programId, collect.id, id));
      for (const snapshot of await db.getAll(...refs)) {
        const record = existingOf(snapshot);
        if (record) found.set(snapshot.id, record);
      }
      return found;
    },

    async matchingRecords(collect, variables, keys) {
      const found = new Map<string, { id: string; record: ExistingRecord }>();
      const [first] = variables;
      if (first === undefined || keys.length === 0) return found;
      const wanted = new Set(keys);
      const firstValues = [
        ...new Set(
          keys.flatMap((key) => {
            const parts: unknown = JSON.parse(key);
            const value = Array.isArray(parts) ? (parts[0] as unknown) : undefined;
            return ['string', 'number', 'boolean'].includes(typeof value) ? [value] : [];
          }),
        ),
      ];
      const records = recordsCollection(db, collect.programId, collect.id);
      const reads = [];
      for (let at = 0; at < firstValues.length; at += IN_VALUES_MAX) {
        const values = firstValues.slice(at, at + IN_VALUES_MAX);
        reads.push(records.where(`fields.${first}`, 'in', values).get());
      }
      const snapshots = (await Promise.all(reads)).flatMap((read) => read.docs);
      // The lowest id wins when several records share a key: the same one on every run.
      snapshots.sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
      for (const snapshot of snapshots) {
        const key = JSON.stringify(
          variables.map((variable) => (snapshot.get(`fields.${variable}`) as unknown) ?? null),
        );
        const record = existingOf(snapshot);
        if (!wanted.has(key) || found.has(key) || !record) continue;
        found.set(key, { id: snapshot.id, record });
      }
      return found;
    },

    /**
     * Records are created and updated in the task's batch (one commit with the chunk's progress).
     * The collect document is written too, conditioned on the update time read before the chunk:
     * its rules' conditions gave the records their acl, so a rule change meanwhile refuses the
     * chunk (FAILED_PRECONDITION) and the work reads the collect again, rather than leaving
     * records with an acl the rules' task has already passed. The classes the records hold are
     * registered in that same write (records.repository's registerClass, in bulk).
     */
    writeChunk(batch, collect, writes) {
      addRecords(batch, collect, writes);
      addRest(batch, collect, writes);
    },

    prepareRecords(collect, writes) {
      const batch = db.batch();
      addRecords(batch, collect, writes);
      return batch;
    },

    completeChunk(batch, collect, writes) {
      addRest(batch, collect, writes);
    },
  };

  function addRecords(
    batch: WriteBatch,
    collect: ImportCollect,
    writes: Omit<ChunkWrites, 'live' | 'finished'>,
  ): void {
    const records = recordsCollection(db, collect.programId, collect.id);
    for (const record of writes.creates) batch.create(records.doc(record.record_id), record);
    for (const { id, change, updateTime } of writes.updates) {
      batch.update(records.doc(id), { ...change }, { lastUpdateTime: updateTime });
    }
  }

  function addRest(batch: WriteBatch, collect: ImportCollect, writes: ChunkWrites): void {
    const { live } = writes;
    const classes: Record<string, string[]> = {};
    for (const record of writes.creates) classes[`access_classes.${record.acl_class}`] = record.acl;
    for (const { change } of writes.updates)
      classes[`access_classes.${change.acl_class}`] = change.acl;
    if (Object.keys(classes).length > 0) {
      batch.update(collectRef(db, collect.programId, collect.id), classes, {
        lastUpdateTime: live.updateTime,
      });
    }
    if (writes.finished) {
      const { author, label, counts, at } = writes.finished;
      writeActivity(
        batch,
        db,
        author,
        {
          programId: collect.programId,
          action: 'RECORDS_IMPORTED',
          target: { type: 'COLLECT', _id: collect.id, label: collect.title },
          details: {
            file: label,
            created: counts.created,
            updated: counts.updated,
            unchanged: counts.unchanged,
            rejected: counts.rejected,
          },
        },
        at,
      );
    }
  }
}
