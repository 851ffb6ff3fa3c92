import type { DocumentStore } from '../storage/document-store.js';
import { pathKey } from '../paths/path-key.js';
import { prefixSuccessor } from '../values/key-writer.js';
import { ALL_VALUES_RANGE, isPoint, pointKeys } from './key-ranges.js';
import { analyze, conjuncts, constantFields } from './filter-ranges.js';
import type { Analysis, FieldRanges } from './filter-ranges.js';
import type { NormalizedQuery, OrderSpec } from './query-model.js';
import type { PlanSource, QueryPlan, Semijoin } from './query-plan.js';
import type { QueryStatements } from './query-statements.js';
import { seekCursors } from './seek-cursors.js';
import { dnfTerms } from './dnf-terms.js';

/** Above this many entries an index range is "large": prefer a source already in order. */
const SMALL_RANGE = 2000;

/** Firestore's own bound on the values of an `in`: a semijoin checks at most this many keys. */
const SEMIJOIN_KEYS_MAX = 30;

function skipConstant(orders: readonly OrderSpec[], constant: Set<string>): number {
  let i = 0;
  while (
    i < orders.length &&
    !orders[i]?.field.isName &&
    constant.has(orders[i]?.field.canonical ?? '')
  )
    i++;
  return i;
}

/** Orders satisfied by a stream in name order. */
function nameOrderPrefix(
  orders: readonly OrderSpec[],
  constant: Set<string>,
): { prefix: number; descending: boolean } {
  const i = skipConstant(orders, constant);
  const next = orders[i];
  if (next?.field.isName) return { prefix: orders.length, descending: next.descending };
  return { prefix: i, descending: false };
}

/** Orders satisfied by a stream in (field value, name) order. */
function fieldOrderPrefix(
  orders: readonly OrderSpec[],
  constant: Set<string>,
  field: string,
): { prefix: number; descending: boolean } | undefined {
  const i = skipConstant(orders, constant);
  const order = orders[i];
  if (!order || order.field.isName || order.field.canonical !== field) return undefined;
  const next = orders[i + 1];
  if (next?.field.isName && next.descending === order.descending)
    return { prefix: orders.length, descending: order.descending };
  return { prefix: i + 1, descending: order.descending };
}

interface Candidate {
  readonly plan: QueryPlan;
  readonly cost: number;
  readonly fromFilter: boolean;
}

function semijoinsFor(byField: Map<string, FieldRanges>, driver: string): Semijoin[] {
  const semijoins: Semijoin[] = [];
  for (const [field, { ranges, exact }] of byField) {
    const keys = pointKeys(ranges);
    if (field !== driver && exact && keys && keys.length <= SEMIJOIN_KEYS_MAX)
      semijoins.push({ field, valueKeys: keys });
  }
  return semijoins;
}

function isExact(
  query: NormalizedQuery,
  analysis: Analysis,
  driver: string | undefined,
  semijoins: readonly Semijoin[],
): boolean {
  if (!analysis.allIndexed) return false;
  const covered = new Set([...semijoins.map((s) => s.field), ...(driver ? [driver] : [])]);
  for (const [field, { exact }] of analysis.byField)
    if (!exact || !covered.has(field)) return false;
  return query.orders.every((order) => order.field.isName || covered.has(order.field.canonical));
}

function collectionCandidates(
  query: NormalizedQuery,
  coll: number,
  statements: QueryStatements,
): Candidate[] {
  const analysis = analyze(query.filter);
  const constant = constantFields(analysis.byField);
  const candidates: Candidate[] = [];
  for (const [field, { ranges }] of analysis.byField) {
    const semijoins = semijoinsFor(analysis.byField, field);
    const source: PlanSource = { kind: 'index', coll, field, ranges, semijoins };
    const order = isPoint(ranges)
      ? nameOrderPrefix(query.orders, constant)
      : fieldOrderPrefix(query.orders, constant, field);
    candidates.push({
      plan: {
        source,
        descending: order?.descending ?? false,
        orderedPrefix: order?.prefix ?? 0,
        exact: isExact(query, analysis, field, semijoins),
      },
      cost: statements.estimateEntries(coll, field, ranges, SMALL_RANGE),
      fromFilter: true,
    });
  }
  const firstOrder = query.orders[skipConstant(query.orders, constant)];
  if (firstOrder && !firstOrder.field.isName && !analysis.byField.has(firstOrder.field.canonical)) {
    const field = firstOrder.field.canonical;
    const order = fieldOrderPrefix(query.orders, constant, field);
    const semijoins = semijoinsFor(analysis.byField, field);
    candidates.push({
      plan: {
        source: { kind: 'index', coll, field, ranges: [ALL_VALUES_RANGE], semijoins },
        descending: order?.descending ?? false,
        orderedPrefix: order?.prefix ?? 0,
        exact: false,
      },
      cost: Number.MAX_SAFE_INTEGER,
      fromFilter: false,
    });
  }
  const nameOrder = nameOrderPrefix(query.orders, constant);
  candidates.push({
    plan: {
      source: { kind: 'collection', coll },
      descending: nameOrder.descending,
      orderedPrefix: nameOrder.prefix,
      exact:
        analysis.byField.size === 0 &&
        analysis.allIndexed &&
        isExact(query, analysis, undefined, []),
    },
    cost: Number.MAX_SAFE_INTEGER,
    fromFilter: false,
  });
  return candidates;
}

/**
 * Picks the source: a small index range wins (its matches are fetched and
 * sorted); otherwise a source already in the query's order, so that a limit
 * stops the scan early, with equalities checked as index semijoins.
 */
function choose(candidates: readonly Candidate[], orderCount: number): QueryPlan {
  const ordered = candidates.filter((c) => c.plan.orderedPrefix === orderCount);
  const small = candidates
    .filter((c) => c.fromFilter && c.cost < SMALL_RANGE)
    .sort((a, b) => a.cost - b.cost);
  const cheapest = small[0];
  if (cheapest) {
    const orderedSmall = small.find(
      (c) => c.plan.orderedPrefix === orderCount && c.cost <= cheapest.cost * 4,
    );
    return (orderedSmall ?? cheapest).plan;
  }
  const best = ordered.find((c) => c.fromFilter) ?? ordered[0];
  if (best) return best.plan;
  const fallback = [...candidates].sort((a, b) => b.plan.orderedPrefix - a.plan.orderedPrefix)[0];
  return fallback
    ? fallback.plan
    : { source: { kind: 'empty' }, descending: false, orderedPrefix: 0, exact: true };
}

function nameScanPlan(query: NormalizedQuery, source: PlanSource): QueryPlan {
  const order = nameOrderPrefix(query.orders, new Set());
  // Without a filter or a field order, the scan yields exactly the result (count in SQL).
  const exact = !query.filter && query.orders.every((o) => o.field.isName);
  return { source, descending: order.descending, orderedPrefix: order.prefix, exact };
}

/**
 * An OR filter is planned as the union of its disjunctions when each of them
 * has a selective indexed filter: every part is an index scan, the union is
 * then filtered, sorted and windowed in memory.
 */
function unionPlan(
  query: NormalizedQuery,
  coll: number,
  statements: QueryStatements,
): QueryPlan | undefined {
  if (!query.filter || !conjuncts(query.filter).some((c) => c.kind === 'or')) return undefined;
  const sources: PlanSource[] = [];
  for (const term of dnfTerms(query.filter)) {
    const termQuery: NormalizedQuery = { ...query, filter: { kind: 'and', children: term } };
    const best = collectionCandidates(termQuery, coll, statements)
      .filter((candidate) => candidate.fromFilter)
      .sort((a, b) => a.cost - b.cost)[0];
    // A broad disjunction is better served by one scan in the query's order.
    if (!best || best.cost >= SMALL_RANGE) return undefined;
    sources.push(best.plan.source);
  }
  return { source: { kind: 'union', sources }, descending: false, orderedPrefix: 0, exact: false };
}

/** Beyond this many collections a group query scans the group instead. */
const MAX_GROUP_COLLECTIONS = 1000;

/**
 * A collection-group query with selective indexed filters runs as the union
 * of the matching index ranges of each collection of the group; a broad one
 * scans the group's documents in name order, which stops at its limit.
 */
function groupUnionPlan(
  query: NormalizedQuery,
  store: DocumentStore,
  statements: QueryStatements,
): QueryPlan | undefined {
  if (!query.filter || analyze(query.filter).byField.size === 0) return undefined;
  const prefix = query.parentPath === '' ? '' : `${query.parentPath}/`;
  const collections = store.collections
    .group(query.dbId, query.collectionId)
    .filter((collection) => collection.path.startsWith(prefix));
  if (collections.length > MAX_GROUP_COLLECTIONS) return undefined;
  const sources: PlanSource[] = [];
  let total = 0;
  for (const collection of collections) {
    const best = collectionCandidates(query, collection.id, statements)
      .filter((candidate) => candidate.fromFilter)
      .sort((a, b) => a.cost - b.cost)[0];
    if (!best) return undefined;
    total += best.cost;
    if (total >= SMALL_RANGE) return undefined;
    if (best.cost > 0) sources.push(best.plan.source);
  }
  return { source: { kind: 'union', sources }, descending: false, orderedPrefix: 0, exact: false };
}

/**
 * The collections (by id) whose index entries the query may read, for the store to write their
 * deferred entries first; undefined when that is every collection (a kindless query).
 */
export function queryCollections(
  query: NormalizedQuery,
  store: DocumentStore,
): number[] | undefined {
  if (query.allDescendants) {
    if (query.collectionId === '') return undefined;
    return store.collections.group(query.dbId, query.collectionId).map((coll) => coll.id);
  }
  const parentSegments = query.parentPath === '' ? [] : query.parentPath.split('/');
  const coll = store.collections.find(
    query.dbId,
    [...parentSegments, query.collectionId].join('/'),
  );
  return coll === undefined ? [] : [coll];
}

export function planQuery(
  query: NormalizedQuery,
  store: DocumentStore,
  statements: QueryStatements,
): QueryPlan {
  const parentSegments = query.parentPath === '' ? [] : query.parentPath.split('/');
  if (query.allDescendants) {
    const parentKey = pathKey(parentSegments);
    // Strictly below the parent: its key followed by at least one more segment.
    const lo = Buffer.concat([parentKey, Buffer.from([0x01])]);
    const hi = prefixSuccessor(parentKey);
    if (query.collectionId !== '') {
      const union = groupUnionPlan(query, store, statements);
      if (union) return union;
    }
    const source: PlanSource =
      query.collectionId === ''
        ? { kind: 'descendants', lo, hi }
        : { kind: 'group', collectionId: query.collectionId, lo, hi };
    return seekCursors(query, nameScanPlan(query, source));
  }
  const collectionPath = [...parentSegments, query.collectionId].join('/');
  const coll = store.collections.find(query.dbId, collectionPath);
  if (coll === undefined)
    return {
      source: { kind: 'empty' },
      descending: false,
      orderedPrefix: query.orders.length,
      exact: true,
    };
  const union = unionPlan(query, coll, statements);
  if (union) return union;
  return seekCursors(
    query,
    choose(collectionCandidates(query, coll, statements), query.orders.length),
  );
}
