import type { Firestore, Query } from 'firebase-admin/firestore';
import { notFound } from '../../core/errors.js';
import { modelFieldsCollection, modelRef, modelsCollection } from '../../db/collections.js';
import { modelTitleFields, toModelField, toModelSummary } from '../../db/model-document.js';
import type { Model, ModelSummary, ModelUse } from '../../shared/contract/model.schema.js';
import { modelUses, modelUsesIn } from './model-uses.js';

export interface ModelListOptions {
  readonly keyword: string | null;
  readonly limit: number;
  /** The id of the last model of the previous page. */
  readonly cursor?: string | undefined;
}

export interface ModelPage {
  readonly models: ModelSummary[];
  readonly total: number;
  readonly nextCursor: string | null;
}

export interface ModelChanges {
  readonly title?: string | undefined;
  readonly description?: string | undefined;
}

export interface ModelsRepository {
  /** Sorted by title; null when the cursor names no model. */
  list(options: ModelListOptions): Promise<ModelPage | null>;
  find(id: string): Promise<Model | null>;
  create(input: { title: string; description: string }, now: Date): Promise<Model>;
  update(id: string, changes: ModelChanges, now: Date): Promise<Model>;
  /**
   * Deletes the model and its fields. `guard` sees the collects that use it, read in the same
   * transaction, and throws to refuse.
   */
  delete(id: string, guard: (uses: readonly ModelUse[]) => void): Promise<void>;
}

export function createModelsRepository(db: Firestore): ModelsRepository {
  const repository: ModelsRepository = {
    async list({ keyword, limit, cursor }) {
      let query: Query = modelsCollection(db);
      if (keyword) query = query.where('keywords', 'array-contains', keyword);
      const ordered = query.orderBy('title_key');
      let page = ordered;
      if (cursor) {
        const after = await modelRef(db, cursor).get();
        if (!after.exists) return null;
        page = ordered.startAfter(after);
      }
      // One model more than asked tells whether another page follows.
      const [snapshot, count] = await Promise.all([
        page.limit(limit + 1).get(),
        query.count().get(),
      ]);
      const docs = snapshot.docs.slice(0, limit);
      const last = docs.at(-1);
      return {
        models: docs.map(toModelSummary),
        total: count.data().count,
        nextCursor: snapshot.docs.length > limit && last ? last.id : null,
      };
    },

    async find(id) {
      const [snapshot, fields, usage] = await Promise.all([
        modelRef(db, id).get(),
        modelFieldsCollection(db, id).orderBy('order').get(),
        modelUses(db, id),
      ]);
      if (!snapshot.exists) return null;
      return {
        ...toModelSummary(snapshot),
        fields: fields.docs.map(toModelField),
        used_by: usage.uses,
        used_by_count: usage.count,
      };
    },

    async create({ title, description }, now) {
      const ref = modelsCollection(db).doc();
      await ref.create({
        ...modelTitleFields(title),
        description,
        fields_count: 0,
        created_at: now,
        updated_at: now,
      });
      return {
        _id: ref.id,
        title,
        description,
        fields_count: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        fields: [],
        used_by: [],
        used_by_count: 0,
      };
    },

    async update(id, changes, now) {
      await db.runTransaction(async (tx) => {
        const ref = modelRef(db, id);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) throw notFound('Model not found');
        tx.update(ref, {
          ...(changes.title !== undefined ? modelTitleFields(changes.title) : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          updated_at: now,
        });
      });
      const model = await repository.find(id);
      if (!model) throw notFound('Model not found');
      return model;
    },

    async delete(id, guard) {
      await db.runTransaction(async (tx) => {
        const ref = modelRef(db, id);
        const [snapshot, uses] = await Promise.all([tx.get(ref), modelUsesIn(tx, db, id)]);
        if (!snapshot.exists) throw notFound('Model not found');
        guard(uses);
        const fields = await tx.get(modelFieldsCollection(db, id).select());
        for (const field of fields.docs) tx.delete(field.ref);
        tx.delete(ref);
      });
    },
  };
  return repository;
}
