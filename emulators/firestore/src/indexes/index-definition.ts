import { createHash } from 'node:crypto';
import { canonicalFieldPath, DOCUMENT_ID_FIELD, parseFieldPath } from '../paths/field-path.js';

export type IndexScope = 'COLLECTION' | 'COLLECTION_GROUP';
export type IndexDirection = 'ASCENDING' | 'DESCENDING';
/** How one field is indexed: ordered in a direction, or by its array elements. */
export type IndexMode = IndexDirection | 'CONTAINS';

export interface IndexedField {
  /** Canonical field path (`a.b`, `` `x-y` ``), or `__name__`. */
  readonly path: string;
  readonly mode: IndexMode;
}

/**
 * A composite index, or one of a field's single-field indexes. `fields` always ends with
 * `__name__`, as Firestore reports it: an index declared without it gets it implicitly, in the
 * direction of the last ordered field (ascending after an array field).
 */
export interface IndexDefinition {
  readonly collectionGroup: string;
  readonly queryScope: IndexScope;
  readonly fields: readonly IndexedField[];
}

/** One field of an index as Google's REST API and firestore.indexes.json write it. */
export interface IndexFieldJson {
  fieldPath: string;
  order?: IndexDirection;
  arrayConfig?: 'CONTAINS';
}

/** Thrown for an index or index file that Firestore would refuse; the message says why. */
export class InvalidIndexError extends Error {
  override readonly name = 'InvalidIndexError';
}

export function canonicalIndexPath(fieldPath: string): string {
  if (fieldPath === DOCUMENT_ID_FIELD) return DOCUMENT_ID_FIELD;
  try {
    return canonicalFieldPath(parseFieldPath(fieldPath));
  } catch (error) {
    throw new InvalidIndexError(error instanceof Error ? error.message : String(error));
  }
}

export function withImplicitName(fields: readonly IndexedField[]): IndexedField[] {
  const last = fields.at(-1);
  if (last?.path === DOCUMENT_ID_FIELD) return [...fields];
  const mode: IndexMode = last?.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING';
  return [...fields, { path: DOCUMENT_ID_FIELD, mode }];
}

function parseField(raw: unknown): IndexedField {
  if (typeof raw !== 'object' || raw === null) {
    throw new InvalidIndexError('Each index field must be an object with a fieldPath.');
  }
  const { fieldPath, order, arrayConfig } = raw as Record<string, unknown>;
  if (typeof fieldPath !== 'string' || fieldPath === '') {
    throw new InvalidIndexError('Each index field must have a fieldPath.');
  }
  const path = canonicalIndexPath(fieldPath);
  if ((order === undefined) === (arrayConfig === undefined)) {
    throw new InvalidIndexError(
      `Index field ${fieldPath} must have exactly one of order or arrayConfig.`,
    );
  }
  if (order === 'ASCENDING' || order === 'DESCENDING') return { path, mode: order };
  if (arrayConfig === 'CONTAINS') return { path, mode: 'CONTAINS' };
  throw new InvalidIndexError(
    `Index field ${fieldPath}: order must be ASCENDING or DESCENDING, arrayConfig CONTAINS.`,
  );
}

export function parseScope(raw: unknown): IndexScope {
  if (raw === undefined || raw === 'COLLECTION') return 'COLLECTION';
  if (raw === 'COLLECTION_GROUP') return 'COLLECTION_GROUP';
  throw new InvalidIndexError(`queryScope must be COLLECTION or COLLECTION_GROUP.`);
}

/** Validates a composite index the way Firestore's Admin API does. */
export function parseCompositeIndex(
  collectionGroup: string,
  queryScope: unknown,
  rawFields: unknown,
): IndexDefinition {
  if (!Array.isArray(rawFields) || rawFields.length === 0) {
    throw new InvalidIndexError('An index must list its fields.');
  }
  const fields = rawFields.map(parseField);
  const named = fields.findIndex((field) => field.path === DOCUMENT_ID_FIELD);
  if (named !== -1 && named !== fields.length - 1) {
    throw new InvalidIndexError('__name__ can only be the last field of an index.');
  }
  const paths = fields.map((field) => field.path);
  if (new Set(paths).size !== paths.length) {
    throw new InvalidIndexError('An index cannot list the same field twice.');
  }
  if (fields.filter((field) => field.path !== DOCUMENT_ID_FIELD).length < 2) {
    throw new InvalidIndexError(
      'This index is not necessary, configure using single field index controls.',
    );
  }
  if (fields.filter((field) => field.mode === 'CONTAINS').length > 1) {
    throw new InvalidIndexError('An index can have at most one array field.');
  }
  return { collectionGroup, queryScope: parseScope(queryScope), fields: withImplicitName(fields) };
}

export function fieldToJson(field: IndexedField): IndexFieldJson {
  return field.mode === 'CONTAINS'
    ? { fieldPath: field.path, arrayConfig: 'CONTAINS' }
    : { fieldPath: field.path, order: field.mode };
}

/** Same scope, group and fields in the same order and modes. */
export function sameIndex(a: IndexDefinition, b: IndexDefinition): boolean {
  return indexKey(a) === indexKey(b);
}

export function indexKey(index: IndexDefinition): string {
  const fields = index.fields.map((field) => `${field.path} ${field.mode}`).join(', ');
  return `${index.collectionGroup}|${index.queryScope}|${fields}`;
}

/**
 * An id derived from the definition, so that an index declared in the file keeps its id across
 * restarts and an index created, deleted and created again gets the same one.
 */
export function indexIdOf(index: IndexDefinition): string {
  return 'CI' + createHash('sha256').update(indexKey(index)).digest('base64url').slice(0, 14);
}

export function describeIndex(index: IndexDefinition): string {
  const fields = index.fields.map((field) => `${field.path} ${field.mode}`).join(', ');
  return `${index.queryScope} index on ${index.collectionGroup} (${fields})`;
}
