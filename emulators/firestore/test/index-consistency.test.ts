import { beforeAll, describe, expect, it } from 'vitest';
import { AggregateField, FieldValue, Filter } from 'firebase-admin/firestore';
import type { CollectionReference, Query } from 'firebase-admin/firestore';
import { useFirestore } from './support/firestore-test-context.js';

const ctx = useFirestore('index-consistency');

async function ids(query: Query): Promise<string[]> {
  return (await query.get()).docs.map((doc) => doc.id);
}

describe('index entries follow every write', () => {
  it('an updated value no longer matches its old value', async () => {
    const col = ctx.collection();
    await col.doc('a').set({ v: 1 });
    await col.doc('a').update({ v: 2 });
    expect(await ids(col.where('v', '==', 1))).toEqual([]);
    expect(await ids(col.where('v', '<', 2))).toEqual([]);
    expect(await ids(col.where('v', '==', 2))).toEqual(['a']);
  });

  it('a field dropped by set() or FieldValue.delete() leaves every query on it', async () => {
    const col = ctx.collection();
    await col.doc('a').set({ v: 1, w: 1 });
    await col.doc('b').set({ v: 1, w: 1 });
    await col.doc('a').set({ other: true });
    await col.doc('b').update({ v: FieldValue.delete() });
    expect(await ids(col.where('v', '==', 1))).toEqual([]);
    expect(await ids(col.orderBy('v'))).toEqual([]);
    expect(await ids(col.where('w', '!=', 0))).toEqual(['b']);
  });

  it('a deleted document leaves every query and count', async () => {
    const col = ctx.collection();
    await col.doc('a').set({ v: 1, tags: ['t'] });
    await col.doc('a').delete();
    expect(await ids(col.where('v', '==', 1))).toEqual([]);
    expect(await ids(col.where('tags', 'array-contains', 't'))).toEqual([]);
    expect((await col.count().get()).data().count).toBe(0);
  });

  it('array elements removed from a document no longer match array-contains', async () => {
    const col = ctx.collection();
    await col.doc('a').set({ tags: ['x', 'y'] });
    await col.doc('a').update({ tags: FieldValue.arrayRemove('x') });
    expect(await ids(col.where('tags', 'array-contains', 'x'))).toEqual([]);
    expect(await ids(col.where('tags', 'array-contains-any', ['x', 'y']))).toEqual(['a']);
    await col.doc('a').update({ tags: 'y' });
    expect(await ids(col.where('tags', 'array-contains', 'y'))).toEqual([]);
    expect(await ids(col.where('tags', '==', 'y'))).toEqual(['a']);
  });

  it('nested values follow updates through dotted paths and set merge', async () => {
    const col = ctx.collection();
    await col.doc('a').set({ m: { k: 1, j: 1 } });
    await col.doc('a').update({ 'm.k': 2 });
    expect(await ids(col.where('m.k', '==', 1))).toEqual([]);
    expect(await ids(col.where('m', '==', { k: 2, j: 1 }))).toEqual(['a']);
    await col.doc('a').set({ m: { j: 5 } }, { merge: true });
    expect(await ids(col.where('m.j', '==', 1))).toEqual([]);
    expect(await ids(col.where('m', '==', { k: 2, j: 5 }))).toEqual(['a']);
  });

  it('a value changing type moves to the order of its new type', async () => {
    const col = ctx.collection();
    await col.doc('a').set({ v: 'text' });
    await col.doc('b').set({ v: 5 });
    await col.doc('a').update({ v: 1 });
    expect(await ids(col.orderBy('v'))).toEqual(['a', 'b']);
    expect(await ids(col.where('v', '>=', ''))).toEqual([]);
  });

  it('transform results are indexed', async () => {
    const col = ctx.collection();
    await col.doc('a').set({ n: 1, tags: [] });
    await col.doc('a').update({ n: FieldValue.increment(4), tags: FieldValue.arrayUnion('new') });
    expect(await ids(col.where('n', '==', 5))).toEqual(['a']);
    expect(await ids(col.where('tags', 'array-contains', 'new'))).toEqual(['a']);
  });
});

// Queries over a seeded random collection, checked against a plain in-memory evaluation of
// Firestore's rules, so that the emulator's index planning cannot drift from its semantics.

type Row = Record<string, unknown> & { id: string };

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRows(count: number): Row[] {
  const random = mulberry32(20240229);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const row: Row = {
      id: `d${String((i * 37) % count).padStart(3, '0')}`,
      a: pick([0, 1, 2, 3, 4, 5]),
    };
    if (random() < 0.85) row.b = pick(['x', 'y', 'z', null]);
    // Integers and doubles mixed in one field.
    row.c = random() < 0.5 ? Math.floor(random() * 100) : Math.round(random() * 10_000) / 100;
    if (random() < 0.8) row.tags = ['p', 'q', 'r', 's'].filter(() => random() < 0.4);
    row.m = { k: pick([0, 1, 2, 3]) };
    return row;
  });
}

/** Firestore's order for the types the fixture uses: null < numbers < strings < arrays. */
function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  return 3;
}

function compareValues(left: unknown, right: unknown): number {
  const rank = typeRank(left) - typeRank(right);
  if (rank !== 0) return rank;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'string' && typeof right === 'string')
    return left < right ? -1 : left > right ? 1 : 0;
  if (Array.isArray(left) && Array.isArray(right)) {
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const order = compareValues(left[i], right[i]);
      if (order !== 0) return order;
    }
    return left.length - right.length;
  }
  return 0;
}

function valueAt(row: Row, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

interface Oracle {
  where: (row: Row) => boolean;
  /** Explicit orders, then the implicit ones Firestore adds for inequality fields. */
  orderBy: [string, 'asc' | 'desc'][];
  offset?: number;
  limit?: number;
}

function expected(rows: Row[], oracle: Oracle): string[] {
  const last = oracle.orderBy[oracle.orderBy.length - 1];
  const nameDirection = last?.[1] === 'desc' ? -1 : 1;
  const matching = rows
    .filter((row) => oracle.orderBy.every(([field]) => valueAt(row, field) !== undefined))
    .filter(oracle.where)
    .sort((x, y) => {
      for (const [field, direction] of oracle.orderBy) {
        const order = compareValues(valueAt(x, field), valueAt(y, field));
        if (order !== 0) return direction === 'desc' ? -order : order;
      }
      return (x.id < y.id ? -1 : 1) * nameDirection;
    })
    .map((row) => row.id);
  const start = oracle.offset ?? 0;
  return matching.slice(start, oracle.limit === undefined ? undefined : start + oracle.limit);
}

const rows = makeRows(150);
let col: CollectionReference;

beforeAll(async () => {
  col = ctx.collection('random');
  const batch = ctx.db.batch();
  for (const { id, ...data } of rows) batch.set(col.doc(id), data);
  await batch.commit();
});

const num = (row: Row, field: string): number | undefined => {
  const value = valueAt(row, field);
  return typeof value === 'number' ? value : undefined;
};
const tagsOf = (row: Row): unknown[] => (Array.isArray(row.tags) ? row.tags : []);

const cases: [string, () => Query, Oracle][] = [
  [
    'equality on an integer field',
    () => col.where('a', '==', 3),
    { where: (r) => r.a === 3, orderBy: [] },
  ],
  [
    'in with an order and a limit',
    () => col.where('a', 'in', [1, 4]).orderBy('c', 'desc').limit(10),
    { where: (r) => r.a === 1 || r.a === 4, orderBy: [['c', 'desc']], limit: 10 },
  ],
  [
    'a range on mixed integers and doubles',
    () => col.where('c', '>=', 50),
    { where: (r) => (num(r, 'c') ?? -1) >= 50, orderBy: [['c', 'asc']] },
  ],
  [
    'a closed range in descending order',
    () => col.where('c', '>', 20).where('c', '<', 60.5).orderBy('c', 'desc'),
    {
      where: (r) => (num(r, 'c') ?? 0) > 20 && (num(r, 'c') ?? 99) < 60.5,
      orderBy: [['c', 'desc']],
    },
  ],
  [
    'equality with an order, offset and limit',
    () => col.where('b', '==', 'x').orderBy('c').offset(2).limit(5),
    { where: (r) => r.b === 'x', orderBy: [['c', 'asc']], offset: 2, limit: 5 },
  ],
  [
    '!= on a field holding nulls and gaps',
    () => col.where('b', '!=', 'y'),
    { where: (r) => typeof r.b === 'string' && r.b !== 'y', orderBy: [['b', 'asc']] },
  ],
  [
    'not-in',
    () => col.where('b', 'not-in', ['x', 'z']),
    {
      where: (r) => typeof r.b === 'string' && r.b !== 'x' && r.b !== 'z',
      orderBy: [['b', 'asc']],
    },
  ],
  [
    'array-contains with an order on another field',
    () => col.where('tags', 'array-contains', 'p').orderBy('a'),
    { where: (r) => tagsOf(r).includes('p'), orderBy: [['a', 'asc']] },
  ],
  [
    'array-contains-any with a limit',
    () => col.where('tags', 'array-contains-any', ['q', 's']).limit(7),
    { where: (r) => tagsOf(r).includes('q') || tagsOf(r).includes('s'), orderBy: [], limit: 7 },
  ],
  [
    'an OR across two fields',
    () => col.where(Filter.or(Filter.where('a', '==', 0), Filter.where('b', '==', 'z'))),
    { where: (r) => r.a === 0 || r.b === 'z', orderBy: [] },
  ],
  [
    'a range AND an OR',
    () =>
      col.where(
        Filter.and(
          Filter.where('a', '>=', 2),
          Filter.or(Filter.where('b', '==', 'x'), Filter.where('tags', 'array-contains', 'r')),
        ),
      ),
    {
      where: (r) => (r.a as number) >= 2 && (r.b === 'x' || tagsOf(r).includes('r')),
      orderBy: [['a', 'asc']],
    },
  ],
  [
    'a nested equality with two orders',
    () => col.where('m.k', '==', 2).orderBy('a', 'desc').orderBy('c'),
    {
      where: (r) => valueAt(r, 'm.k') === 2,
      orderBy: [
        ['a', 'desc'],
        ['c', 'asc'],
      ],
    },
  ],
  [
    'two orders with a cursor',
    () => col.orderBy('a').orderBy('c', 'desc').startAfter(2, 50).limit(10),
    {
      where: (r) => (r.a as number) > 2 || (r.a === 2 && (num(r, 'c') ?? 0) < 50),
      orderBy: [
        ['a', 'asc'],
        ['c', 'desc'],
      ],
      limit: 10,
    },
  ],
  [
    'an order on a field holding nulls and gaps',
    () => col.orderBy('b').limit(40),
    { where: () => true, orderBy: [['b', 'asc']], limit: 40 },
  ],
  [
    'ranges on two fields',
    () => col.where('a', '>', 1).where('c', '<', 50),
    {
      where: (r) => (r.a as number) > 1 && (num(r, 'c') ?? 99) < 50,
      orderBy: [
        ['a', 'asc'],
        ['c', 'asc'],
      ],
    },
  ],
];

describe('queries over a random collection agree with an in-memory evaluation', () => {
  it.each(cases)('%s', async (_name, query, oracle) => {
    const want = expected(rows, oracle);
    expect(want.length, 'the case should select something').toBeGreaterThan(0);
    expect(await ids(query())).toEqual(want);
  });

  it('count, sum and average agree too', async () => {
    const query = col.where('a', 'in', [2, 3, 5]);
    const matching = rows.filter((r) => [2, 3, 5].includes(r.a as number));
    const snapshot = await query
      .aggregate({
        n: AggregateField.count(),
        total: AggregateField.sum('c'),
        mean: AggregateField.average('c'),
      })
      .get();
    const total = matching.reduce((sum, r) => sum + (num(r, 'c') ?? 0), 0);
    expect(snapshot.data().n).toBe(matching.length);
    expect(snapshot.data().total).toBeCloseTo(total, 6);
    expect(snapshot.data().mean).toBeCloseTo(total / matching.length, 6);
  });
});
