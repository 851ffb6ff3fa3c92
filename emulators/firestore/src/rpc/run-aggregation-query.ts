import type {
  Fields,
  RunAggregationQueryRequest,
  RunAggregationQueryResponse,
} from '../proto/firestore-types.js';
import type { EmulatorContext } from '../emulator-context.js';
import { invalidArgument, unimplemented } from '../errors/rpc-error.js';
import { enforceIndexes } from '../indexes/enforce-indexes.js';
import { getField } from '../values/field-access.js';
import { aggregationReads } from '../billing/billing-counters.js';
import {
  aggregationPlanQuery,
  computeAggregations,
  countResult,
  parseAggregations,
} from '../query/aggregate.js';
import type { AggregationSpec } from '../query/aggregate.js';
import { normalizeQuery } from '../query/normalize-query.js';
import type { NormalizedQuery } from '../query/query-model.js';
import { planQuery, queryCollections } from '../query/plan-query.js';
import { EXPLAIN_UNSUPPORTED, parseQueryParent, runLockedQuery } from './run-query.js';
import type { ReadContext } from './read-context.js';
import { beginRead, locksReads, pastSnapshot, withRead } from './read-context.js';

interface Aggregated {
  readonly fields: Fields;
  readonly matched: number;
}

/** Counts straight from the index when the plan needs no filtering in memory. */
function countFromIndex(
  ctx: EmulatorContext,
  query: NormalizedQuery,
  specs: readonly AggregationSpec[],
): Aggregated | undefined {
  if (!specs.every((spec) => spec.kind === 'count')) return undefined;
  if (query.startAt || query.endAt || query.offset > 0) return undefined;
  ctx.store.indexDeferred(queryCollections(query, ctx.store));
  const plan = planQuery(query, ctx.store, ctx.statements);
  if (!plan.exact) return undefined;
  const upTo = Math.min(
    ...specs.map((spec) => (spec.kind === 'count' ? (spec.upTo ?? Infinity) : Infinity)),
  );
  const cap = Math.min(query.limit ?? Infinity, upTo);
  const count = ctx.statements.count(plan.source, query.dbId, cap);
  return { fields: countResult(specs, count), matched: count };
}

async function aggregate(
  ctx: EmulatorContext,
  read: ReadContext,
  query: NormalizedQuery,
  specs: readonly AggregationSpec[],
): Promise<Aggregated> {
  if (!locksReads(read) && pastSnapshot(ctx, read, query.dbId) === undefined) {
    const counted = countFromIndex(ctx, query, specs);
    if (counted) return counted;
  }
  const result = await runLockedQuery(ctx, read, query);
  // With sum or avg, only documents holding every aggregated field take part.
  const fieldsUsed = specs.flatMap((spec) => (spec.kind === 'count' ? [] : [spec.field.segments]));
  const documents = result.documents.filter((doc) =>
    fieldsUsed.every((segments) => getField(doc.fields, segments) !== undefined),
  );
  return { fields: computeAggregations(specs, documents), matched: documents.length };
}

export async function runAggregationQuery(
  ctx: EmulatorContext,
  request: RunAggregationQueryRequest,
  write: (response: RunAggregationQueryResponse) => void,
): Promise<void> {
  const aggregationQuery = request.structuredAggregationQuery;
  if (request.explainOptions) throw unimplemented(EXPLAIN_UNSUPPORTED);
  if (!aggregationQuery?.structuredQuery)
    throw invalidArgument('RunAggregationQuery requires a structured query.');
  const { project, dbId, ref } = parseQueryParent(ctx, request.parent);
  const query = normalizeQuery(ref, aggregationQuery.structuredQuery, dbId);
  const specs = parseAggregations(aggregationQuery.aggregations ?? []);
  enforceIndexes(ctx.indexes, ref, query, 'aggregation');
  const read = beginRead(ctx, dbId, request);
  const planned = aggregationPlanQuery(query, specs);
  const { fields, matched } = await withRead(ctx, read, () => aggregate(ctx, read, planned, specs));
  ctx.billing.addReads(project, aggregationReads(matched));
  const response: RunAggregationQueryResponse = {
    result: { aggregateFields: fields },
    readTime: read.readTime,
  };
  if (read.newTransaction) response.transaction = read.newTransaction;
  write(response);
}
