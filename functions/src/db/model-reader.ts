import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ModelField } from '../shared/contract/model.schema.js';
import { modelFieldsCollection, modelRef } from './collections.js';
import { toModelField } from './model-document.js';

/** A model as collects and records use it: its title and its fields in order. */
export interface ModelWithFields {
  readonly id: string;
  readonly title: string;
  readonly fields: ModelField[];
}

/** Models whose fields one instance keeps; each is a few kilobytes. */
const CACHED_MODELS = 200;

/**
 * Reads a model and its fields. Every change of a field writes the model document in the same
 * transaction (models repository), so the model document's update time says whether the fields
 * an instance read before are still current: a call then costs one document read instead of one
 * per field. The cache is only a shortcut: each call reads the model document, so an instance
 * never answers fields older than the last change.
 */
export function createModelReader(
  db: Firestore,
): (modelId: string) => Promise<ModelWithFields | null> {
  const cache = new Map<string, { readonly version: Timestamp; readonly fields: ModelField[] }>();

  return async (modelId) => {
    const model = await modelRef(db, modelId).get();
    if (!model.exists || !model.updateTime) return null;
    const rawTitle: unknown = model.get('title');
    const title = typeof rawTitle === 'string' ? rawTitle : modelId;
    const cached = cache.get(modelId);
    if (cached && cached.version.isEqual(model.updateTime)) {
      return { id: modelId, title, fields: cached.fields };
    }
    const read = await modelFieldsCollection(db, modelId).orderBy('order').get();
    const fields = read.docs.map(toModelField);
    cache.delete(modelId);
    cache.set(modelId, { version: model.updateTime, fields });
    if (cache.size > CACHED_MODELS) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return { id: modelId, title, fields };
  };
}
