import { decodeFields } from '../storage/fields-codec.js';
import type { DocumentRow } from '../storage/stored-document.js';
import { matchCondition } from './match-condition.js';
import { compareDocuments, hasOrderFields, isAfterStart, isBeforeEnd } from './order-documents.js';
import type { QueryDocument } from './order-documents.js';
import type { NormalizedQuery } from './query-model.js';
import type { QueryPlan } from './query-plan.js';
import type { QueryStatements } from './query-statements.js';
import { inQueryScope } from './snapshot-plan.js';

export interface QueryResult {
  readonly documents: QueryDocument[];
  /** Documents skipped by the offset (billed as reads). */
  readonly skipped: number;
  /** Document rows read from storage, for tests of the planner. */
  readonly examined: number;
}

function toQueryDocument(root: string, row: DocumentRow): QueryDocument {
  return {
    name: `${root}/${row.path}`,
    path: row.path,
    fields: decodeFields(row.fields),
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** Sorts runs of documents that tie on the orders the source already satisfies. */
function sortWithinGroups(
  query: NormalizedQuery,
  docs: QueryDocument[],
  prefix: number,
): QueryDocument[] {
  if (prefix === 0) return docs.sort((a, b) => compareDocuments(query.orders, a, b));
  const leading = query.orders.slice(0, prefix);
  const sorted: QueryDocument[] = [];
  let group: QueryDocument[] = [];
  const flush = (): void => {
    sorted.push(...group.sort((a, b) => compareDocuments(query.orders, a, b)));
    group = [];
  };
  for (const doc of docs) {
    const first = group[0];
    if (first && compareDocuments(leading, first, doc) !== 0) flush();
    group.push(doc);
  }
  flush();
  return sorted;
}

function* matchingDocuments(
  query: NormalizedQuery,
  plan: QueryPlan,
  statements: QueryStatements,
  counter: { examined: number },
): Generator<QueryDocument> {
  const dedupe =
    (plan.source.kind === 'index' && plan.source.ranges.length > 1) || plan.source.kind === 'union'
      ? new Set<string>()
      : undefined;
  const scoped = plan.source.kind === 'snapshot';
  for (const row of statements.scan(plan.source, plan.descending, query.dbId)) {
    counter.examined++;
    if (dedupe) {
      if (dedupe.has(row.path)) continue;
      dedupe.add(row.path);
    }
    if (scoped && !inQueryScope(query, row.path)) continue;
    const doc = toQueryDocument(query.root, row);
    if (query.filter && !matchCondition(query.filter, doc)) continue;
    if (!hasOrderFields(query.orders, doc)) continue;
    yield doc;
  }
}

/** Applies cursors, offset and limit to documents already in query order. */
function window(
  query: NormalizedQuery,
  ordered: Iterable<QueryDocument>,
): { documents: QueryDocument[]; skipped: number } {
  const documents: QueryDocument[] = [];
  let skipped = 0;
  if (query.limit === 0) return { documents, skipped };
  for (const doc of ordered) {
    if (!isAfterStart(query, doc)) continue;
    if (!isBeforeEnd(query, doc)) break;
    if (skipped < query.offset) {
      skipped++;
      continue;
    }
    documents.push(doc);
    if (query.limit !== undefined && documents.length >= query.limit) break;
  }
  return { documents, skipped };
}

export function executeQuery(
  query: NormalizedQuery,
  plan: QueryPlan,
  statements: QueryStatements,
): QueryResult {
  const counter = { examined: 0 };
  const matches = matchingDocuments(query, plan, statements, counter);
  if (plan.orderedPrefix >= query.orders.length) {
    const result = window(query, matches);
    return { ...result, examined: counter.examined };
  }
  const sorted = sortWithinGroups(query, [...matches], plan.orderedPrefix);
  return { ...window(query, sorted), examined: counter.examined };
}
