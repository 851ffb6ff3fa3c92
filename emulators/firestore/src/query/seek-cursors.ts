import { pathKey } from '../paths/path-key.js';
import { valueKey } from '../values/index-key.js';
import type { KeyRange } from './key-ranges.js';
import { intersectRanges } from './key-ranges.js';
import type { CursorSpec, NormalizedQuery } from './query-model.js';
import type { PlanSource, QueryPlan } from './query-plan.js';

interface Bound {
  readonly key: Buffer;
  /** True when the bound value itself is inside the range. */
  readonly inclusive: boolean;
}

/** Keys are prefix-free, so key + 0x00 is the first key after it. */
function after(key: Buffer): Buffer {
  return Buffer.concat([key, Buffer.from([0x00])]);
}

/** Range of keys a query may still visit, from the first value of its cursors. */
function cursorRange(
  query: NormalizedQuery,
  keyOf: (cursor: CursorSpec) => Buffer | undefined,
  whole: KeyRange,
): KeyRange {
  const descending = query.orders[0]?.descending ?? false;
  // Only ties on the first order remain to be skipped in memory, so the bound
  // value itself always stays in range.
  const start = query.startAt ? keyOf(query.startAt) : undefined;
  const end = query.endAt ? keyOf(query.endAt) : undefined;
  const lower: Bound | undefined = descending
    ? end
      ? { key: end, inclusive: true }
      : undefined
    : start
      ? { key: start, inclusive: true }
      : undefined;
  const upper: Bound | undefined = descending
    ? start
      ? { key: start, inclusive: true }
      : undefined
    : end
      ? { key: end, inclusive: true }
      : undefined;
  return {
    lo: lower ? lower.key : whole.lo,
    hi: upper ? after(upper.key) : whole.hi,
  };
}

function firstValueKey(cursor: CursorSpec): Buffer | undefined {
  const value = cursor.values[0];
  return value ? valueKey(value) : undefined;
}

/** Key of the cursor's document relative to a name scan: doc key or full name key. */
function nameKey(
  query: NormalizedQuery,
  cursor: CursorSpec,
  collectionPath: string | undefined,
): Buffer | undefined {
  const reference = cursor.values[0]?.referenceValue;
  if (!reference?.startsWith(`${query.root}/`)) return undefined;
  const path = reference.slice(query.root.length + 1);
  if (collectionPath === undefined) return pathKey(path.split('/'));
  const slash = path.lastIndexOf('/');
  if (path.slice(0, slash) !== collectionPath) return undefined;
  return pathKey([path.slice(slash + 1)]);
}

function seekSource(
  query: NormalizedQuery,
  source: PlanSource,
  collectionPath: string,
): PlanSource {
  const first = query.orders[0];
  if (!first) return source;
  switch (source.kind) {
    case 'index': {
      if (first.field.isName || first.field.canonical !== source.field) return source;
      const range = cursorRange(query, firstValueKey, {
        lo: Buffer.alloc(0),
        hi: Buffer.from([0xff, 0xff]),
      });
      return { ...source, ranges: intersectRanges(source.ranges, [range]) };
    }
    case 'collection': {
      if (!first.field.isName) return source;
      const range = cursorRange(query, (cursor) => nameKey(query, cursor, collectionPath), {
        lo: source.lo ?? Buffer.alloc(0),
        hi: source.hi ?? Buffer.from([0xff, 0xff]),
      });
      return { ...source, lo: range.lo, hi: range.hi };
    }
    case 'group':
    case 'descendants': {
      if (!first.field.isName) return source;
      const range = cursorRange(query, (cursor) => nameKey(query, cursor, undefined), source);
      const lo = Buffer.compare(range.lo, source.lo) > 0 ? range.lo : source.lo;
      const hi = Buffer.compare(range.hi, source.hi) < 0 ? range.hi : source.hi;
      return { ...source, lo, hi };
    }
    case 'snapshot':
    case 'union':
    case 'empty':
      return source;
  }
}

/**
 * Narrows an ordered scan to start at its start cursor (and stop at its end
 * cursor), so that deep pages do not read every document before them.
 */
export function seekCursors(query: NormalizedQuery, plan: QueryPlan): QueryPlan {
  if (!query.startAt && !query.endAt) return plan;
  if (plan.orderedPrefix === 0) return plan;
  const collectionPath = [query.parentPath, query.collectionId].filter(Boolean).join('/');
  return { ...plan, source: seekSource(query, plan.source, collectionPath) };
}
