import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { invalidField } from '../core/errors.js';
import { isTimestampValue } from '../core/page-cursor.js';
import type { CursorValue, PageCursor } from '../core/page-cursor.js';
import type { CursorPage, PageRequest } from '../core/pagination.js';

// Every list of the api reads its pages here. A call reads at most `size + 1` documents (the
// extra one says whether a page follows) plus one count aggregation (one read per 1,000 index
// entries), whatever the page: a cursor starts the query at its position (startAfter) instead
// of skipping documents, and `page` without a cursor is kept shallow by the contract.
// Reading backwards (`prev_cursor`) runs the same query in the opposite order, so each order
// needs its composite index both ways round (firestore.indexes.json).

export interface SortField {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
  readonly kind: 'string' | 'timestamp';
}

type Direction = SortField['direction'];

const reverse = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

/** `query` ordered by `order` then by document id, from `request`'s position. */
export async function readPage<T>(
  query: Query,
  order: readonly SortField[],
  request: PageRequest,
  toItem: (doc: QueryDocumentSnapshot) => T,
): Promise<CursorPage<T>> {
  const { size, cursor } = request;
  const backward = cursor?.direction === 'before';
  const way = (direction: Direction) => (backward ? reverse(direction) : direction);
  let ordered = query;
  for (const key of order) ordered = ordered.orderBy(key.field, way(key.direction));
  ordered = ordered.orderBy(FieldPath.documentId(), way(order.at(-1)?.direction ?? 'asc'));
  if (cursor) {
    ordered = ordered.startAfter(...queryValues(order, cursor), cursor.id);
  } else if (request.page > 1) {
    ordered = ordered.offset((request.page - 1) * size);
  }
  const [snapshot, count] = await Promise.all([ordered.limit(size + 1).get(), query.count().get()]);
  return pageOf({
    read: snapshot.docs,
    size,
    total: count.data().count,
    cursor,
    page: request.page,
    valuesOf: (doc) => order.map((key) => cursorValue(doc, key)),
    toItem,
  });
}

/** What one read of a list gives `pageOf`: up to `size + 1` documents in the reading order. */
export interface PageRead<T> {
  readonly read: readonly QueryDocumentSnapshot[];
  readonly size: number;
  readonly total: number;
  readonly cursor: PageCursor | null;
  /** The page asked for without a cursor. */
  readonly page: number;
  /** The order values a cursor keeps of a document. */
  readonly valuesOf: (doc: QueryDocumentSnapshot) => CursorValue[];
  readonly toItem: (doc: QueryDocumentSnapshot) => T;
  /**
   * Whether documents lie beyond those read, when the caller read exactly `size` and knows it
   * otherwise (the records grid, from its count); by default, the extra document says so.
   */
  readonly more?: boolean;
}

/**
 * The page from what a query read: the extra document says whether a page follows, a backward
 * read is put back in order, and the cursors either side name the first and last documents.
 */
export function pageOf<T>({
  read,
  size,
  total,
  cursor,
  page,
  valuesOf,
  toItem,
  more: knownMore,
}: PageRead<T>): CursorPage<T> {
  const backward = cursor?.direction === 'before';
  const more = knownMore ?? read.length > size;
  const kept = read.slice(0, size);
  const docs = backward ? kept.reverse() : kept;
  // Read backwards, nothing further back means this is the first page, whatever the cursor said.
  let currentPage = cursor?.page ?? page;
  if (backward) currentPage = more ? Math.max(currentPage, 2) : 1;
  const first = docs[0];
  const last = docs.at(-1);
  const hasNext = backward ? last !== undefined : more;
  const hasPrev = backward ? more : currentPage > 1;
  const at = (doc: QueryDocumentSnapshot, at: number, direction: PageCursor['direction']) => ({
    page: at,
    direction,
    values: valuesOf(doc),
    id: doc.id,
  });
  return {
    items: docs.map(toItem),
    total,
    currentPage,
    nextCursor: hasNext && last ? at(last, currentPage + 1, 'after') : null,
    prevCursor: hasPrev && first ? at(first, currentPage - 1, 'before') : null,
  };
}

function queryValues(order: readonly SortField[], cursor: PageCursor): unknown[] {
  if (cursor.values.length !== order.length) throw invalidField('cursor', 'Invalid cursor');
  return order.map((key, index) => {
    const value = cursor.values[index];
    if (key.kind === 'string' && typeof value === 'string') return value;
    if (key.kind === 'timestamp' && value !== undefined && isTimestampValue(value)) {
      const [seconds, nanoseconds] = value;
      return new Timestamp(seconds, nanoseconds);
    }
    throw invalidField('cursor', 'Invalid cursor');
  });
}

function cursorValue(doc: QueryDocumentSnapshot, key: SortField): CursorValue {
  const value: unknown = doc.get(key.field);
  if (key.kind === 'string' && typeof value === 'string') return value;
  if (key.kind === 'timestamp' && value instanceof Timestamp) {
    return [value.seconds, value.nanoseconds];
  }
  // Only documents holding the ordered field are listed; a value of another type is bad data.
  throw new Error(`${doc.ref.path}: ${key.field} is not a ${key.kind}`);
}
