import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { errorCodeOf } from '../../core/error-codes.js';
import { appError, notFound } from '../../core/errors.js';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import { writeActivity } from '../../db/activity-writer.js';
import {
  allCollects,
  allRecords,
  collectRef,
  recordRef,
  recordsCollection,
} from '../../db/collections.js';
import { toStoredCollect } from '../../db/collect-document.js';
import type { StoredCollect } from '../../db/collect-document.js';
import { createModelReader } from '../../db/model-reader.js';
import { assertProgramsOpen } from '../../db/program-guard.js';
import {
  changedRecord,
  storedRecord,
  storedValuesOf,
  toCollectRecord,
} from '../../db/record-document.js';
import type { CollectIndexes } from '../../shared/contract/collect.schema.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type {
  CollectRecord,
  NextAndPreviousResponse,
} from '../../shared/contract/record.schema.js';
import type { RecordValues } from '../../shared/contract/record-validation.js';
import type { GridScope } from '../../shared/permissions/record-reach.js';
import { buildGridQuery, classChunks } from './record-query.js';
import type { CheckedView, GridCollect, GridSort } from './record-query.js';
import { orderedBy, readingOrder, readMergedRecordsPage, readRecordsPage } from './records-page.js';

/** A collect as the records module needs it: where it is, its model's fields, its grid. */
export interface RecordsCollect extends GridCollect {
  readonly id: string;
  readonly programId: string;
  readonly title: string;
  readonly indexes: CollectIndexes;
  /** The classes its records hold (attribution rules: db/record-access-document.ts). */
  readonly accessClasses: Readonly<Record<string, readonly string[]>>;
}

/** A record with what its collect's rules decided about it (never sent as is). */
export interface FoundRecord {
  readonly record: CollectRecord;
  /** The condition keys it matches. */
  readonly acl: readonly string[];
}

/**
 * Called inside a write's transaction with the record as stored (null for a create) and as it
 * will be; it throws to refuse the write, so the check and the write see the same record.
 */
export type WriteGuard = (
  before: Readonly<Record<string, unknown>> | null,
  beforeAcl: readonly string[],
  after: Readonly<Record<string, unknown>>,
) => void;

export interface RecordWrite {
  readonly author: PersonRef;
  readonly at: Date;
}

export interface RecordCreation extends RecordWrite {
  /** The client's id (idempotent create) or none for a new one. */
  readonly recordId?: string | undefined;
  readonly values: RecordValues;
  readonly allow: WriteGuard;
}

export interface RecordUpdate extends RecordWrite {
  readonly changed: RecordValues;
  readonly version?: number | undefined;
  readonly allow: WriteGuard;
}

export interface RecordsRepository {
  /** The collect with its model's fields in order; null when unknown or being deleted. */
  findCollect(collectId: string): Promise<RecordsCollect | null>;
  /** One record by its id alone (one read). */
  findRecord(recordId: string): Promise<FoundRecord | null>;
  page(
    collect: RecordsCollect,
    view: CheckedView,
    scope: GridScope,
    request: Omit<PageRequest, 'page'>,
  ): Promise<CursorPage<CollectRecord>>;
  /**
   * The records either side of this one in the view: its own sort value is the position, so two
   * one-document queries answer, whatever the page it is on.
   */
  neighbours(
    collect: RecordsCollect,
    view: CheckedView,
    scope: GridScope,
    record: CollectRecord,
  ): Promise<NextAndPreviousResponse>;
  /** The record created, or the one an earlier call with the same id created (`created` false). */
  create(
    collect: RecordsCollect,
    input: RecordCreation,
  ): Promise<{ record: CollectRecord; created: boolean }>;
  update(collect: RecordsCollect, recordId: string, input: RecordUpdate): Promise<CollectRecord>;
  remove(collect: RecordsCollect, recordId: string, input: RecordWrite): Promise<void>;
}

const GRPC_FAILED_PRECONDITION = 9;
const GRPC_INVALID_ARGUMENT = 3;

/**
 * Firestore answers a query without its composite index with FAILED_PRECONDITION: the collect's
 * indexes are still being built (they are made when its fields are saved).
 */
export async function withIndexGuard<T>(collect: RecordsCollect, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (errorCodeOf(error) !== GRPC_FAILED_PRECONDITION) throw error;
    throw appError(
      'CONFLICT',
      'This view needs an index that is still being built; try again in a few minutes',
      { indexes: { ...collect.indexes } },
    );
  }
}

function recordActivity(
  collect: RecordsCollect,
  action: 'RECORD_CREATED' | 'RECORD_UPDATED' | 'RECORD_DELETED',
  record: { id: string; label: string },
) {
  return {
    programId: collect.programId,
    action,
    target: { type: 'RECORD' as const, _id: record.id, label: record.label || record.id },
    details: { collect_id: collect.id, collect_title: collect.title },
  };
}

/**
 * The view's queries on a collect's records within the scope: one, or one per chunk of a
 * contributor's classes. Every reader of "the records this person sees in this view" (the grid,
 * exports, bulk updates) builds them here. A NONE scope is the caller's to answer (no query).
 */
export function recordViewQueries(
  db: Firestore,
  collect: Pick<RecordsCollect, 'programId' | 'id'>,
  view: CheckedView,
  scope: GridScope,
): Query[] {
  const records = recordsCollection(db, collect.programId, collect.id);
  return scope.kind === 'CLASSES'
    ? classChunks(view, scope.classes).map((chunk) => buildGridQuery(records, view, chunk))
    : [buildGridQuery(records, view, null)];
}

export function createRecordsRepository(db: Firestore): RecordsRepository {
  const readModel = createModelReader(db);
  const records = (collect: RecordsCollect) => recordsCollection(db, collect.programId, collect.id);

  /**
   * The collect as it is now, for a write: refused when it (or its program) is gone or being
   * deleted. Its rule conditions give the written record its acl.
   */
  const openCollect = async (tx: Transaction, collect: RecordsCollect) => {
    const stored = await tx.get(collectRef(db, collect.programId, collect.id));
    if (!stored.exists || stored.get('deleting') === true) throw notFound('Collect not found');
    await assertProgramsOpen(tx, db, [collect.programId]);
    return toStoredCollect(stored);
  };

  /** A class no record held before is registered with the record that brings it. */
  const registerClass = (
    tx: Transaction,
    live: StoredCollect,
    acl: { acl: string[]; acl_class: string },
  ) => {
    if (acl.acl_class in live.accessClasses) return;
    tx.update(collectRef(db, live.programId, live.id), {
      [`access_classes.${acl.acl_class}`]: acl.acl,
    });
  };

  /** A record document too large for Firestore (1 MiB) is the client's to shorten. */
  const commit = async <T>(run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      const tooLarge = /longer than|exceeds the maximum allowed size/i.test(String(error));
      if (errorCodeOf(error) === GRPC_INVALID_ARGUMENT && tooLarge) {
        throw appError('PAYLOAD_TOO_LARGE', 'fields: The record is too large to store');
      }
      throw error;
    }
  };

  const viewQueries = (collect: RecordsCollect, view: CheckedView, scope: GridScope): Query[] =>
    recordViewQueries(db, collect, view, scope);

  return {
    async findCollect(collectId) {
      const found = await allCollects(db).where('collect_id', '==', collectId).limit(1).get();
      const snapshot = found.docs[0];
      if (!snapshot) return null;
      const collect = toStoredCollect(snapshot);
      if (collect.deleting) return null;
      const model = collect.modelId ? await readModel(collect.modelId) : null;
      const fields: RecordField[] = model?.fields ?? [];
      return {
        id: collect.id,
        programId: collect.programId,
        title: collect.title,
        indexes: collect.indexes,
        fields,
        fieldsToDisplay: collect.fieldsToDisplay,
        filterableFields: collect.filterableFields,
        accessClasses: collect.accessClasses,
      };
    },

    async findRecord(recordId) {
      const found = await allRecords(db).where('record_id', '==', recordId).limit(1).get();
      const snapshot = found.docs[0];
      if (!snapshot) return null;
      return { record: toCollectRecord(snapshot), acl: aclOf(snapshot) };
    },

    page(collect, view, scope, request) {
      if (scope.kind === 'NONE') {
        return Promise.resolve({
          items: [],
          total: 0,
          currentPage: 1,
          nextCursor: null,
          prevCursor: null,
        });
      }
      const queries = viewQueries(collect, view, scope);
      return withIndexGuard(collect, () =>
        queries.length === 1 && queries[0]
          ? readRecordsPage(queries[0], view.sort, request, toCollectRecord)
          : readMergedRecordsPage(queries, view.sort, request, toCollectRecord),
      );
    },

    async neighbours(collect, view, scope, record) {
      if (scope.kind === 'NONE') return { previous: null, next: null };
      const queries = viewQueries(collect, view, scope);
      const position = positionOf(record, view.sort);
      // The nearest of each query's nearest (one, but for a contributor's split classes).
      const neighbour = async (backward: boolean) => {
        const reads = await Promise.all(
          queries.map((query) =>
            orderedBy(query, view.sort, backward).startAfter(position, record._id).limit(1).get(),
          ),
        );
        const nearest = reads
          .flatMap((read) => read.docs)
          .sort(readingOrder(view.sort, backward))[0];
        return nearest?.id ?? null;
      };
      return withIndexGuard(collect, async () => {
        const [previous, next] = await Promise.all([neighbour(true), neighbour(false)]);
        return { previous, next };
      });
    },

    create(collect, input) {
      return commit(() =>
        db.runTransaction(async (tx) => {
          if (input.recordId !== undefined) {
            // Ids are unique across collects: /api/collectItem/{id} finds a record by it alone.
            const same = await tx.get(
              allRecords(db).where('record_id', '==', input.recordId).limit(1),
            );
            const existing = same.docs[0];
            if (existing)
              return { record: sameRecord(collect, existing, input.author), created: false };
          }
          const live = await openCollect(tx, collect);
          const ref =
            input.recordId !== undefined
              ? recordRef(db, collect.programId, collect.id, input.recordId)
              : records(collect).doc();
          const stored = storedRecord({
            recordId: ref.id,
            programId: collect.programId,
            collectId: collect.id,
            fields: collect.fields,
            values: input.values,
            author: input.author,
            at: input.at,
            access: live.accessConditions,
          });
          input.allow(null, [], stored.fields);
          tx.create(ref, stored);
          registerClass(tx, live, stored);
          const activity = recordActivity(collect, 'RECORD_CREATED', {
            id: ref.id,
            label: stored.label,
          });
          writeActivity(tx, db, input.author, activity, input.at);
          return {
            record: {
              _id: ref.id,
              program_id: stored.program_id,
              collect_id: stored.collect_id,
              fields: stored.fields,
              version: stored.version,
              created_at: stored.created_at.toISOString(),
              updated_at: stored.updated_at.toISOString(),
              created_by: stored.created_by,
              updated_by: stored.updated_by,
            },
            created: true,
          };
        }),
      );
    },

    update(collect, recordId, input) {
      const ref = recordRef(db, collect.programId, collect.id, recordId);
      return commit(() =>
        db.runTransaction(async (tx) => {
          const snapshot = await tx.get(ref);
          if (!snapshot.exists) throw notFound('Record not found');
          const current = toCollectRecord(snapshot);
          if (input.version !== undefined && input.version !== current.version) {
            throw appError('CONFLICT', 'This record was changed meanwhile; reload it', {
              record: current,
            });
          }
          const live = await openCollect(tx, collect);
          const before = storedValuesOf(snapshot);
          const change = changedRecord({
            fields: collect.fields,
            current: before,
            changed: input.changed,
            version: current.version,
            author: input.author,
            at: input.at,
            access: live.accessConditions,
          });
          input.allow(before, aclOf(snapshot), change.fields);
          tx.update(ref, change);
          registerClass(tx, live, change);
          const activity = recordActivity(collect, 'RECORD_UPDATED', {
            id: recordId,
            label: change.label,
          });
          writeActivity(tx, db, input.author, activity, input.at);
          return {
            ...current,
            fields: change.fields,
            version: change.version,
            updated_at: input.at.toISOString(),
            updated_by: input.author,
          };
        }),
      );
    },

    async remove(collect, recordId, input) {
      const ref = recordRef(db, collect.programId, collect.id, recordId);
      await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) throw notFound('Record not found');
        await openCollect(tx, collect);
        tx.delete(ref);
        const label: unknown = snapshot.get('label');
        const activity = recordActivity(collect, 'RECORD_DELETED', {
          id: recordId,
          label: typeof label === 'string' ? label : recordId,
        });
        writeActivity(tx, db, input.author, activity, input.at);
      });
    },
  };
}

/** The condition keys a stored record matches (its acl). */
export function aclOf(snapshot: DocumentSnapshot): string[] {
  const acl: unknown = snapshot.get('acl');
  return Array.isArray(acl) ? acl.filter((key): key is string => typeof key === 'string') : [];
}

/** Where a record stands in the sort: read from the record already in hand, not again. */
function positionOf(record: CollectRecord, sort: GridSort): unknown {
  if (sort.kind === 'timestamp') {
    const time = sort.field === 'updated_at' ? record.updated_at : record.created_at;
    return Timestamp.fromDate(new Date(time));
  }
  return record.fields[sort.field] ?? null;
}

/**
 * A create sent again (a retry, an offline device) answers the record it made; an id already
 * used by another collect or another author is a conflict, not someone else's record.
 */
function sameRecord(
  collect: RecordsCollect,
  existing: DocumentSnapshot,
  author: PersonRef,
): CollectRecord {
  const record = toCollectRecord(existing);
  if (record.collect_id !== collect.id || record.created_by?._id !== author._id) {
    throw appError('CONFLICT', '_id: A record with this id already exists', {
      issues: [{ path: '_id', message: 'A record with this id already exists' }],
    });
  }
  return record;
}
