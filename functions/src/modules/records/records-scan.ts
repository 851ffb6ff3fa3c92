import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { CursorValue } from '../../core/page-cursor.js';
import { recordRef } from '../../db/collections.js';
import { storedValuesOf } from '../../db/record-document.js';
import type { StoredValue } from '../../db/record-document.js';
import type { GridScope } from '../../shared/permissions/record-reach.js';
import type { CheckedView, GridSort } from './record-query.js';
import { orderedBy, queryValueOf, readingOrder, sortValueOf } from './records-page.js';
import { aclOf, recordViewQueries, withIndexGuard } from './records.repository.js';
import type { RecordsCollect } from './records.repository.js';

// Every record of a view, in the grid's order, read page by page with cursors so that memory
// stays flat however many there are (exports, bulk updates). A contributor's view may be several
// queries (their classes split to Firestore's limits): they share the order, so their pages are
// merged as they are read and one position resumes them all.

/** Where a scan stands: the last record read (its sort value and id), JSON for a task cursor. */
export interface ScanPosition {
  readonly value: CursorValue;
  readonly id: string;
}

/** Records read per query and page. */
export const SCAN_PAGE_SIZE = 1000;

export function positionOf(doc: QueryDocumentSnapshot, sort: GridSort): ScanPosition {
  return { value: sortValueOf(doc, sort), id: doc.id };
}

/** One query's records from `after`, a page at a time. */
async function* scanQuery(
  query: Query,
  sort: GridSort,
  after: ScanPosition | null,
  pageSize: number,
): AsyncGenerator<QueryDocumentSnapshot> {
  let position = after;
  for (;;) {
    let page = orderedBy(query, sort);
    if (position) page = page.startAfter(queryValueOf(position.value, sort), position.id);
    const read = await page.limit(pageSize).get();
    for (const doc of read.docs) yield doc;
    const last = read.docs.at(-1);
    if (!last || read.docs.length < pageSize) return;
    position = positionOf(last, sort);
  }
}

/**
 * The records of `queries` after `after` (from the start when null), in the order of `sort`
 * then id; several queries are merged into that one order.
 */
export async function* scanRecords(
  queries: readonly Query[],
  sort: GridSort,
  after: ScanPosition | null,
  pageSize: number = SCAN_PAGE_SIZE,
): AsyncGenerator<QueryDocumentSnapshot> {
  const [single] = queries;
  if (queries.length === 1 && single) {
    yield* scanQuery(single, sort, after, pageSize);
    return;
  }
  const order = readingOrder(sort, false);
  const sources = queries.map((query) => scanQuery(query, sort, after, pageSize));
  const heads = await Promise.all(sources.map((source) => source.next()));
  for (;;) {
    let next = -1;
    heads.forEach((head, index) => {
      if (head.done) return;
      const best = next >= 0 ? heads[next] : undefined;
      if (!best || best.done || order(head.value, best.value) < 0) next = index;
    });
    const chosen = heads[next];
    const source = sources[next];
    if (!chosen || chosen.done || !source) return;
    yield chosen.value;
    heads[next] = await source.next();
  }
}

/** How many records the view's queries hold (disjoint: a record has one class). */
export async function countRecords(queries: readonly Query[]): Promise<number> {
  const counts = await Promise.all(queries.map((query) => query.count().get()));
  return counts.reduce((sum, count) => sum + count.data().count, 0);
}

/**
 * The records named by id that exist in the collect, in the order named, read a page at a time
 * (ids named twice are read once). Whether the caller may see each is the reader's to check.
 */
export async function* readSelected(
  db: Firestore,
  collect: { readonly programId: string; readonly id: string },
  ids: readonly string[],
  pageSize: number = SCAN_PAGE_SIZE,
): AsyncGenerator<DocumentSnapshot> {
  const distinct = [...new Set(ids)];
  for (let from = 0; from < distinct.length; from += pageSize) {
    const refs = distinct
      .slice(from, from + pageSize)
      .map((id) => recordRef(db, collect.programId, collect.id, id));
    const [first, ...rest] = refs;
    if (!first) continue;
    for (const doc of await db.getAll(first, ...rest)) if (doc.exists) yield doc;
  }
}

/** A record as a scan hands it over: what readers and bulk writers need, not the document. */
export interface ScannedRecord {
  readonly id: string;
  readonly ref: DocumentReference;
  /** Every variable of the model, null when empty. */
  readonly values: Readonly<Record<string, StoredValue>>;
  /** The condition keys it matches (seesRecord). */
  readonly acl: readonly string[];
  readonly version: number;
  /** For a write that must not overwrite a change made since it was read. */
  readonly updateTime: Timestamp;
}

function scannedOf(doc: DocumentSnapshot): ScannedRecord {
  const version: unknown = doc.get('version');
  if (!doc.updateTime) throw new Error(`${doc.ref.path} was read without its update time`);
  return {
    id: doc.id,
    ref: doc.ref,
    values: storedValuesOf(doc),
    acl: aclOf(doc),
    version: typeof version === 'number' ? version : 1,
    updateTime: doc.updateTime,
  };
}

/** What other modules (exports, bulk updates) are given to read the records of a view. */
export interface RecordsScanner {
  /** How many records the view holds within the scope (a count aggregation per query). */
  count(collect: RecordsCollect, view: CheckedView, scope: GridScope): Promise<number>;
  /**
   * The view's records within the scope in its order, after `after`, each with its position
   * (a resumable cursor).
   */
  scan(
    collect: RecordsCollect,
    view: CheckedView,
    scope: GridScope,
    after: ScanPosition | null,
  ): AsyncIterable<{ readonly record: ScannedRecord; readonly position: ScanPosition }>;
  /**
   * The values alone of the view's records within the scope, in its order (exports): read with
   * a projection, so that a record's keywords (up to hundreds of index prefixes) never travel.
   */
  values(
    collect: RecordsCollect,
    view: CheckedView,
    scope: GridScope,
  ): AsyncIterable<Readonly<Record<string, StoredValue>>>;
  /** The records named that exist in the collect, in the order named; reach is not checked. */
  selected(collect: RecordsCollect, ids: readonly string[]): AsyncIterable<ScannedRecord>;
}

export function createRecordsScanner(db: Firestore): RecordsScanner {
  return {
    async count(collect, view, scope) {
      if (scope.kind === 'NONE') return 0;
      const queries = recordViewQueries(db, collect, view, scope);
      return withIndexGuard(collect, () => countRecords(queries));
    },
    async *scan(collect, view, scope, after) {
      if (scope.kind === 'NONE') return;
      const queries = recordViewQueries(db, collect, view, scope);
      for await (const doc of scanRecords(queries, view.sort, after)) {
        yield { record: scannedOf(doc), position: positionOf(doc, view.sort) };
      }
    },
    async *values(collect, view, scope) {
      if (scope.kind === 'NONE') return;
      // The sort's value is kept too: the cursors and the merge of several queries read it.
      const kept = view.sort.kind === 'timestamp' ? ['fields', view.sort.path] : ['fields'];
      const queries = recordViewQueries(db, collect, view, scope).map((query) =>
        query.select(...kept),
      );
      for await (const doc of scanRecords(queries, view.sort, null)) yield storedValuesOf(doc);
    },
    async *selected(collect, ids) {
      for await (const doc of readSelected(db, collect, ids)) yield scannedOf(doc);
    },
  };
}
