import type { RunQueryRequest, RunQueryResponse } from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { invalidArgument, unimplemented } from '../errors/rpc-error.js';
import { parseResourcePath } from '../paths/resource-names.js';
import { queryReads } from '../billing/billing-counters.js';
import { enforceIndexes } from '../indexes/enforce-indexes.js';
import { executeQuery } from '../query/execute-query.js';
import type { QueryResult } from '../query/execute-query.js';
import { normalizeQuery } from '../query/normalize-query.js';
import type { NormalizedQuery } from '../query/query-model.js';
import { planQuery, queryCollections } from '../query/plan-query.js';
import { snapshotPlan } from '../query/snapshot-plan.js';
import { toDocument } from './document-response.js';
import { databaseIdOf } from './database-of.js';
import type { ReadContext } from './read-context.js';
import { beginRead, lockKey, locksReads, pastSnapshot, withRead } from './read-context.js';

export const EXPLAIN_UNSUPPORTED =
  'Query explain (explainOptions) is not supported by the offline Firestore emulator.';

/** Runs a query on current data, or on the snapshot the read asks for. */
export function runNormalizedQuery(
  ctx: EmulatorContext,
  query: NormalizedQuery,
  read: ReadContext,
): QueryResult {
  const past = pastSnapshot(ctx, read, query.dbId);
  // A snapshot reads documents only; the index must first have every new document's entries.
  if (past === undefined) ctx.store.indexDeferred(queryCollections(query, ctx.store));
  const plan =
    past === undefined ? planQuery(query, ctx.store, ctx.statements) : snapshotPlan(query, past);
  return executeQuery(query, plan, ctx.statements);
}

/**
 * In a read-write transaction the returned documents are locked. When a lock
 * had to be waited for, the query runs again so that it reflects what the
 * other transaction committed.
 */
export async function runLockedQuery(
  ctx: EmulatorContext,
  read: ReadContext,
  query: NormalizedQuery,
): Promise<QueryResult> {
  let result = runNormalizedQuery(ctx, query, read);
  if (!locksReads(read)) return result;
  for (;;) {
    const keys = result.documents.map((doc) => lockKey(query.dbId, doc.path));
    const free = keys.every((key) => ctx.transactions.locks.canRead(read.txn, key));
    await ctx.transactions.locks.lockShared(read.txn, keys);
    if (free) return result;
    result = runNormalizedQuery(ctx, query, read);
  }
}

export function parseQueryParent(
  ctx: EmulatorContext,
  parent: string | undefined,
): { project: string; dbId: number; ref: ReturnType<typeof parseResourcePath> } {
  const ref = parseResourcePath(parent ?? '');
  return { project: ref.project, dbId: databaseIdOf(ctx, ref), ref };
}

export async function runQuery(
  ctx: EmulatorContext,
  request: RunQueryRequest,
  write: (response: RunQueryResponse) => void,
): Promise<void> {
  if (!request.structuredQuery) throw invalidArgument('RunQuery requires a structured query.');
  if (request.explainOptions) throw unimplemented(EXPLAIN_UNSUPPORTED);
  const { project, dbId, ref } = parseQueryParent(ctx, request.parent);
  const query = normalizeQuery(ref, request.structuredQuery, dbId);
  enforceIndexes(ctx.indexes, ref, query, 'query');
  const read = beginRead(ctx, dbId, request);
  const result = await withRead(ctx, read, () => runLockedQuery(ctx, read, query));
  ctx.billing.addReads(project, queryReads(result.documents.length, result.skipped));
  const mask = query.projection?.filter((field) => !field.isName).map((field) => field.segments);
  const responses: RunQueryResponse[] = result.documents.map((doc) => ({
    document: toDocument(doc.name, doc, mask),
    readTime: read.readTime,
  }));
  if (responses.length === 0) responses.push({ readTime: read.readTime });
  const first = responses[0];
  if (first && result.skipped > 0) first.skippedResults = result.skipped;
  if (first && read.newTransaction) first.transaction = read.newTransaction;
  for (const response of responses) write(response);
}
