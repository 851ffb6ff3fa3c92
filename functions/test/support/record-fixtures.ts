import { expect } from 'vitest';
import { collectRef, recordsCollection } from '../../src/db/collections.js';
import { toStoredCollect } from '../../src/db/collect-document.js';
import { recordWriteBytes, storedRecord } from '../../src/db/record-document.js';
import type { StoredValue } from '../../src/db/record-document.js';
import type { ErrorBody } from '../../src/shared/contract/error.schema.js';
import type { RecordField } from '../../src/shared/contract/field.schema.js';
import type { PersonRef } from '../../src/shared/contract/invitation.schema.js';
import type { Model, ModelField } from '../../src/shared/contract/model.schema.js';
import { call } from './http.js';
import type { TestApi } from './test-api.js';

// Records tests build their models and collects through the api (so that a collect's composite
// indexes are created as in production) and their many records with the stored shape the
// records repository writes (storedRecord), in batches.

const option = (value: string, en: string, fr: string) => ({ value, label: { en, fr } });

/** One field of each datatype the grid filters and sorts, plus long text and a file. */
export const GRID_FIELDS = [
  {
    label: { en: 'Name', fr: 'Nom' },
    variable: 'name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
    validation_rules: [{ rule: 'REQUIRED' }],
  },
  {
    label: { en: 'Amount', fr: 'Montant' },
    variable: 'amount',
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  },
  {
    label: { en: 'Status', fr: 'Statut' },
    variable: 'status',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: [
      option('open', 'Open', 'Ouvert'),
      option('late', 'Late', 'En retard'),
      option('closed', 'Closed', 'Clos'),
    ],
  },
  {
    label: { en: 'Tags', fr: 'Étiquettes' },
    variable: 'tags',
    datatype: 'STRING_ARRAY',
    input_method: 'MULTI_SELECT',
    options: [
      option('red', 'Red', 'Rouge'),
      option('blue', 'Blue', 'Bleu'),
      option('green', 'Green', 'Vert'),
    ],
  },
  {
    label: { en: 'Active', fr: 'Actif' },
    variable: 'active',
    datatype: 'BOOLEAN',
    input_method: 'SWITCH',
  },
  {
    label: { en: 'Visit date', fr: 'Date de visite' },
    variable: 'visited',
    datatype: 'STRING',
    input_method: 'DATE_PICKER',
  },
  {
    label: { en: 'Notes', fr: 'Notes' },
    variable: 'notes',
    datatype: 'STRING',
    input_method: 'TEXT_AREA',
  },
  {
    label: { en: 'Document', fr: 'Document' },
    variable: 'document',
    datatype: 'STRING',
    input_method: 'FILE_UPLOAD',
  },
] as const;

export const GRID_FILTERABLE = ['amount', 'status', 'tags', 'active', 'visited'];
export const GRID_DISPLAYED = ['name', 'amount', 'status', 'visited'];

/** A model made through the admin api; answers its fields in order. */
export async function createModel(
  api: TestApi,
  adminToken: string,
  title: string,
  fields: readonly object[],
): Promise<{ modelId: string; fields: ModelField[] }> {
  const made = await call<{ model: Model } & ErrorBody>(api, '/api/admin/models', {
    token: adminToken,
    json: { title },
  });
  expect(made.status, made.text).toBe(201);
  const modelId = made.body.model._id;
  for (const field of fields) {
    const added = await call(api, '/api/admin/fields', {
      token: adminToken,
      json: { model_id: modelId, ...field },
    });
    expect(added.status, added.text).toBe(201);
  }
  const read = await call<{ model: Model }>(api, `/api/admin/models/${modelId}`, {
    token: adminToken,
  });
  return { modelId, fields: read.body.model.fields };
}

/** A collect made through the api (its grid's indexes are created with it). */
export async function createCollect(
  api: TestApi,
  token: string,
  programId: string,
  body: Record<string, unknown>,
): Promise<string> {
  const made = await call<{ _id: string } & ErrorBody>(api, `/api/program/${programId}/collect`, {
    token,
    json: body,
  });
  expect(made.status, made.text).toBe(201);
  return made.body._id;
}

const SEED_BATCH_RECORDS = 400;
/** Records weighed as imports and bulk updates weigh theirs (recordWriteBytes), with their budget. */
const SEED_BATCH_BYTES = 8 * 1024 * 1024;

export interface SeededRecords {
  readonly programId: string;
  readonly collectId: string;
  readonly fields: readonly RecordField[];
}

/**
 * Writes records as the records repository stores them: `values[i]` gets the id `r<i>` and a
 * creation time `i` milliseconds after `start` (or `times[i]`).
 */
export async function seedRecords(
  api: TestApi,
  target: SeededRecords,
  values: readonly Record<string, StoredValue>[],
  options: {
    start?: Date;
    author?: PersonRef | null;
    idPrefix?: string;
    times?: readonly Date[];
  } = {},
): Promise<string[]> {
  const start = options.start?.getTime() ?? Date.UTC(2026, 0, 1);
  const ids: string[] = [];
  // What the collect's attribution rules decide about each record, as the repository stores it.
  const collectDoc = await collectRef(api.db, target.programId, target.collectId).get();
  const access = collectDoc.exists ? toStoredCollect(collectDoc).accessConditions : {};
  // Batches of 400 records at most, and under Firestore's 10 MiB per request (the emulator
  // refuses more, as production does): long texts weigh ~27 KB a record.
  let batch = api.db.batch();
  let inBatch = 0;
  let batchBytes = 0;
  for (const [index, entry] of values.entries()) {
    const recordId = `${options.idPrefix ?? 'r'}${String(index).padStart(5, '0')}`;
    ids.push(recordId);
    const at = options.times?.[index] ?? new Date(start + index);
    const stored = storedRecord({
      recordId,
      programId: target.programId,
      collectId: target.collectId,
      fields: target.fields,
      values: entry,
      author: options.author ?? null,
      at,
      access,
    });
    const bytes = recordWriteBytes(stored);
    if (inBatch === SEED_BATCH_RECORDS || (inBatch > 0 && batchBytes + bytes > SEED_BATCH_BYTES)) {
      await batch.commit();
      batch = api.db.batch();
      inBatch = 0;
      batchBytes = 0;
    }
    batch.set(recordsCollection(api.db, target.programId, target.collectId).doc(recordId), stored);
    inBatch += 1;
    batchBytes += bytes;
  }
  if (inBatch > 0) await batch.commit();
  return ids;
}
