import { ARRAY_ELEMENT_PREFIX } from '../storage/index-entries.js';
import { KEY_TAG, valueKey } from '../values/index-key.js';
import type { KeyRange } from './key-ranges.js';
import {
  comparisonRange,
  intersectRanges,
  isPoint,
  NON_NULL_RANGE,
  pointRange,
  pointRanges,
} from './key-ranges.js';
import type { Condition } from './query-model.js';

/**
 * Filters as index key ranges: each top-level conjunct on a field becomes
 * ranges over that field's entries (array-contains over its element entries),
 * intersected per field. `exact` is false where the ranges only bound the
 * matches (`!=`, `not-in`, `is not null`), so the filter must still be applied.
 */
export interface FieldRanges {
  ranges: KeyRange[];
  exact: boolean;
}

export type Leaf = Extract<Condition, { kind: 'field' | 'unary' }>;

export function conjuncts(condition: Condition | undefined): Condition[] {
  if (!condition) return [];
  if (condition.kind === 'and') return condition.children.flatMap(conjuncts);
  return [condition];
}

/** Index field and ranges a single filter maps to, if any. */
function leafRanges(leaf: Leaf): { field: string; ranges: KeyRange[]; exact: boolean } | undefined {
  if (leaf.field.isName) return undefined;
  const field = leaf.field.canonical;
  if (leaf.kind === 'unary') {
    if (leaf.op === 'IS_NULL')
      return { field, ranges: [pointRange(Buffer.from([KEY_TAG.null]))], exact: true };
    if (leaf.op === 'IS_NAN')
      return { field, ranges: [pointRange(Buffer.from([KEY_TAG.nan]))], exact: true };
    return { field, ranges: [NON_NULL_RANGE], exact: false };
  }
  switch (leaf.op) {
    case 'EQUAL':
      return { field, ranges: [pointRange(valueKey(leaf.value))], exact: true };
    case 'IN':
      return { field, ranges: pointRanges(leaf.value.arrayValue?.values ?? []), exact: true };
    case 'ARRAY_CONTAINS':
      return {
        field: ARRAY_ELEMENT_PREFIX + field,
        ranges: [pointRange(valueKey(leaf.value))],
        exact: true,
      };
    case 'ARRAY_CONTAINS_ANY': {
      // One array can hold several wanted values: its document then appears in
      // several ranges, so counting entries would over-count.
      const ranges = pointRanges(leaf.value.arrayValue?.values ?? []);
      return { field: ARRAY_ELEMENT_PREFIX + field, ranges, exact: ranges.length === 1 };
    }
    case 'NOT_EQUAL':
    case 'NOT_IN':
      return { field, ranges: [NON_NULL_RANGE], exact: false };
    default: {
      const range = comparisonRange(leaf.op, leaf.value);
      return { field, ranges: range ? [range] : [], exact: true };
    }
  }
}

export interface Analysis {
  readonly byField: Map<string, FieldRanges>;
  /** False when some filter cannot be expressed as index ranges. */
  readonly allIndexed: boolean;
}

export function analyze(condition: Condition | undefined): Analysis {
  const byField = new Map<string, FieldRanges>();
  let allIndexed = true;
  for (const conjunct of conjuncts(condition)) {
    if (conjunct.kind !== 'field' && conjunct.kind !== 'unary') {
      allIndexed = false;
      continue;
    }
    const mapped = leafRanges(conjunct);
    if (!mapped) {
      allIndexed = false;
      continue;
    }
    const existing = byField.get(mapped.field);
    byField.set(mapped.field, {
      ranges: existing ? intersectRanges(existing.ranges, mapped.ranges) : mapped.ranges,
      exact: (existing?.exact ?? true) && mapped.exact,
    });
  }
  return { byField, allIndexed };
}

/** Fields pinned to a single value: orders on them are already satisfied. */
export function constantFields(byField: Map<string, FieldRanges>): Set<string> {
  const constant = new Set<string>();
  for (const [field, { ranges }] of byField) if (isPoint(ranges)) constant.add(field);
  return constant;
}
