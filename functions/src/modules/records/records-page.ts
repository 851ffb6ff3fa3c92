import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { invalidField } from '../../core/errors.js';
import { isTimestampValue } from '../../core/page-cursor.js';
import type { CursorValue } from '../../core/page-cursor.js';
import { pageOf } from '../../db/cursor-page.js';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import type { GridSort } from './record-query.js';

// The grid's pages: ordered by the view's sort then by document id, started at the cursor's
// position (startAfter) so that no page skips documents however deep, `limit + 1` documents
// read (the extra one tells whether a page follows) and one count aggregation. Backwards
// (`prev_cursor`) runs the same query in the opposite order.

type Direction = GridSort['direction'];
const reverse = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

/** `query` in the sort's order (or its reverse), by document id between equal values. */
export function orderedBy(query: Query, sort: GridSort, backward = false): Query {
  const direction = backward ? reverse(sort.direction) : sort.direction;
  return query.orderBy(sort.path, direction).orderBy(FieldPath.documentId(), direction);
}

/** The value a cursor keeps of a document: its sort value, whatever its type. */
export function sortValueOf(doc: DocumentSnapshot, sort: GridSort): CursorValue {
  const value: unknown = doc.get(sort.path);
  if (value instanceof Timestamp) return [value.seconds, value.nanoseconds];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value)) return value.map(String);
  throw new Error(`${doc.ref.path}: ${sort.path} cannot be a cursor value`);
}

/** A cursor's value as Firestore compares it, or a 400 when it cannot be the sort's. */
export function queryValueOf(value: CursorValue | undefined, sort: GridSort): unknown {
  if (value === undefined) throw invalidField('cursor', 'Invalid cursor');
  if (sort.kind === 'timestamp') {
    if (!isTimestampValue(value)) throw invalidField('cursor', 'Invalid cursor');
    return new Timestamp(value[0], value[1]);
  }
  if (isTimestampValue(value)) throw invalidField('cursor', 'Invalid cursor');
  return value;
}

export async function readRecordsPage<T>(
  query: Query,
  sort: GridSort,
  request: Omit<PageRequest, 'page'>,
  toItem: (doc: QueryDocumentSnapshot) => T,
): Promise<CursorPage<T>> {
  const { size, cursor } = request;
  const backward = cursor?.direction === 'before';
  let ordered = orderedBy(query, sort, backward);
  if (cursor) {
    if (cursor.values.length !== 1) throw invalidField('cursor', 'Invalid cursor');
    ordered = ordered.startAfter(queryValueOf(cursor.values[0], sort), cursor.id);
  }
  const [snapshot, count] = await Promise.all([ordered.limit(size + 1).get(), query.count().get()]);
  return pageOf({
    read: snapshot.docs,
    size,
    total: count.data().count,
    cursor,
    page: 1,
    valuesOf: (doc) => [sortValueOf(doc, sort)],
    toItem,
  });
}
