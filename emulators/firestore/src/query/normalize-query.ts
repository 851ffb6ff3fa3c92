import type { Cursor, StructuredQuery } from '../proto/firestore-types.js';
import { invalidArgument, unimplemented } from '../errors/rpc-error.js';
import { DOCUMENT_ID_FIELD } from '../paths/field-path.js';
import { documentsRoot } from '../paths/resource-names.js';
import type { DocumentRef } from '../paths/resource-names.js';
import { compareUtf8 } from '../values/compare-strings.js';
import { checkQueryLimits } from './check-query-limits.js';
import { flattenConditions, parseFieldRef, parseFilter } from './parse-filter.js';
import type { CursorSpec, FieldRef, NormalizedQuery, OrderSpec } from './query-model.js';
import { INEQUALITY_OPERATORS } from './query-model.js';

const NAME_FIELD: FieldRef = {
  segments: [DOCUMENT_ID_FIELD],
  canonical: DOCUMENT_ID_FIELD,
  isName: true,
};

function explicitOrders(query: StructuredQuery): OrderSpec[] {
  return (query.orderBy ?? []).map((order) => {
    const direction = order.direction ?? 'ASCENDING';
    if (
      direction !== 'ASCENDING' &&
      direction !== 'DESCENDING' &&
      direction !== 'DIRECTION_UNSPECIFIED'
    ) {
      throw invalidArgument(`Invalid order direction: ${direction}`);
    }
    return { field: parseFieldRef(order.field?.fieldPath), descending: direction === 'DESCENDING' };
  });
}

/**
 * StructuredQuery.order_by rules: inequality fields missing from the order
 * are appended in lexicographic order, then `__name__`, both in the direction
 * of the last explicit order.
 */
function completeOrders(explicit: OrderSpec[], inequalityFields: FieldRef[]): OrderSpec[] {
  const orders = [...explicit];
  const descending = explicit.at(-1)?.descending ?? false;
  const present = new Set(orders.map((order) => order.field.canonical));
  const missing = inequalityFields
    .filter((field) => !field.isName && !present.has(field.canonical))
    .sort((a, b) => compareUtf8(a.canonical, b.canonical));
  for (const field of missing) {
    if (present.has(field.canonical)) continue;
    present.add(field.canonical);
    orders.push({ field, descending });
  }
  if (!present.has(DOCUMENT_ID_FIELD)) orders.push({ field: NAME_FIELD, descending });
  return orders;
}

function cursorSpec(
  cursor: Cursor | undefined,
  orders: readonly OrderSpec[],
  which: string,
): CursorSpec | undefined {
  if (!cursor) return undefined;
  const values = cursor.values ?? [];
  if (values.length > orders.length) {
    throw invalidArgument(
      `Too many cursor values specified for ${which}. The specified values must match the orderBy() constraints of the query.`,
    );
  }
  values.forEach((value, index) => {
    if (orders[index]?.field.isName && value.referenceValue === undefined) {
      throw invalidArgument(`Cursor value for ${DOCUMENT_ID_FIELD} must be a document reference.`);
    }
  });
  return { values, before: cursor.before ?? false };
}

export function normalizeQuery(
  parent: DocumentRef,
  query: StructuredQuery,
  dbId: number,
): NormalizedQuery {
  if (parent.segments.length % 2 !== 0) {
    throw invalidArgument(
      `Invalid parent: the parent of a query must be a document or the database root.`,
    );
  }
  if (query.findNearest !== undefined) {
    throw unimplemented(
      'Vector search (findNearest) is not supported by the offline Firestore emulator.',
    );
  }
  const from = query.from ?? [];
  if (from.length !== 1) throw invalidArgument('A query must select exactly one collection.');
  const selector = from[0] ?? {};
  const collectionId = selector.collectionId ?? '';
  const allDescendants = selector.allDescendants ?? false;
  if (collectionId === '' && !allDescendants) throw invalidArgument('A collection id is required.');
  if (collectionId.includes('/')) throw invalidArgument(`Invalid collection id: ${collectionId}`);
  const filter = query.where ? parseFilter(query.where) : undefined;
  checkQueryLimits(filter);
  const inequalityFields = flattenConditions(filter).flatMap((condition) =>
    (condition.kind === 'field' || condition.kind === 'unary') &&
    INEQUALITY_OPERATORS.has(condition.op)
      ? [condition.field]
      : [],
  );
  const orders = completeOrders(explicitOrders(query), inequalityFields);
  const offset = query.offset ?? 0;
  if (offset < 0) throw invalidArgument('offset must be greater than or equal to zero.');
  const limit = query.limit?.value;
  if (limit !== undefined && limit < 0)
    throw invalidArgument('limit must be greater than or equal to zero.');
  const select = query.select;
  return {
    dbId,
    root: documentsRoot(parent),
    parentPath: parent.path,
    collectionId,
    allDescendants,
    filter,
    orders,
    startAt: cursorSpec(query.startAt, orders, 'startAt'),
    endAt: cursorSpec(query.endAt, orders, 'endAt'),
    offset,
    limit,
    projection: select
      ? (select.fields ?? []).map((field) => parseFieldRef(field.fieldPath))
      : undefined,
  };
}
