import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { invalidField } from '../../core/errors.js';
import { isTimestampValue } from '../../core/page-cursor.js';
import type { CursorValue } from '../../core/page-cursor.js';
import { pageOf } from '../../db/cursor-page.js';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import type { GridSort } from './record-query.js';

// The grid's pages: ordered by the view's sort then by document id, started at the cursor's
// position (startAfter) so that no page skips documents however deep, exactly `limit` documents
// read and one count aggregation. Unlike other lists (db/cursor-page.ts), the grid reads no
// extra document to learn whether a page follows: the count and the page number its cursor
// carries say it, which saves a billed read on every page of the busiest call. Backwards
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
  const [snapshot, count] = await Promise.all([ordered.limit(size).get(), query.count().get()]);
  const total = count.data().count;
  return pageOf({
    read: snapshot.docs,
    size,
    total,
    cursor,
    page: 1,
    valuesOf: (doc) => [sortValueOf(doc, sort)],
    toItem,
    more: beyond(cursor, size, snapshot.size, total),
  });
}

/**
 * Whether records lie beyond a page of `read` (at most `size`) in its reading direction: ahead,
 * the pages up to the one landed on hold fewer than the total; behind, a full page landed past
 * the first. Records written or deleted meanwhile can make it wrong by one page, as they would
 * make any page number: the next page is then empty, or the first page has a previous one.
 */
export function beyond(
  cursor: PageRequest['cursor'],
  size: number,
  read: number,
  total: number,
): boolean {
  const landing = cursor?.page ?? 1;
  if (cursor?.direction === 'before') return read === size && landing > 1;
  return read === size && landing * size < total;
}

/** Firestore's order of the values a grid sorts by: null, booleans, numbers, times, text. */
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Timestamp) return 3;
  if (typeof value === 'string') return 4;
  return 5;
}

function compareValues(left: unknown, right: unknown): number {
  const rank = typeRank(left) - typeRank(right);
  if (rank !== 0) return rank;
  if (left instanceof Timestamp && right instanceof Timestamp) {
    return left.seconds - right.seconds || left.nanoseconds - right.nanoseconds;
  }
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  if (typeof left === 'string' && typeof right === 'string') {
    return left < right ? -1 : left > right ? 1 : 0;
  }
  return 0;
}

/** Documents in the order one query of the view would have read them. */
export function readingOrder(sort: GridSort, backward: boolean) {
  const sign = (sort.direction === 'asc') !== backward ? 1 : -1;
  return (left: DocumentSnapshot, right: DocumentSnapshot) =>
    sign *
    (compareValues(left.get(sort.path), right.get(sort.path)) ||
      (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
}

/**
 * A page read from several queries of the same view (a contributor's classes split to fit
 * Firestore's limits): each reads its own `size` from the cursor, the union is put in the
 * view's order and cut, and the total is the sum of their counts (the queries are disjoint:
 * a record has one class).
 */
export async function readMergedRecordsPage<T>(
  queries: readonly Query[],
  sort: GridSort,
  request: Omit<PageRequest, 'page'>,
  toItem: (doc: QueryDocumentSnapshot) => T,
): Promise<CursorPage<T>> {
  const { size, cursor } = request;
  const backward = cursor?.direction === 'before';
  if (cursor && cursor.values.length !== 1) throw invalidField('cursor', 'Invalid cursor');
  const reads = await Promise.all(
    queries.map(async (query) => {
      let ordered = orderedBy(query, sort, backward);
      if (cursor) ordered = ordered.startAfter(queryValueOf(cursor.values[0], sort), cursor.id);
      const [snapshot, count] = await Promise.all([ordered.limit(size).get(), query.count().get()]);
      return { docs: snapshot.docs, total: count.data().count };
    }),
  );
  const read = reads
    .flatMap((part) => part.docs)
    .sort(readingOrder(sort, backward))
    .slice(0, size);
  const total = reads.reduce((sum, part) => sum + part.total, 0);
  return pageOf({
    read,
    size,
    total,
    cursor,
    page: 1,
    valuesOf: (doc) => [sortValueOf(doc, sort)],
    toItem,
    more: beyond(cursor, size, read.length, total),
  });
}
