import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import { keywordsOf, normaliseText } from '../core/keywords.js';
import type { RecordField } from '../shared/contract/field.schema.js';
import { personRefSchema } from '../shared/contract/invitation.schema.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import { SEARCH_MIN_LENGTH } from '../shared/constants.js';
import { recordValueSchema } from '../shared/contract/record.schema.js';
import type { CollectRecord } from '../shared/contract/record.schema.js';
import type { RecordValues } from '../shared/contract/record-validation.js';
import { recordAclOf } from './record-access-document.js';
import type { AccessConditions } from './record-access-document.js';

// `programs/{p}/collects/{c}/records/{r}`: record_id (= doc id, for collection-group lookups by
// id), program_id, collect_id, fields {<variable>: value | null} with EVERY variable of the model
// present (Firestore leaves a document out of a query ordered by a field it lacks, so an empty
// value is a stored null, never a missing key), keywords (normalised prefixes of the text-like
// values, bounded), label (the first field's value as text: search results show it without
// reading the model), version (1, 2, …), created_at, updated_at, created_by, updated_by
// (PersonRef | null), source_key (null; imports set it), acl and acl_class (the collect's rule
// conditions the values match: record-access-document.ts). Written by the records repository and
// the demo seed, both through `storedRecord` / `changedRecord`.

// Records are searched from SEARCH_MIN_LENGTH characters, in the grid as in the global search
// (record-query.ts refuses shorter keywords): prefixes of one or two characters, a quarter of an
// imported record's keywords (each an index entry, stored and billed), would match most of a
// collect anyway.

/** A record's keywords: enough prefixes for search-as-you-type, bounded for the index's sake. */
export const RECORD_KEYWORDS_MAX = 400;
/** Long text adds its beginning only: a keyword array is an index entry per element. */
export const TEXT_AREA_KEYWORD_CHARS = 200;
/** The label keeps the start of a long value; search results show one line. */
export const RECORD_LABEL_MAX = 200;

export type StoredValue = string | number | boolean | string[] | null;

export interface StoredRecord {
  record_id: string;
  program_id: string;
  collect_id: string;
  fields: Record<string, StoredValue>;
  keywords: string[];
  label: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  created_by: PersonRef | null;
  updated_by: PersonRef | null;
  source_key: string | null;
  acl: string[];
  acl_class: string;
}

const TEXT_INPUTS = new Set(['TEXT_INPUT', 'EMAIL_FIELD', 'PHONE_INPUT']);
const OPTION_INPUTS = new Set(['SIMPLE_SELECT', 'MULTI_SELECT', 'RADIO_BUTTON', 'CHECKBOX']);

/** The beginning of a long text, searched by its words (keywordsOf's `wordsOnly`). */
function longTextOf(field: RecordField, value: StoredValue | undefined): string[] {
  if (field.input_method !== 'TEXT_AREA' || typeof value !== 'string') return [];
  return [value.slice(0, TEXT_AREA_KEYWORD_CHARS)];
}

function textsOf(field: RecordField, value: StoredValue | undefined): string[] {
  if (value === null || value === undefined || field.input_method === 'TEXT_AREA') return [];
  if (TEXT_INPUTS.has(field.input_method) && typeof value === 'string') return [value];
  if (!OPTION_INPUTS.has(field.input_method)) return [];
  const chosen = Array.isArray(value) ? value : [String(value)];
  const texts: string[] = [];
  for (const entry of chosen) {
    texts.push(entry);
    const option = field.options.find((candidate) => candidate.value === entry);
    if (option) texts.push(option.label.en, option.label.fr);
  }
  return texts;
}

// Whole words and whole values are what people type in full; shorter prefixes are what they
// type first. When a record has more keywords than the cap, those are the ones to keep.
function keywordPriority(keyword: string, wholes: ReadonlySet<string>): [number, number] {
  return [wholes.has(keyword) ? 0 : 1, keyword.length];
}

/** The normalised search prefixes of a record's text-like values, at most RECORD_KEYWORDS_MAX. */
export function recordKeywords(
  fields: readonly RecordField[],
  values: Readonly<Record<string, StoredValue | undefined>>,
): string[] {
  const texts = fields.flatMap((field) => textsOf(field, values[field.variable]));
  const longTexts = fields.flatMap((field) => longTextOf(field, values[field.variable]));
  const keywords = keywordsOf(texts, { wordsOnly: longTexts, shortest: SEARCH_MIN_LENGTH });
  if (keywords.length <= RECORD_KEYWORDS_MAX) return keywords;
  const wholes = new Set<string>();
  for (const text of [...texts, ...longTexts]) {
    const normal = normaliseText(text);
    wholes.add(normal);
    for (const word of normal.split(/[^\p{L}\p{N}]+/u)) if (word) wholes.add(word);
  }
  const ranked = [...keywords].sort((left, right) => {
    const [leftWhole, leftLength] = keywordPriority(left, wholes);
    const [rightWhole, rightLength] = keywordPriority(right, wholes);
    return leftWhole - rightWhole || leftLength - rightLength || (left < right ? -1 : 1);
  });
  return ranked.slice(0, RECORD_KEYWORDS_MAX).sort();
}

/** The record's own fields besides its values and keywords (ids, times, people, acl). */
const RECORD_FIELDS_BYTES = 2 * 1024;
/** A keyword's bytes on the wire besides its text: the array value's tags and lengths. */
const KEYWORD_OVERHEAD_BYTES = 4;

/** What sizes a record write: its values and its keywords. */
export interface RecordWrite {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly keywords: readonly string[];
}

/**
 * An upper estimate of a record write's size in a commit (Firestore refuses a commit over 10 MiB,
 * and a record is written whole): its values (stored once, and again in part as its label), its
 * keywords and the rest. Imports and bulk updates size their chunks with it.
 */
export function recordWriteBytes(record: RecordWrite): number {
  let keywords = 0;
  for (const keyword of record.keywords) {
    keywords += Buffer.byteLength(keyword) + KEYWORD_OVERHEAD_BYTES;
  }
  return 2 * Buffer.byteLength(JSON.stringify(record.fields)) + keywords + RECORD_FIELDS_BYTES;
}

/** A stored value as one line of text: lists joined, booleans and numbers written out. */
export function valueAsText(value: StoredValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The record's label: its model's first field (by order) as text. */
export function recordLabel(
  fields: readonly RecordField[],
  values: Readonly<Record<string, StoredValue | undefined>>,
): string {
  const first = fields[0];
  return first ? valueAsText(values[first.variable]).slice(0, RECORD_LABEL_MAX) : '';
}

/** Every variable of the model, in its order, with its validated value or null. */
export function completeValues(
  fields: readonly RecordField[],
  values: RecordValues,
): Record<string, StoredValue> {
  return Object.fromEntries(
    fields.map((field) => [field.variable, values[field.variable] ?? null]),
  );
}

export interface NewStoredRecord {
  recordId: string;
  programId: string;
  collectId: string;
  /** The model's fields in their order (the first one names the record). */
  fields: readonly RecordField[];
  /** What buildRecordSchema answered for the values. */
  values: RecordValues;
  author: PersonRef | null;
  at: Date;
  sourceKey?: string | null;
  /** The collect's rule conditions now (its `access_conditions`). */
  access: AccessConditions;
  /**
   * recordKeywords of these values, when the caller has computed them already (an import sizes
   * each row with them before deciding it): computed here otherwise.
   */
  keywords?: string[];
}

/** A whole stored record from validated values: the create path of every writer. */
export function storedRecord(input: NewStoredRecord): StoredRecord {
  const fields = completeValues(input.fields, input.values);
  return {
    record_id: input.recordId,
    program_id: input.programId,
    collect_id: input.collectId,
    fields,
    keywords: input.keywords ?? recordKeywords(input.fields, fields),
    label: recordLabel(input.fields, fields),
    version: 1,
    created_at: input.at,
    updated_at: input.at,
    created_by: input.author,
    updated_by: input.author,
    source_key: input.sourceKey ?? null,
    ...recordAclOf(input.access, fields),
  };
}

export interface RecordChange {
  fields: readonly RecordField[];
  /** The stored values (every variable of the model, null when empty). */
  current: Readonly<Record<string, StoredValue>>;
  /** The validated values of the variables sent; a variable left out keeps its value. */
  changed: RecordValues;
  version: number;
  author: PersonRef | null;
  at: Date;
  /** The collect's rule conditions now (its `access_conditions`). */
  access: AccessConditions;
}

/** The values an update leaves: the stored ones, with the variables sent set (every variable). */
export function mergedValues(
  change: Pick<RecordChange, 'fields' | 'current' | 'changed'>,
): Record<string, StoredValue> {
  const merged: RecordValues = { ...change.current };
  for (const [variable, value] of Object.entries(change.changed)) {
    if (value !== undefined) merged[variable] = value;
  }
  return completeValues(change.fields, merged);
}

/** What an update writes: the merged values and what follows from them, one version on. */
export function changedRecord(change: RecordChange) {
  const fields = mergedValues(change);
  return {
    fields,
    keywords: recordKeywords(change.fields, fields),
    label: recordLabel(change.fields, fields),
    version: change.version + 1,
    updated_at: change.at,
    updated_by: change.author,
    ...recordAclOf(change.access, fields),
  };
}

const storedRecordSchema = z.object({
  program_id: z.string(),
  collect_id: z.string(),
  fields: z.record(z.string(), recordValueSchema),
  label: z.string().default(''),
  version: z.number().int().min(1).default(1),
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
  created_by: z.nullish(personRefSchema),
  updated_by: z.nullish(personRefSchema),
});

/** The stored values of a record (every variable, null when empty). */
export function storedValuesOf(snapshot: DocumentSnapshot): Record<string, StoredValue> {
  return storedRecordSchema.shape.fields.parse(snapshot.get('fields'));
}

/** The label a search result shows for a record. */
export function storedLabelOf(snapshot: DocumentSnapshot): string {
  const label: unknown = snapshot.get('label');
  return typeof label === 'string' && label !== '' ? label : snapshot.id;
}

export function toCollectRecord(snapshot: DocumentSnapshot): CollectRecord {
  const stored = storedRecordSchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    program_id: stored.program_id,
    collect_id: stored.collect_id,
    fields: stored.fields,
    version: stored.version,
    created_at: stored.created_at.toISOString(),
    updated_at: stored.updated_at.toISOString(),
    created_by: stored.created_by ?? null,
    updated_by: stored.updated_by ?? null,
  };
}
