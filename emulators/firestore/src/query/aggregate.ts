import type { Aggregation, Fields, Value } from '../proto/firestore-types.js';
import { invalidArgument } from '../errors/rpc-error.js';
import { getField } from '../values/field-access.js';
import { INT64_MAX, INT64_MIN } from '../values/numbers.js';
import type { QueryDocument } from './order-documents.js';
import { parseFieldRef } from './parse-filter.js';
import type { FieldRef, NormalizedQuery } from './query-model.js';

export type AggregationSpec =
  | { readonly kind: 'count'; readonly alias: string; readonly upTo: number | undefined }
  | { readonly kind: 'sum' | 'avg'; readonly alias: string; readonly field: FieldRef };

const MAX_AGGREGATIONS = 5;

/**
 * The query an aggregation needs planned: the implicit `__name__` order only fixes a sequence,
 * which a count (or a sum or average over every match) does not see. Left in, it would steer the
 * planner to a scan in name order and filter every document in memory, where an `in` over an
 * index can be counted in SQL. Cursors, an offset, or a limit under sum or average pick
 * documents by position: then the orders stay.
 */
export function aggregationPlanQuery(
  query: NormalizedQuery,
  specs: readonly AggregationSpec[],
): NormalizedQuery {
  if (query.startAt || query.endAt || query.offset > 0) return query;
  const countsOnly = specs.every((spec) => spec.kind === 'count');
  if (!countsOnly && query.limit !== undefined) return query;
  const orders = query.orders.filter((order) => !order.field.isName);
  return orders.length === query.orders.length ? query : { ...query, orders };
}

export function parseAggregations(aggregations: readonly Aggregation[]): AggregationSpec[] {
  if (aggregations.length === 0 || aggregations.length > MAX_AGGREGATIONS) {
    throw invalidArgument(
      `An aggregation query must have between 1 and ${MAX_AGGREGATIONS} aggregations.`,
    );
  }
  const aliases = new Set<string>();
  return aggregations.map((aggregation, index) => {
    const alias = aggregation.alias || `field_${index + 1}`;
    if (aliases.has(alias)) throw invalidArgument(`Duplicate aggregation alias: ${alias}`);
    aliases.add(alias);
    if (aggregation.count) {
      const raw = aggregation.count.upTo?.value;
      const upTo = raw === undefined ? undefined : Number(raw);
      if (upTo !== undefined && upTo <= 0)
        throw invalidArgument('up_to must be greater than zero.');
      return { kind: 'count', alias, upTo };
    }
    if (aggregation.sum)
      return { kind: 'sum', alias, field: parseFieldRef(aggregation.sum.field?.fieldPath) };
    if (aggregation.avg)
      return { kind: 'avg', alias, field: parseFieldRef(aggregation.avg.field?.fieldPath) };
    throw invalidArgument('Each aggregation must be a count, a sum or an avg.');
  });
}

function numericValues(docs: readonly QueryDocument[], field: FieldRef): Value[] {
  const values: Value[] = [];
  for (const doc of docs) {
    const value = getField(doc.fields, field.segments);
    if (value && (value.integerValue !== undefined || value.doubleValue !== undefined))
      values.push(value);
  }
  return values;
}

/** Sum: int64 while every value is an integer and it fits, else double. */
function sum(values: readonly Value[]): Value {
  let integer = 0n;
  let double = 0;
  let allIntegers = true;
  for (const value of values) {
    if (value.integerValue !== undefined) {
      integer += BigInt(value.integerValue);
      double += Number(value.integerValue);
    } else {
      allIntegers = false;
      double += value.doubleValue ?? 0;
    }
  }
  if (allIntegers && integer <= INT64_MAX && integer >= INT64_MIN)
    return { integerValue: integer.toString() };
  return { doubleValue: allIntegers ? Number(integer) : double };
}

function average(values: readonly Value[]): Value {
  if (values.length === 0) return { nullValue: 'NULL_VALUE' };
  let total = 0;
  for (const value of values)
    total +=
      value.integerValue !== undefined ? Number(value.integerValue) : (value.doubleValue ?? 0);
  return { doubleValue: total / values.length };
}

export function computeAggregations(
  specs: readonly AggregationSpec[],
  docs: readonly QueryDocument[],
): Fields {
  const result: Fields = {};
  for (const spec of specs) {
    if (spec.kind === 'count') {
      const count = spec.upTo === undefined ? docs.length : Math.min(docs.length, spec.upTo);
      result[spec.alias] = { integerValue: String(count) };
    } else if (spec.kind === 'sum') {
      result[spec.alias] = sum(numericValues(docs, spec.field));
    } else {
      result[spec.alias] = average(numericValues(docs, spec.field));
    }
  }
  return result;
}

export function countResult(specs: readonly AggregationSpec[], count: number): Fields {
  const result: Fields = {};
  for (const spec of specs) {
    const upTo = spec.kind === 'count' ? spec.upTo : undefined;
    result[spec.alias] = {
      integerValue: String(upTo === undefined ? count : Math.min(count, upTo)),
    };
  }
  return result;
}
