import { beforeAll, describe, expect, it } from 'vitest';
import { FieldPath, Filter, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import type { CollectionReference, Query, WhereFilterOp } from 'firebase-admin/firestore';
import { useFirestore } from './support/firestore-test-context.js';

const ctx = useFirestore('filters');

/**
 * One field `n` holding a value of every kind, so that each operator shows which type classes it
 * matches; `g` lacks `n` altogether.
 */
const fixture: Record<string, Record<string, unknown>> = {
  a: { n: 1, s: 'apple', tags: ['red', 'fruit'], nested: { x: 1, deep: { y: 'a' } }, cat: 'x' },
  b: { n: 2, s: 'banana', tags: ['yellow', 'fruit'], nested: { x: 2 }, cat: 'y' },
  c: { n: 3.5, s: 'cherry', tags: ['red'], nested: { x: 3 }, cat: 'x' },
  d: { n: null, s: 'date', tags: [], nested: { x: null }, cat: 'y' },
  e: { n: NaN, s: 'elder', cat: 'x' },
  f: { n: '10', s: 'fig', tags: 'red', cat: 'y' },
  g: { s: 'grape', tags: [{ c: 'red' }], cat: 'x' },
  h: { n: -1, s: 'Hazel', tags: [1, 'red', 1], cat: 'y' },
  i: { n: [1], s: 'ice', nested: 'flat', cat: 'x' },
  t: { n: true, s: 'tea', cat: 'y' },
  u: { n: new Timestamp(10, 0), s: 'ugli', cat: 'x' },
  v: { n: new GeoPoint(1, 1), s: 'vanilla', cat: 'y' },
};

let items: CollectionReference;

beforeAll(async () => {
  items = ctx.collection('items');
  const batch = ctx.db.batch();
  for (const [id, data] of Object.entries(fixture)) batch.set(items.doc(id), data);
  await batch.commit();
});

async function ids(query: Query): Promise<string[]> {
  return (await query.get()).docs.map((doc) => doc.id);
}

/** Ids matched by `where(field, op, value)`, sorted, since only membership is asserted. */
async function matching(
  field: string | FieldPath,
  op: WhereFilterOp,
  value: unknown,
): Promise<string[]> {
  return (await ids(items.where(field, op, value))).sort();
}

describe('equality', () => {
  it('== matches integers, doubles, strings and arrays by value and type class', async () => {
    expect(await matching('n', '==', 1)).toEqual(['a']);
    expect(await matching('n', '==', 3.5)).toEqual(['c']);
    expect(await matching('n', '==', '10')).toEqual(['f']);
    expect(await matching('n', '==', 10)).toEqual([]);
    expect(await matching('n', '==', [1])).toEqual(['i']);
    expect(await matching('n', '==', true)).toEqual(['t']);
  });

  it('== null matches only stored nulls, not missing fields', async () => {
    expect(await matching('n', '==', null)).toEqual(['d']);
  });

  it('== NaN matches only NaN', async () => {
    expect(await matching('n', '==', NaN)).toEqual(['e']);
  });

  it('== matches timestamps, GeoPoints and maps by value', async () => {
    expect(await matching('n', '==', new Timestamp(10, 0))).toEqual(['u']);
    expect(await matching('n', '==', new GeoPoint(1, 1))).toEqual(['v']);
    expect(await matching('nested', '==', { x: 2 })).toEqual(['b']);
    expect(await matching('nested', '==', { x: 1 })).toEqual([]);
  });

  it('== on a map ignores the order in which keys were written', async () => {
    const collection = ctx.collection('maps');
    await collection.doc('m').set({ m: { a: 1, b: 2 } });
    expect(await ids(collection.where('m', '==', { b: 2, a: 1 }))).toEqual(['m']);
    expect(await ids(collection.where('m', '==', { a: 1 }))).toEqual([]);
  });

  it('== on a nested path, including through a non-map value', async () => {
    expect(await matching('nested.x', '==', 2)).toEqual(['b']);
    expect(await matching('nested.x', '==', null)).toEqual(['d']);
    expect(await matching('nested.deep.y', '==', 'a')).toEqual(['a']);
    expect(await matching(new FieldPath('nested', 'x'), '==', 3)).toEqual(['c']);
  });

  it('!= excludes documents lacking the field and those holding null', async () => {
    // https://firebase.google.com/docs/firestore/query-data/queries#not_equal_
    // "returns documents where the given field exists and does not match the comparison value";
    // the docs' example `capital != false` matches "a value other than false or null".
    expect(await matching('n', '!=', 1)).toEqual(['b', 'c', 'e', 'f', 'h', 'i', 't', 'u', 'v']);
  });

  it('!= null matches every document where the field exists and is not null', async () => {
    expect(await matching('n', '!=', null)).toEqual([
      'a',
      'b',
      'c',
      'e',
      'f',
      'h',
      'i',
      't',
      'u',
      'v',
    ]);
  });

  it('!= NaN matches every document where the field exists and is neither NaN nor null', async () => {
    expect(await matching('n', '!=', NaN)).toEqual(['a', 'b', 'c', 'f', 'h', 'i', 't', 'u', 'v']);
  });

  it('!= returns results ordered by the filtered field', async () => {
    // An inequality implies an order by its field; Firestore's type order puts booleans first.
    expect(await ids(items.where('n', '!=', 1))).toEqual([
      't',
      'e',
      'h',
      'b',
      'c',
      'u',
      'f',
      'v',
      'i',
    ]);
  });
});

describe('field paths with special characters', () => {
  it('filters and orders on keys holding dots, spaces and backticks', async () => {
    const collection = ctx.collection('odd-keys');
    await collection.doc('w1').set({ 'we.ird': { 'sp ace': 3, '`b`': 1 } });
    await collection.doc('w2').set({ 'we.ird': { 'sp ace': 1 }, we: { ird: 5 } });
    const spaced = new FieldPath('we.ird', 'sp ace');
    expect(await ids(collection.where(spaced, '>', 0))).toEqual(['w2', 'w1']);
    expect(await ids(collection.orderBy(spaced, 'desc'))).toEqual(['w1', 'w2']);
    expect(await ids(collection.where(new FieldPath('we.ird', '`b`'), '==', 1))).toEqual(['w1']);
    // The dotted string path means nested keys `we` → `ird`, not the key "we.ird".
    expect(await ids(collection.where('we.ird', '==', 5))).toEqual(['w2']);
  });
});

describe('range comparisons', () => {
  it('< and <= match only values of the same type class', async () => {
    expect(await matching('n', '<', 2)).toEqual(['a', 'h']);
    expect(await matching('n', '<=', 2)).toEqual(['a', 'b', 'h']);
    // Strings compare by bytes: 'Hazel' < 'apple' < 'b' < 'banana'.
    expect(await matching('s', '<', 'b')).toEqual(['a', 'h']);
  });

  it('> and >= match only values of the same type class', async () => {
    expect(await matching('n', '>', 1)).toEqual(['b', 'c']);
    expect(await matching('n', '>=', 1)).toEqual(['a', 'b', 'c']);
    expect(await matching('n', '>=', '')).toEqual(['f']);
    expect(await matching('n', '>', false)).toEqual(['t']);
    expect(await matching('n', '>=', new Timestamp(0, 0))).toEqual(['u']);
  });

  it('numeric ranges exclude NaN, even against ±Infinity', async () => {
    expect(await matching('n', '<', Infinity)).toEqual(['a', 'b', 'c', 'h']);
    expect(await matching('n', '>', -Infinity)).toEqual(['a', 'b', 'c', 'h']);
  });

  it('ranges on arrays compare arrays only', async () => {
    expect(await matching('n', '>=', [])).toEqual(['i']);
    expect(await matching('n', '<', [1])).toEqual([]);
  });

  it('combines a lower and an upper bound on the same field', async () => {
    expect(await matching('n', '>', 0)).toEqual(['a', 'b', 'c']);
    expect(await ids(items.where('n', '>', 0).where('n', '<', 3))).toEqual(['a', 'b']);
  });

  it('applies ranges to nested paths', async () => {
    expect(await matching('nested.x', '>=', 2)).toEqual(['b', 'c']);
  });

  it('applies range filters on two different fields', async () => {
    // Firestore supports range and inequality filters on multiple fields (2024).
    const result = await ids(items.where('n', '>', 0).where('s', '<', 'c'));
    expect(result.sort()).toEqual(['a', 'b']);
  });

  it('orders by the inequality field when no order is given', async () => {
    await items.doc('j').set({ n: 1.5, s: 'jam', cat: 'x' });
    try {
      expect(await ids(items.where('n', '>', 0))).toEqual(['a', 'j', 'b', 'c']);
      expect(await ids(items.where('n', '<=', 2).orderBy('n', 'desc'))).toEqual([
        'b',
        'j',
        'a',
        'h',
      ]);
    } finally {
      await items.doc('j').delete();
    }
  });
});

describe('in and not-in', () => {
  it('in matches any listed value, across type classes', async () => {
    expect(await matching('n', 'in', [1, '10', 3.5, 99])).toEqual(['a', 'c', 'f']);
    expect(await matching('n', 'in', [[1], true])).toEqual(['i', 't']);
  });

  it('in on a nested path', async () => {
    expect(await matching('nested.x', 'in', [1, 3])).toEqual(['a', 'c']);
  });

  it('not-in excludes listed values, null and missing fields', async () => {
    // https://firebase.google.com/docs/firestore/query-data/queries#not-in
    // "documents where the given field exists, is not null, and does not match any value".
    expect(await matching('n', 'not-in', [1, 2])).toEqual(['c', 'e', 'f', 'h', 'i', 't', 'u', 'v']);
  });

  it('not-in on a nested path', async () => {
    expect(await matching('nested.x', 'not-in', [1])).toEqual(['b', 'c']);
  });
});

describe('array-contains and array-contains-any', () => {
  it('array-contains matches arrays holding the value, not scalars equal to it', async () => {
    expect(await matching('tags', 'array-contains', 'red')).toEqual(['a', 'c', 'h']);
  });

  it('array-contains compares maps and numbers by value', async () => {
    expect(await matching('tags', 'array-contains', { c: 'red' })).toEqual(['g']);
    expect(await matching('tags', 'array-contains', 1)).toEqual(['h']);
    expect(await matching('tags', 'array-contains', 1.0)).toEqual(['h']);
  });

  it('array-contains-any returns a document once even if it matches several values', async () => {
    const result = await ids(items.where('tags', 'array-contains-any', ['red', 'fruit', 'yellow']));
    expect(result.sort()).toEqual(['a', 'b', 'c', 'h']);
  });

  it('array-contains-any matches nothing for values no array holds', async () => {
    expect(await matching('tags', 'array-contains-any', ['blue', 'green'])).toEqual([]);
  });

  it('array-contains combines with equality on another field', async () => {
    expect(await ids(items.where('tags', 'array-contains', 'red').where('cat', '==', 'x'))).toEqual(
      ['a', 'c'],
    );
  });
});

describe('document id filters', () => {
  it('== and in on FieldPath.documentId()', async () => {
    expect(await matching(FieldPath.documentId(), '==', 'c')).toEqual(['c']);
    expect(await matching(FieldPath.documentId(), 'in', ['a', 'c', 'zz'])).toEqual(['a', 'c']);
    expect(await matching(FieldPath.documentId(), 'in', [items.doc('b')])).toEqual(['b']);
  });

  it('ranges on FieldPath.documentId() compare ids', async () => {
    expect(await matching(FieldPath.documentId(), '>', 't')).toEqual(['u', 'v']);
    expect(await matching(FieldPath.documentId(), '<=', items.doc('b'))).toEqual(['a', 'b']);
  });

  it('!= and not-in on FieldPath.documentId()', async () => {
    const all = Object.keys(fixture).sort();
    expect(await matching(FieldPath.documentId(), '!=', 'a')).toEqual(
      all.filter((id) => id !== 'a'),
    );
    expect(await matching(FieldPath.documentId(), 'not-in', ['a', 'b'])).toEqual(
      all.filter((id) => id !== 'a' && id !== 'b'),
    );
  });
});

describe('composite filters', () => {
  it('Filter.or returns the union, each document once', async () => {
    const query = items.where(
      Filter.or(Filter.where('n', '==', 1), Filter.where('cat', '==', 'x')),
    );
    expect((await ids(query)).sort()).toEqual(['a', 'c', 'e', 'g', 'i', 'u']);
  });

  it('Filter.and of field filters equals chained where() calls', async () => {
    const query = items.where(
      Filter.and(Filter.where('cat', '==', 'y'), Filter.where('n', '>', 0)),
    );
    expect(await ids(query)).toEqual(['b']);
  });

  it('nests OR inside AND', async () => {
    const query = items.where(
      Filter.and(
        Filter.where('cat', '==', 'x'),
        Filter.or(Filter.where('n', '==', 1), Filter.where('s', '==', 'ice')),
      ),
    );
    expect((await ids(query)).sort()).toEqual(['a', 'i']);
  });

  it('nests AND inside OR', async () => {
    const query = items.where(
      Filter.or(
        Filter.and(Filter.where('cat', '==', 'y'), Filter.where('n', '<', 0)),
        Filter.and(Filter.where('cat', '==', 'x'), Filter.where('n', '>', 3)),
      ),
    );
    expect((await ids(query)).sort()).toEqual(['c', 'h']);
  });

  it('OR of range filters on different fields', async () => {
    const query = items.where(Filter.or(Filter.where('n', '<', 0), Filter.where('s', '>=', 'u')));
    expect((await ids(query)).sort()).toEqual(['h', 'u', 'v']);
  });

  it('OR combined with in and array-contains', async () => {
    const query = items.where(
      Filter.or(
        Filter.where('n', 'in', [2, 3.5]),
        Filter.where('tags', 'array-contains', { c: 'red' }),
      ),
    );
    expect((await ids(query)).sort()).toEqual(['b', 'c', 'g']);
  });

  it('OR with an order and a limit returns the first matches in that order', async () => {
    const query = items
      .where(Filter.or(Filter.where('cat', '==', 'x'), Filter.where('n', '==', 2)))
      .orderBy('s', 'desc')
      .limit(3);
    expect(await ids(query)).toEqual(['u', 'i', 'g']);
  });

  it('a single-filter composite behaves like the filter itself', async () => {
    expect(await ids(items.where(Filter.or(Filter.where('n', '==', 2))))).toEqual(['b']);
  });

  it('matches nothing when AND filters contradict each other', async () => {
    expect(await ids(items.where('n', '==', 1).where('n', '==', 2))).toEqual([]);
  });
});
