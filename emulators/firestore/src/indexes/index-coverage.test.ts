import { describe, expect, it } from 'vitest';
import type { IndexDefinition, IndexScope } from './index-definition.js';
import type { FieldOverride } from './index-file.js';
import { indexFor, isServed } from './index-coverage.js';
import type { IndexSet } from './index-coverage.js';
import type { IndexNeed } from './index-needs.js';

function indexSet(
  composites: readonly IndexDefinition[],
  overrides: readonly FieldOverride[] = [],
): IndexSet {
  return {
    composites: (group: string, scope: IndexScope) =>
      composites.filter((index) => index.collectionGroup === group && index.queryScope === scope),
    overrides,
  };
}

function composite(
  ...fields: [string, 'ASCENDING' | 'DESCENDING' | 'CONTAINS'][]
): IndexDefinition {
  return {
    collectionGroup: 'records',
    queryScope: 'COLLECTION',
    fields: [
      ...fields.map(([path, mode]) => ({ path, mode })),
      { path: '__name__', mode: 'ASCENDING' },
    ],
  };
}

function need(equalities: string[], orders: string[], contains: string[] = []): IndexNeed {
  return {
    collectionGroup: 'records',
    scope: 'COLLECTION',
    equalities: [
      ...equalities.map((path) => ({ path, contains: false })),
      ...contains.map((path) => ({ path, contains: true })),
    ],
    orders: [...orders, '__name__'].map((path) => ({ path, direction: 'ASCENDING' as const })),
  };
}

describe('index coverage', () => {
  it('merges composite indexes sharing the order suffix (zig-zag merge join)', () => {
    const set = indexSet([
      composite(['a', 'ASCENDING'], ['c', 'ASCENDING']),
      composite(['b', 'ASCENDING'], ['c', 'ASCENDING']),
    ]);
    expect(isServed(set, need(['a', 'b'], ['c']))).toBe(true);
    expect(isServed(set, need(['a', 'b', 'd'], ['c']))).toBe(false);
  });

  it('does not use an index whose prefix has a field the query does not fix', () => {
    const set = indexSet([composite(['a', 'ASCENDING'], ['b', 'ASCENDING'], ['c', 'ASCENDING'])]);
    expect(isServed(set, need(['a'], ['c']))).toBe(false);
    expect(isServed(set, need(['a', 'b'], ['c']))).toBe(true);
  });

  it('serves array-contains only from a CONTAINS field', () => {
    const set = indexSet([composite(['tags', 'ASCENDING'], ['c', 'ASCENDING'])]);
    expect(isServed(set, need([], ['c'], ['tags']))).toBe(false);
    expect(
      isServed(
        indexSet([composite(['tags', 'CONTAINS'], ['c', 'ASCENDING'])]),
        need([], ['c'], ['tags']),
      ),
    ).toBe(true);
  });

  it('lets subfields inherit the override of their map field', () => {
    const exempt: FieldOverride = {
      collectionGroup: 'records',
      segments: ['message'],
      indexes: [],
    };
    const set = indexSet([], [exempt]);
    expect(isServed(set, need(['message.subject'], []))).toBe(false);
    expect(isServed(set, need(['messages'], []))).toBe(true);
  });

  it('proposes the equality fields, then the order, then __name__', () => {
    expect(indexFor(need(['a'], ['c'], ['tags'])).fields).toEqual([
      { path: 'a', mode: 'ASCENDING' },
      { path: 'tags', mode: 'CONTAINS' },
      { path: 'c', mode: 'ASCENDING' },
      { path: '__name__', mode: 'ASCENDING' },
    ]);
  });
});
