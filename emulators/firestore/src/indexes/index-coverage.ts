/**
 * Whether Firestore could serve a query from the indexes it has, following its documented rules
 * (https://firebase.google.com/docs/firestore/query-data/index-overview):
 *
 * - Every index is a list of fields ending with `__name__`. Single-field indexes are automatic
 *   for every field of a COLLECTION-scope group, ascending, descending and array CONTAINS,
 *   unless a `fieldOverrides` entry for the field (or a map field above it, whose setting its
 *   subfields inherit) lists the indexes instead; `indexes: []` exempts the field. For
 *   COLLECTION_GROUP scope only the overrides give single-field indexes. The document key order
 *   (`__name__` alone, both directions) needs no index.
 * - An index serves a query's conjunction when its fields are a prefix of equality fields of the
 *   query (value equality: ==, in, is null, is NaN on an ordered field; array-contains and
 *   array-contains-any on a CONTAINS field) followed by exactly the query's order (explicit
 *   orderBy, then inequality fields not ordered, then `__name__`), field by field with the same
 *   directions. An equality on a field of that order is served by the order itself.
 * - Zig-zag merge join: the conjunction is served when such indexes together cover all its
 *   equality fields. Equality-only filters on many fields therefore merge single-field indexes;
 *   filters and order on a single field use that field's index; anything else needs a composite
 *   index of the query's scope.
 * - Aggregations (count, sum, avg) follow the same rules with the order reduced to the
 *   inequality fields (their order and direction), the `__name__` direction being free.
 * - ASCENDING and DESCENDING are different indexes, as firestore.indexes.json declares them.
 */
import { DOCUMENT_ID_FIELD, parseFieldPath } from '../paths/field-path.js';
import type { FieldOverride } from './index-file.js';
import type { IndexDefinition, IndexedField, IndexMode, IndexScope } from './index-definition.js';
import type { EqualityNeed, IndexNeed, OrderNeed } from './index-needs.js';

export interface IndexSet {
  /** The composite indexes of the need's collection group and scope. */
  composites(collectionGroup: string, scope: IndexScope): readonly IndexDefinition[];
  readonly overrides: readonly FieldOverride[];
}

const AUTOMATIC_MODES: readonly IndexMode[] = ['ASCENDING', 'DESCENDING', 'CONTAINS'];

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => path[i] === segment);
}

/** The most specific override of the field or of a map field above it. */
function overrideOf(
  overrides: readonly FieldOverride[],
  collectionGroup: string,
  segments: readonly string[],
): FieldOverride | undefined {
  let best: FieldOverride | undefined;
  for (const override of overrides) {
    if (override.collectionGroup !== collectionGroup) continue;
    if (!startsWith(segments, override.segments)) continue;
    if (!best || override.segments.length > best.segments.length) best = override;
  }
  return best;
}

function singleField(path: string, mode: IndexMode): IndexDefinition['fields'] {
  const nameMode = mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING';
  return [
    { path, mode },
    { path: DOCUMENT_ID_FIELD, mode: nameMode },
  ];
}

function singleFieldIndexes(
  set: IndexSet,
  collectionGroup: string,
  scope: IndexScope,
  path: string,
): IndexedField[][] {
  if (path === DOCUMENT_ID_FIELD) return [];
  const override = overrideOf(set.overrides, collectionGroup, parseFieldPath(path));
  const modes = override
    ? override.indexes.filter((index) => index.queryScope === scope).map((index) => index.mode)
    : scope === 'COLLECTION'
      ? AUTOMATIC_MODES
      : [];
  return modes.map((mode) => [...singleField(path, mode)]);
}

function candidateIndexes(set: IndexSet, need: IndexNeed): (readonly IndexedField[])[] {
  const paths = new Set([...need.equalities, ...need.orders].map((field) => field.path));
  const singles = [...paths].flatMap((path) =>
    singleFieldIndexes(set, need.collectionGroup, need.scope, path),
  );
  const byName: IndexedField[][] = [
    [{ path: DOCUMENT_ID_FIELD, mode: 'ASCENDING' }],
    [{ path: DOCUMENT_ID_FIELD, mode: 'DESCENDING' }],
  ];
  const composites = set.composites(need.collectionGroup, need.scope).map((index) => index.fields);
  return [...byName, ...singles, ...composites];
}

function servesEquality(field: IndexedField, equality: EqualityNeed): boolean {
  if (field.path !== equality.path) return false;
  return equality.contains ? field.mode === 'CONTAINS' : field.mode !== 'CONTAINS';
}

function servesOrder(field: IndexedField | undefined, order: OrderNeed): boolean {
  if (!field || field.path !== order.path || field.mode === 'CONTAINS') return false;
  return order.direction === 'ANY' || field.mode === order.direction;
}

/** The equality fields an index serves for the need, or undefined when it cannot be used. */
function coveredBy(fields: readonly IndexedField[], need: IndexNeed): EqualityNeed[] | undefined {
  const prefixLength = fields.length - need.orders.length;
  if (prefixLength < 0) return undefined;
  const suffix = fields.slice(prefixLength);
  if (!need.orders.every((order, i) => servesOrder(suffix[i], order))) return undefined;
  const covered: EqualityNeed[] = [];
  for (const field of fields.slice(0, prefixLength)) {
    const equality = need.equalities.find((candidate) => servesEquality(field, candidate));
    if (!equality) return undefined;
    covered.push(equality);
  }
  const orderedPaths = new Set(need.orders.map((order) => order.path));
  const servedByOrder = need.equalities.filter(
    (equality) => !equality.contains && orderedPaths.has(equality.path),
  );
  return [...covered, ...servedByOrder];
}

export function isServed(set: IndexSet, need: IndexNeed): boolean {
  const covered = new Set<EqualityNeed>();
  let usable = false;
  for (const fields of candidateIndexes(set, need)) {
    const served = coveredBy(fields, need);
    if (!served) continue;
    usable = true;
    for (const equality of served) covered.add(equality);
  }
  return usable && need.equalities.every((equality) => covered.has(equality));
}

/** The one index that would serve the need: its equality fields, then its order. */
export function indexFor(need: IndexNeed): IndexDefinition {
  const orderedPaths = new Set(need.orders.map((order) => order.path));
  const equalities: IndexedField[] = need.equalities
    .filter((equality) => equality.contains || !orderedPaths.has(equality.path))
    .map((equality) => ({
      path: equality.path,
      mode: equality.contains ? 'CONTAINS' : 'ASCENDING',
    }));
  const orders: IndexedField[] = need.orders.map((order) => ({
    path: order.path,
    mode: order.direction === 'ANY' ? 'ASCENDING' : order.direction,
  }));
  return {
    collectionGroup: need.collectionGroup,
    queryScope: need.scope,
    fields: [...equalities, ...orders],
  };
}
