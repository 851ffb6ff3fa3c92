import { invalidArgument } from '../errors/rpc-error.js';
import { dnfTerms } from './dnf-terms.js';
import { flattenConditions } from './parse-filter.js';
import type { Condition } from './query-model.js';

/** Firestore's query limits (https://firebase.google.com/docs/firestore/query-data/queries). */
const MAX_IN_VALUES = 30;
const MAX_NOT_IN_VALUES = 10;
const MAX_DISJUNCTIONS = 30;

type Leaf = Extract<Condition, { kind: 'field' | 'unary' }>;

function disjunctionCount(condition: Condition): number {
  switch (condition.kind) {
    case 'field':
      return condition.op === 'IN' || condition.op === 'ARRAY_CONTAINS_ANY'
        ? (condition.value.arrayValue?.values ?? []).length
        : 1;
    case 'unary':
      return 1;
    case 'and':
      return condition.children.reduce((product, child) => product * disjunctionCount(child), 1);
    case 'or':
      return condition.children.reduce((sum, child) => sum + disjunctionCount(child), 0);
  }
}

function checkValueCounts(leaves: readonly Leaf[]): void {
  for (const leaf of leaves) {
    if (leaf.kind !== 'field') continue;
    const count = (leaf.value.arrayValue?.values ?? []).length;
    if ((leaf.op === 'IN' || leaf.op === 'ARRAY_CONTAINS_ANY') && count > MAX_IN_VALUES) {
      throw invalidArgument(`'${leaf.op}' supports up to ${MAX_IN_VALUES} comparison values.`);
    }
    if (leaf.op === 'NOT_IN' && count > MAX_NOT_IN_VALUES) {
      throw invalidArgument(`'NOT_IN' supports up to ${MAX_NOT_IN_VALUES} comparison values.`);
    }
  }
}

/** StructuredQuery.FieldFilter: a `!=` allows no other `!=`, `not-in`, `is not null` or `is not NaN`. */
function checkNotEqual(leaves: readonly Leaf[]): void {
  const negations = leaves.filter((leaf) =>
    ['NOT_EQUAL', 'NOT_IN', 'IS_NOT_NULL', 'IS_NOT_NAN'].includes(leaf.op),
  );
  if (!negations.some((leaf) => leaf.op === 'NOT_EQUAL') || negations.length < 2) return;
  const other =
    negations.find((leaf, index) => index > 0 || leaf.op !== 'NOT_EQUAL') ?? negations[1];
  throw invalidArgument(
    `Invalid query: 'NOT_EQUAL' cannot be used in the same query with '${other?.op ?? 'NOT_EQUAL'}'.`,
  );
}

function checkNotIn(condition: Condition, leaves: readonly Leaf[]): void {
  const ops = leaves.map((leaf) => leaf.op);
  const notIns = ops.filter((op) => op === 'NOT_IN').length;
  if (notIns === 0) return;
  if (notIns > 1)
    throw invalidArgument("Invalid query: 'NOT_IN' cannot be used more than once in a query.");
  for (const other of ['NOT_EQUAL', 'IN', 'ARRAY_CONTAINS_ANY'] as const) {
    if (ops.includes(other)) {
      throw invalidArgument(
        `Invalid query: 'NOT_IN' cannot be used in the same query with '${other}'.`,
      );
    }
  }
  const hasOr = (c: Condition): boolean =>
    c.kind === 'or'
      ? c.children.length > 1 || c.children.some(hasOr)
      : c.kind === 'and' && c.children.some(hasOr);
  if (hasOr(condition)) {
    throw invalidArgument("Invalid query: 'NOT_IN' cannot be used in the same query with 'OR'.");
  }
}

export function checkQueryLimits(condition: Condition | undefined): void {
  if (!condition) return;
  const leaves = flattenConditions(condition) as Leaf[];
  checkValueCounts(leaves);
  checkNotIn(condition, leaves);
  checkNotEqual(leaves);
  const disjunctions = disjunctionCount(condition);
  if (disjunctions > MAX_DISJUNCTIONS) {
    throw invalidArgument(
      `Invalid query: the filter has ${disjunctions} disjunctions in disjunctive normal form; the maximum is ${MAX_DISJUNCTIONS}.`,
    );
  }
  for (const term of dnfTerms(condition)) {
    const arrayFilters = term.filter(
      (leaf) =>
        leaf.kind === 'field' && (leaf.op === 'ARRAY_CONTAINS' || leaf.op === 'ARRAY_CONTAINS_ANY'),
    );
    if (arrayFilters.length > 1) {
      throw invalidArgument(
        "A maximum of 1 'ARRAY_CONTAINS' or 'ARRAY_CONTAINS_ANY' filter is allowed per disjunction.",
      );
    }
  }
}
