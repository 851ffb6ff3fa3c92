import { beforeAll, describe, expect, it } from 'vitest';
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import type { CollectionReference } from 'firebase-admin/firestore';
import { createFirestoreTestContext, useFirestore } from './support/firestore-test-context.js';

const ctx = useFirestore('aggregations');

/** Scores mixing integers and doubles, plus values sum() and average() must ignore. */
const orders: Record<string, Record<string, unknown>> = {
  o1: { shop: 'a', amount: 10, qty: 1, meta: { weight: 1.5 } },
  o2: { shop: 'a', amount: 20, qty: 2, meta: { weight: 2 } },
  o3: { shop: 'b', amount: 2.5, qty: 3, meta: { weight: 0.5 } },
  o4: { shop: 'b', amount: 'n/a', qty: 4 },
  o5: { shop: 'b', amount: null, qty: 5 },
  o6: { shop: 'c', amount: [100], qty: 6 },
  o7: { shop: 'c', qty: 7 },
  o8: { shop: 'c', amount: true, qty: 8 },
};

let col: CollectionReference;

beforeAll(async () => {
  col = ctx.collection('orders');
  const batch = ctx.db.batch();
  for (const [id, data] of Object.entries(orders)) batch.set(col.doc(id), data);
  await batch.commit();
});

describe('count', () => {
  it('counts every document of a collection', async () => {
    const snapshot = await col.count().get();
    expect(snapshot.data().count).toBe(8);
    expect(snapshot.readTime).toBeInstanceOf(Timestamp);
  });

  it('counts the documents matching a filter', async () => {
    expect((await col.where('shop', '==', 'b').count().get()).data().count).toBe(3);
    expect((await col.where('qty', '>=', 6).count().get()).data().count).toBe(3);
  });

  it('counts 0 when nothing matches', async () => {
    expect((await col.where('shop', '==', 'zzz').count().get()).data().count).toBe(0);
    expect((await ctx.collection().count().get()).data().count).toBe(0);
  });

  it('counts at most limit documents', async () => {
    expect((await col.limit(3).count().get()).data().count).toBe(3);
    expect((await col.limit(100).count().get()).data().count).toBe(8);
  });

  it('counts only documents having the ordered field', async () => {
    expect((await col.orderBy('amount').count().get()).data().count).toBe(7);
  });

  it('counts within cursors and after an offset', async () => {
    expect((await col.orderBy('qty').startAfter(2).endAt(6).count().get()).data().count).toBe(4);
    expect((await col.orderBy('qty').offset(5).count().get()).data().count).toBe(3);
  });

  it('counts a collection group', async () => {
    const group = ctx.collectionId('group');
    await ctx.db.doc(`${group}/a`).set({});
    await ctx.db.doc(`x/y/${group}/b`).set({});
    await ctx.db.doc(`x/y/z/w/${group}/c`).set({});
    expect((await ctx.db.collectionGroup(group).count().get()).data().count).toBe(3);
  });
});

describe('sum and average', () => {
  it('sums integers as an integer and averages them as a double', async () => {
    const snapshot = await col
      .where('shop', '==', 'a')
      .aggregate({
        total: AggregateField.sum('amount'),
        mean: AggregateField.average('amount'),
      })
      .get();
    expect(snapshot.data()).toEqual({ total: 30, mean: 15 });
  });

  it('averages to a fraction when needed', async () => {
    const snapshot = await col
      .where('qty', '<=', 2)
      .aggregate({ mean: AggregateField.average('qty') })
      .get();
    expect(snapshot.data().mean).toBe(1.5);
  });

  it('mixes integers and doubles', async () => {
    const snapshot = await col.aggregate({ total: AggregateField.sum('amount') }).get();
    expect(snapshot.data().total).toBe(32.5);
  });

  it('ignores strings, null, arrays, booleans and missing fields', async () => {
    const snapshot = await col
      .aggregate({
        total: AggregateField.sum('amount'),
        mean: AggregateField.average('amount'),
        n: AggregateField.count(),
      })
      .get();
    // Only 10, 20 and 2.5 are numbers, so the average is over those three. Aggregating a field
    // implies that the field exists, so the count leaves out o7, which lacks `amount`.
    expect(snapshot.data().total).toBe(32.5);
    expect(snapshot.data().mean).toBeCloseTo(32.5 / 3, 12);
    expect(snapshot.data().n).toBe(7);
  });

  it('returns sum 0 and average null when no value is numeric', async () => {
    const snapshot = await col
      .where('shop', '==', 'c')
      .aggregate({
        total: AggregateField.sum('amount'),
        mean: AggregateField.average('amount'),
      })
      .get();
    expect(snapshot.data()).toEqual({ total: 0, mean: null });
  });

  it('returns count 0, sum 0 and average null on an empty result', async () => {
    const snapshot = await ctx
      .collection()
      .aggregate({
        n: AggregateField.count(),
        total: AggregateField.sum('x'),
        mean: AggregateField.average('x'),
      })
      .get();
    expect(snapshot.data()).toEqual({ n: 0, total: 0, mean: null });
  });

  it('aggregations over different fields only include documents having all of them', async () => {
    // https://firebase.google.com/docs/firestore/query-data/aggregation-queries#behavior_and_limitations
    const snapshot = await col
      .aggregate({
        n: AggregateField.count(),
        units: AggregateField.sum('qty'),
        weight: AggregateField.sum('meta.weight'),
      })
      .get();
    expect(snapshot.data()).toEqual({ n: 3, units: 6, weight: 4 });
  });

  it('aggregates a nested field', async () => {
    const snapshot = await col.aggregate({ w: AggregateField.sum('meta.weight') }).get();
    expect(snapshot.data().w).toBe(4);
  });

  it('computes several aggregations with aliases in one request', async () => {
    const snapshot = await col
      .where('shop', 'in', ['a', 'b'])
      .aggregate({
        orders: AggregateField.count(),
        units: AggregateField.sum('qty'),
        avgUnits: AggregateField.average('qty'),
        revenue: AggregateField.sum('amount'),
      })
      .get();
    expect(snapshot.data()).toEqual({ orders: 5, units: 15, avgUnits: 3, revenue: 32.5 });
  });

  it('aggregates only the first limit documents', async () => {
    const snapshot = await col
      .orderBy('qty')
      .limit(4)
      .aggregate({
        units: AggregateField.sum('qty'),
        mean: AggregateField.average('qty'),
      })
      .get();
    expect(snapshot.data()).toEqual({ units: 10, mean: 2.5 });
  });

  it('returns an integer sum for integers and a double once it overflows int64', async () => {
    // A client reading with useBigInt sees integers as bigint and doubles as number.
    const bigIntCtx = createFirestoreTestContext('aggregations-bigint', {
      projectId: ctx.projectId,
      settings: { useBigInt: true },
    });
    try {
      const small = bigIntCtx.db.collection(ctx.collectionId('ints'));
      await small.doc('a').set({ v: 3n });
      await small.doc('b').set({ v: 4n });
      const ints = await small
        .aggregate({ total: AggregateField.sum('v'), mean: AggregateField.average('v') })
        .get();
      expect(ints.data()).toEqual({ total: 7n, mean: 3.5 });

      const huge = bigIntCtx.db.collection(ctx.collectionId('huge'));
      await huge.doc('a').set({ v: 2n ** 62n });
      await huge.doc('b').set({ v: 2n ** 62n });
      const overflow = await huge.aggregate({ total: AggregateField.sum('v') }).get();
      expect(overflow.data().total).toBe(2 ** 63);
    } finally {
      await bigIntCtx.dispose();
    }
  });

  it('propagates NaN and Infinity following IEEE 754', async () => {
    const collection = ctx.collection();
    await collection.doc('a').set({ v: 1, w: Infinity });
    await collection.doc('b').set({ v: NaN, w: 1 });
    const snapshot = await collection
      .aggregate({
        v: AggregateField.sum('v'),
        w: AggregateField.sum('w'),
        avgW: AggregateField.average('w'),
      })
      .get();
    expect(snapshot.data().v).toBeNaN();
    expect(snapshot.data().w).toBe(Infinity);
    expect(snapshot.data().avgW).toBe(Infinity);
  });

  it('sums negative numbers and doubles exactly as IEEE doubles', async () => {
    const collection = ctx.collection();
    await collection.doc('a').set({ v: 0.1 });
    await collection.doc('b').set({ v: 0.2 });
    await collection.doc('c').set({ v: -5 });
    const snapshot = await collection.aggregate({ v: AggregateField.sum('v') }).get();
    expect(snapshot.data().v).toBeCloseTo(-4.7, 12);
  });
});
