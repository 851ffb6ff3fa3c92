import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { errorCodeOf, GRPC_NOT_FOUND } from '../../core/error-codes.js';
import { appError, notFound } from '../../core/errors.js';
import { writeActivity } from '../../db/activity-writer.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import {
  allCollects,
  collectRef,
  collectsCollection,
  recordsCollection,
} from '../../db/collections.js';
import {
  COLLECT_LIST_FIELDS,
  collectSettingsData,
  collectKeywords,
  isDeleting,
  NO_DEFAULT_FILTERS,
  NO_INDEXES,
  programIdOf,
  toCollectListItem,
  toCollectSummary,
  toStoredCollect,
} from '../../db/collect-document.js';
import type { CollectSettings, StoredCollect } from '../../db/collect-document.js';
import { createModelReader } from '../../db/model-reader.js';
import { assertProgramsOpen } from '../../db/program-guard.js';
import type {
  CollectContributor,
  CollectIndexes,
  CollectListItem,
  CollectSummary,
} from '../../shared/contract/collect.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { ModelField } from '../../shared/contract/model.schema.js';
import type { DefaultFilters } from '../../shared/contract/record-query.schema.js';
import { listContributors } from './collect-contributors.repository.js';

export interface NewCollect {
  /** A fixed id (the demo seed's collects); a new one otherwise. */
  readonly id?: string | undefined;
  readonly title: string;
  readonly titleFr: string | null;
  /** The data model its records follow (models/{id}); a model in use keeps its variables. */
  readonly modelId?: string | undefined;
  readonly fieldsToDisplay?: readonly string[] | undefined;
  readonly filterableFields?: readonly string[] | undefined;
}

/** A model as a collect needs it: its title and its fields in order. */
export interface CollectModel {
  readonly id: string;
  readonly title: string;
  readonly fields: ModelField[];
}

/** Who changes a collect, and when: the activity entry written with the change. */
export interface CollectWrite {
  readonly actor: PersonRef;
  readonly now: Date;
  readonly activity: (collect: StoredCollect) => ActivityDraft;
}

export interface CollectUpdate {
  /** The model the settings were checked against: a collect whose model changed since is a 409. */
  readonly checkedModelId: string | null;
  readonly settings: (current: StoredCollect) => CollectSettings;
  /** Stored default filters that the new settings still allow, or the empty view. */
  readonly defaultFilters: (current: StoredCollect, next: CollectSettings) => DefaultFilters;
}

export interface CollectsRepository {
  /** Which of `collectIds` exist in the program (a contributor role must name one of them). */
  existing(programId: string, collectIds: readonly string[]): Promise<Set<string>>;
  /** Every collect of the program, sorted by title. */
  listByProgram(programId: string): Promise<CollectListItem[]>;
  /** The named collects of the program that exist, sorted by title. */
  listByIds(programId: string, collectIds: readonly string[]): Promise<CollectListItem[]>;
  /** Collects whose title has a word starting with `keyword` (normalised), in any program. */
  searchAll(keyword: string, limit: number): Promise<CollectSummary[]>;
  /** The same, inside one program. */
  searchInProgram(programId: string, keyword: string, limit: number): Promise<CollectSummary[]>;
  /** Creates a collect, or rewrites the titles and model of one with a fixed id (seed, tests). */
  save(programId: string, collect: NewCollect, now: Date): Promise<string>;
  /** A collect by its id alone (a collection-group lookup); null when missing or being deleted. */
  find(collectId: string): Promise<StoredCollect | null>;
  findInProgram(programId: string, collectId: string): Promise<StoredCollect | null>;
  findModel(modelId: string): Promise<CollectModel | null>;
  newId(programId: string): string;
  /** NOT_FOUND when the program is missing or being deleted. */
  create(
    programId: string,
    collectId: string,
    settings: CollectSettings,
    write: CollectWrite,
  ): Promise<StoredCollect>;
  /** The members whose contributor roles name the collect, sorted by e-mail. */
  contributors(programId: string, collectId: string): Promise<CollectContributor[]>;
  /** Rewrites the settings; a model change while the collect holds a record is a 409. */
  update(
    programId: string,
    collectId: string,
    update: CollectUpdate,
    write: CollectWrite,
  ): Promise<StoredCollect>;
  saveDefaultFilters(
    programId: string,
    collectId: string,
    filters: DefaultFilters,
    write: CollectWrite,
  ): Promise<StoredCollect>;
  /** The index state as last seen (no log entry: nobody changed the collect). */
  saveIndexes(programId: string, collectId: string, indexes: CollectIndexes): Promise<void>;
}

const byTitle = (a: CollectSummary, b: CollectSummary) =>
  a.title.localeCompare(b.title) || a._id.localeCompare(b._id);

/** A collect that a change may touch: present and not being deleted. */
function liveCollect(snapshot: DocumentSnapshot): StoredCollect {
  if (!snapshot.exists || isDeleting(snapshot)) throw notFound('Collect not found');
  return toStoredCollect(snapshot);
}

export function createCollectsRepository(db: Firestore): CollectsRepository {
  const readModel = createModelReader(db);
  const getAll = async (programId: string, collectIds: readonly string[], fields: string[]) => {
    const unique = [...new Set(collectIds)];
    if (unique.length === 0) return [];
    const refs = unique.map((id) => collectRef(db, programId, id));
    const snapshots = await db.getAll(...refs, { fieldMask: fields });
    return snapshots.filter((snapshot) => snapshot.exists && !isDeleting(snapshot));
  };

  const hasRecords = async (tx: Transaction, programId: string, collectId: string) => {
    const count = await tx.get(recordsCollection(db, programId, collectId).limit(1).count());
    return count.data().count > 0;
  };

  const applyChange = (
    tx: Transaction,
    snapshot: DocumentSnapshot,
    data: Record<string, unknown>,
    write: CollectWrite,
  ): StoredCollect => {
    const before = toStoredCollect(snapshot);
    tx.update(snapshot.ref, { ...data, updated_at: write.now });
    writeActivity(tx, db, write.actor, write.activity(before), write.now);
    return { ...before, updatedAt: write.now };
  };

  const repository: CollectsRepository = {
    async existing(programId, collectIds) {
      const found = await getAll(programId, collectIds, ['deleting']);
      return new Set(found.map((snapshot) => snapshot.id));
    },
    async listByProgram(programId) {
      const snapshot = await collectsCollection(db, programId)
        .select(...COLLECT_LIST_FIELDS)
        .get();
      return snapshot.docs
        .filter((doc) => !isDeleting(doc))
        .map((doc) => toCollectListItem(programId, doc))
        .sort(byTitle);
    },
    async listByIds(programId, collectIds) {
      const found = await getAll(programId, collectIds, COLLECT_LIST_FIELDS);
      return found.map((doc) => toCollectListItem(programId, doc)).sort(byTitle);
    },
    async searchAll(keyword, limit) {
      const snapshot = await allCollects(db)
        .where('keywords', 'array-contains', keyword)
        .select('title', 'title_fr', 'deleting')
        .limit(limit)
        .get();
      return snapshot.docs
        .filter((doc) => !isDeleting(doc))
        .map((doc) => toCollectSummary(programIdOf(doc), doc))
        .sort(byTitle);
    },
    async searchInProgram(programId, keyword, limit) {
      const snapshot = await collectsCollection(db, programId)
        .where('keywords', 'array-contains', keyword)
        .select('title', 'title_fr', 'deleting')
        .limit(limit)
        .get();
      return snapshot.docs
        .filter((doc) => !isDeleting(doc))
        .map((doc) => toCollectSummary(programId, doc))
        .sort(byTitle);
    },
    async save(programId, collect, now) {
      const ref = collect.id
        ? collectRef(db, programId, collect.id)
        : collectsCollection(db, programId).doc();
      await ref.set(
        {
          program_id: programId,
          collect_id: ref.id,
          title: collect.title,
          title_fr: collect.titleFr,
          keywords: collectKeywords({ title: collect.title, title_fr: collect.titleFr }),
          ...(collect.modelId ? { model_id: collect.modelId } : {}),
          ...(collect.fieldsToDisplay ? { fieldsToDisplay: [...collect.fieldsToDisplay] } : {}),
          ...(collect.filterableFields ? { filterable_fields: [...collect.filterableFields] } : {}),
          created_at: now,
          updated_at: now,
        },
        { merge: true },
      );
      return ref.id;
    },
    async find(collectId) {
      const found = await allCollects(db).where('collect_id', '==', collectId).limit(1).get();
      const doc = found.docs[0];
      return doc && !isDeleting(doc) ? toStoredCollect(doc) : null;
    },
    async findInProgram(programId, collectId) {
      const snapshot = await collectRef(db, programId, collectId).get();
      return snapshot.exists && !isDeleting(snapshot) ? toStoredCollect(snapshot) : null;
    },
    findModel: readModel,
    newId(programId) {
      return collectsCollection(db, programId).doc().id;
    },
    async create(programId, collectId, settings, write) {
      const collect: StoredCollect = {
        id: collectId,
        programId,
        ...settings,
        defaultFilters: NO_DEFAULT_FILTERS,
        indexes: NO_INDEXES,
        createdAt: write.now,
        updatedAt: write.now,
        deleting: false,
        rulesVersion: 0,
        accessConditions: {},
        accessClasses: {},
        rulesProgress: null,
      };
      await db.runTransaction(async (tx) => {
        await assertProgramsOpen(tx, db, [programId]);
        tx.create(collectRef(db, programId, collectId), {
          ...collectSettingsData(programId, collectId, settings),
          default_filters: NO_DEFAULT_FILTERS,
          indexes: NO_INDEXES,
          created_at: write.now,
          updated_at: write.now,
          deleting: false,
        });
        writeActivity(tx, db, write.actor, write.activity(collect), write.now);
      });
      return collect;
    },
    contributors(programId, collectId) {
      return listContributors(db, programId, collectId);
    },
    async update(programId, collectId, update, write) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(collectRef(db, programId, collectId));
        const current = liveCollect(snapshot);
        if (current.modelId !== update.checkedModelId) {
          throw appError('CONFLICT', 'The collect changed meanwhile; reload it and try again');
        }
        const next = update.settings(current);
        if (next.modelId !== current.modelId && (await hasRecords(tx, programId, collectId))) {
          throw appError('CONFLICT', 'The collect holds records: its model can no longer change');
        }
        const filters = update.defaultFilters(current, next);
        const changed = applyChange(
          tx,
          snapshot,
          { ...collectSettingsData(programId, collectId, next), default_filters: filters },
          write,
        );
        return { ...changed, ...next, defaultFilters: filters };
      });
    },
    async saveDefaultFilters(programId, collectId, filters, write) {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(collectRef(db, programId, collectId));
        liveCollect(snapshot);
        const changed = applyChange(tx, snapshot, { default_filters: filters }, write);
        return { ...changed, defaultFilters: filters };
      });
    },
    async saveIndexes(programId, collectId, indexes) {
      await collectRef(db, programId, collectId)
        .update({ indexes })
        .catch((error: unknown) => {
          // A collect deleted meanwhile has no index state to keep.
          if (errorCodeOf(error) !== GRPC_NOT_FOUND) throw error;
        });
    },
  };
  return repository;
}
