import type { Value } from '../proto/firestore-types.js';
import { KEY_TAG, MAX_KEY, typeClassEnd, typeClassStart, valueKey } from '../values/index-key.js';
import { isNaNValue, valueKind } from '../values/value-kind.js';
import type { FieldOperator } from './query-model.js';

/** Half-open range [lo, hi) of encoded index keys. */
export interface KeyRange {
  readonly lo: Buffer;
  readonly hi: Buffer;
}

/** Value keys are prefix-free, so key + 0x00 is the smallest key after it. */
function after(key: Buffer): Buffer {
  return Buffer.concat([key, Buffer.from([0x00])]);
}

export function pointRange(key: Buffer): KeyRange {
  return { lo: key, hi: after(key) };
}

export function pointRanges(values: readonly Value[]): KeyRange[] {
  const keys = values.map(valueKey).sort(Buffer.compare);
  const unique = keys.filter((key, i) => i === 0 || !key.equals(keys[i - 1] ?? Buffer.alloc(0)));
  return unique.map(pointRange);
}

/** Every present, non-null value: what `!=`, `not-in` and `is not null` scan. */
export const NON_NULL_RANGE: KeyRange = { lo: Buffer.from([KEY_TAG.boolean]), hi: MAX_KEY };

/** Every value, null included: what an orderBy alone scans. */
export const ALL_VALUES_RANGE: KeyRange = { lo: Buffer.from([KEY_TAG.null]), hi: MAX_KEY };

/** Range of a comparison filter within the operand's type class. */
export function comparisonRange(op: FieldOperator, operand: Value): KeyRange | undefined {
  if (valueKind(operand) === 'null' || isNaNValue(operand)) return undefined;
  const key = valueKey(operand);
  const start = typeClassStart(operand);
  const end = typeClassEnd(operand);
  switch (op) {
    case 'LESS_THAN':
      return { lo: start, hi: key };
    case 'LESS_THAN_OR_EQUAL':
      return { lo: start, hi: after(key) };
    case 'GREATER_THAN':
      return { lo: after(key), hi: end };
    case 'GREATER_THAN_OR_EQUAL':
      return { lo: key, hi: end };
    default:
      return undefined;
  }
}

/** Intersection of two sorted lists of disjoint ranges. */
export function intersectRanges(a: readonly KeyRange[], b: readonly KeyRange[]): KeyRange[] {
  const result: KeyRange[] = [];
  for (const x of a) {
    for (const y of b) {
      const lo = Buffer.compare(x.lo, y.lo) >= 0 ? x.lo : y.lo;
      const hi = Buffer.compare(x.hi, y.hi) <= 0 ? x.hi : y.hi;
      if (Buffer.compare(lo, hi) < 0) result.push({ lo, hi });
    }
  }
  return result.sort((r, s) => Buffer.compare(r.lo, s.lo));
}

/** The keys of ranges that are all single points (an `in`), else undefined. */
export function pointKeys(ranges: readonly KeyRange[]): Buffer[] | undefined {
  if (ranges.length === 0) return undefined;
  const keys: Buffer[] = [];
  for (const range of ranges) {
    if (!after(range.lo).equals(range.hi)) return undefined;
    keys.push(range.lo);
  }
  return keys;
}

export function isPoint(ranges: readonly KeyRange[]): boolean {
  const only = ranges[0];
  return ranges.length === 1 && only !== undefined && after(only.lo).equals(only.hi);
}
