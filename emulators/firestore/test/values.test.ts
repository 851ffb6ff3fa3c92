import { describe, expect, it } from 'vitest';
import { FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';
import { createFirestoreTestContext, useFirestore } from './support/firestore-test-context.js';

const ctx = useFirestore('values');

async function roundTrip(value: unknown): Promise<unknown> {
  const ref = ctx.collection('round-trip').doc('d');
  await ref.set({ v: value });
  const snapshot = await ref.get();
  return snapshot.get('v');
}

/** Writes one document per value, ids padded so that insertion order is recoverable. */
async function writeValues(collection: CollectionReference, values: unknown[]): Promise<void> {
  const batch = ctx.db.batch();
  values.forEach((v, index) =>
    batch.set(collection.doc(`v${String(index).padStart(2, '0')}`), { v }),
  );
  await batch.commit();
}

async function orderedIds(
  collection: CollectionReference,
  direction: 'asc' | 'desc' = 'asc',
): Promise<string[]> {
  const snapshot = await collection.orderBy('v', direction).get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Ids of `values` written by `writeValues`, in the order given. */
function idsOf(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `v${String(index).padStart(2, '0')}`);
}

describe('round trip of every value type', () => {
  it('keeps null', async () => {
    expect(await roundTrip(null)).toBeNull();
  });

  it('keeps true and false', async () => {
    expect(await roundTrip(true)).toBe(true);
    expect(await roundTrip(false)).toBe(false);
  });

  it('keeps integers up to the safe-integer range', async () => {
    for (const n of [0, 1, -1, 42, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER]) {
      expect(await roundTrip(n)).toBe(n);
    }
    expect(await roundTrip(Number.MIN_SAFE_INTEGER)).toBe(Number.MIN_SAFE_INTEGER);
  });

  it('keeps doubles, including the extremes of the IEEE 754 range', async () => {
    for (const n of [3.14, -2.5e-300, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 0.1]) {
      expect(await roundTrip(n)).toBe(n);
    }
  });

  it('keeps NaN, Infinity and -Infinity', async () => {
    expect(await roundTrip(NaN)).toBeNaN();
    expect(await roundTrip(Infinity)).toBe(Infinity);
    expect(await roundTrip(-Infinity)).toBe(-Infinity);
  });

  it('keeps the sign of -0', async () => {
    expect(Object.is(await roundTrip(-0), -0)).toBe(true);
  });

  it('keeps int64 extremes exactly when the client reads BigInt', async () => {
    const bigIntCtx = createFirestoreTestContext('values-bigint', {
      projectId: ctx.projectId,
      settings: { useBigInt: true },
    });
    try {
      const ref = bigIntCtx.db.collection(ctx.collectionId('int64')).doc('d');
      const max = 9223372036854775807n;
      const min = -9223372036854775808n;
      await ref.set({ max, min, small: 7n });
      const snapshot = await ref.get();
      expect(snapshot.get('max')).toBe(max);
      expect(snapshot.get('min')).toBe(min);
      expect(snapshot.get('small')).toBe(7n);
      // A plain client reads the same integers as the nearest double.
      const plain = await ctx.db.doc(ref.path).get();
      expect(plain.get('max')).toBe(Number(max));
      expect(plain.get('small')).toBe(7);
    } finally {
      await bigIntCtx.dispose();
    }
  });

  it('keeps a Timestamp to the microsecond', async () => {
    const written = new Timestamp(1_700_000_000, 123_456_000);
    const read = await roundTrip(written);
    expect(read).toBeInstanceOf(Timestamp);
    expect((read as Timestamp).isEqual(written)).toBe(true);
  });

  it('truncates Timestamp nanoseconds to microseconds', async () => {
    // Firestore stores timestamps with microsecond precision; extra precision is rounded down.
    // https://firebase.google.com/docs/firestore/manage-data/data-types
    const read = (await roundTrip(new Timestamp(1_700_000_000, 123_456_789))) as Timestamp;
    expect(read.seconds).toBe(1_700_000_000);
    expect(read.nanoseconds).toBe(123_456_000);
  });

  it('keeps Timestamps before the epoch and at the ends of the supported range', async () => {
    for (const ts of [
      new Timestamp(-1, 999_999_000),
      new Timestamp(-62_135_596_800, 0), // 0001-01-01T00:00:00Z
      new Timestamp(253_402_300_799, 999_999_000), // 9999-12-31T23:59:59.999999Z
    ]) {
      expect(((await roundTrip(ts)) as Timestamp).isEqual(ts)).toBe(true);
    }
  });

  it('stores a JavaScript Date as a Timestamp', async () => {
    const date = new Date('2024-02-29T12:34:56.789Z');
    const read = await roundTrip(date);
    expect(read).toBeInstanceOf(Timestamp);
    expect((read as Timestamp).toDate().toISOString()).toBe(date.toISOString());
  });

  it('keeps strings: empty, unicode, emoji, control characters and long text', async () => {
    for (const s of [
      '',
      'plain',
      'éàü ß 漢字 한국어 עברית',
      '😀👍🏽🇫🇷',
      'nul\u0000inside',
      'line\nbreak\ttab',
      'x'.repeat(100_000),
    ]) {
      expect(await roundTrip(s)).toBe(s);
    }
  });

  it('keeps bytes, including zero bytes and all 256 byte values', async () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const read = await roundTrip(all);
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(Buffer.compare(read as Buffer, all)).toBe(0);
    const empty = await roundTrip(new Uint8Array(0));
    expect((empty as Buffer).length).toBe(0);
  });

  it('keeps document references, top-level and nested', async () => {
    for (const path of ['users/alice', 'users/alice/posts/p1', 'a b/ü 😀']) {
      const read = await roundTrip(ctx.db.doc(path));
      expect(read).toHaveProperty('path', path);
      expect((read as { isEqual(other: unknown): boolean }).isEqual(ctx.db.doc(path))).toBe(true);
    }
  });

  it('keeps GeoPoints, including the poles and the antimeridian', async () => {
    for (const point of [
      new GeoPoint(48.8566, 2.3522),
      new GeoPoint(-90, -180),
      new GeoPoint(90, 180),
    ]) {
      const read = await roundTrip(point);
      expect(read).toBeInstanceOf(GeoPoint);
      expect((read as GeoPoint).isEqual(point)).toBe(true);
    }
  });

  it('keeps arrays of mixed types in order, duplicates included', async () => {
    const array = [1, 'two', null, true, 1, { three: 3 }, 2.5, new GeoPoint(1, 2)];
    const read = (await roundTrip(array)) as unknown[];
    expect(read).toHaveLength(array.length);
    expect(read.slice(0, 7)).toEqual(array.slice(0, 7));
    expect((read[7] as GeoPoint).isEqual(new GeoPoint(1, 2))).toBe(true);
  });

  it('keeps nested maps and arrays of maps', async () => {
    const value = { a: { b: { c: { d: [{ e: 1 }, { f: ['g'] }] } } }, h: {} };
    expect(await roundTrip(value)).toEqual(value);
  });

  it('keeps empty arrays and empty maps', async () => {
    expect(await roundTrip([])).toEqual([]);
    expect(await roundTrip({})).toEqual({});
    const ref = ctx.collection().doc('empty');
    await ref.set({});
    const snapshot = await ref.get();
    expect(snapshot.exists).toBe(true);
    expect(snapshot.data()).toEqual({});
  });

  it('keeps map keys with dots, spaces, backticks, unicode and leading digits', async () => {
    const value = { 'a.b': 1, 'with space': 2, '`tick`': 3, 'é😀': 4, '123': 5 };
    expect(await roundTrip(value)).toEqual(value);
  });

  it('keeps vector values as VectorValue', async () => {
    const vector = FieldValue.vector([1, 2.5, -3]);
    const read = await roundTrip(vector);
    // firebase-admin does not export the VectorValue class itself.
    expect(read).toBeInstanceOf(vector.constructor);
    expect((read as typeof vector).isEqual(vector)).toBe(true);
    expect((read as typeof vector).toArray()).toEqual([1, 2.5, -3]);
  });

  it('keeps a document holding every type at once', async () => {
    const ref = ctx.collection().doc('all');
    const data: DocumentData = {
      nil: null,
      bool: true,
      int: 7,
      double: 7.5,
      ts: new Timestamp(1, 2000),
      str: 's',
      bytes: Buffer.from([1, 2, 3]),
      ref: ctx.db.doc('x/y'),
      geo: new GeoPoint(1, 1),
      arr: [1, 0],
      map: { k: 'v' },
    };
    await ref.set(data);
    const read = (await ref.get()).data() ?? {};
    expect(Object.keys(read).sort()).toEqual(Object.keys(data).sort());
    expect(read.nil).toBeNull();
    expect(read.int).toBe(7);
    expect(read.double).toBe(7.5);
    expect((read.ts as Timestamp).isEqual(new Timestamp(1, 2000))).toBe(true);
    expect(Buffer.compare(read.bytes as Buffer, Buffer.from([1, 2, 3]))).toBe(0);
    expect(read.ref).toHaveProperty('path', 'x/y');
    expect(read.map).toEqual({ k: 'v' });
  });

  it('keeps document ids with unicode, spaces and punctuation', async () => {
    const collection = ctx.collection();
    const ids = ['é', '😀', 'with space', 'dots.in.id', '_x_', "'quote'", '-'];
    await Promise.all(ids.map((id) => collection.doc(id).set({ id })));
    for (const id of ids) {
      const snapshot = await collection.doc(id).get();
      expect(snapshot.get('id')).toBe(id);
    }
  });
});

describe('ordering of values', () => {
  it('orders one value of each type in Firestore’s cross-type order', async () => {
    // https://firebase.google.com/docs/firestore/manage-data/data-types#value_type_ordering
    const collection = ctx.collection('cross-type');
    const values = [
      null,
      false,
      true,
      NaN,
      -Infinity,
      -1,
      0.5,
      1,
      Infinity,
      new Timestamp(0, 0),
      new Timestamp(1_000, 0),
      '',
      'a',
      Buffer.from([0]),
      ctx.db.doc('a/a'),
      new GeoPoint(0, 0),
      [],
      [1],
      {},
      { a: 1 },
    ];
    await writeValues(collection, values);
    expect(await orderedIds(collection)).toEqual(idsOf(values.length));
    expect(await orderedIds(collection, 'desc')).toEqual(idsOf(values.length).reverse());
  });

  it('orders numbers numerically, NaN first, integers and doubles interleaved', async () => {
    const collection = ctx.collection('numbers');
    const values = [
      NaN,
      -Infinity,
      -Number.MAX_VALUE,
      -(2 ** 53) + 1,
      -2,
      -1.5,
      -1,
      -Number.MIN_VALUE,
      0,
      Number.MIN_VALUE,
      0.5,
      1,
      1.5,
      2,
      2 ** 53 - 1,
      2 ** 60,
      Number.MAX_VALUE,
      Infinity,
    ];
    await writeValues(collection, [...values].reverse());
    const expected = idsOf(values.length).reverse();
    expect(await orderedIds(collection)).toEqual(expected);
    expect(await orderedIds(collection, 'desc')).toEqual([...expected].reverse());
  });

  it('compares integers and doubles exactly beyond 2^53', async () => {
    const bigIntCtx = createFirestoreTestContext('values-bigint', {
      projectId: ctx.projectId,
      settings: { useBigInt: true },
    });
    try {
      const collection = bigIntCtx.db.collection(ctx.collectionId('precision'));
      // 2^53 + 1 has no double; it sits strictly between the doubles 2^53 and 2^53 + 2.
      await collection.doc('int').set({ v: 9007199254740993n });
      await collection.doc('low').set({ v: 2 ** 53 });
      await collection.doc('high').set({ v: 2 ** 53 + 2 });
      const ordered = await collection.orderBy('v').get();
      expect(ordered.docs.map((d) => d.id)).toEqual(['low', 'int', 'high']);
      expect((await collection.where('v', '==', 2 ** 53).get()).docs.map((d) => d.id)).toEqual([
        'low',
      ]);
    } finally {
      await bigIntCtx.dispose();
    }
  });

  it('treats 0 and -0 as equal, tie-broken by document id', async () => {
    const collection = ctx.collection('zeros');
    await collection.doc('b').set({ v: 0 });
    await collection.doc('a').set({ v: -0 });
    await collection.doc('c').set({ v: -0 });
    expect(await orderedIds(collection)).toEqual(['a', 'b', 'c']);
    const equal = await collection.where('v', '==', 0).get();
    expect(equal.size).toBe(3);
  });

  it('orders strings by UTF-8 bytes, not UTF-16 code units', async () => {
    // U+FFFF is one UTF-16 unit above the surrogates that encode U+1F600, but its UTF-8 bytes
    // (EF BF BF) sort before those of U+1F600 (F0 9F 98 80).
    const collection = ctx.collection('strings');
    const values = ['', 'A', 'Z', 'a', 'aa', 'ab', 'b', 'z', '~', 'é', 'ﬀ', '\uffff', '😀', '𠀀'];
    await writeValues(collection, [...values].reverse());
    const expected = idsOf(values.length).reverse();
    expect(await orderedIds(collection)).toEqual(expected);
  });

  it('orders and matches strings containing NUL and control characters', async () => {
    const collection = ctx.collection('nul');
    const values = ['a', 'a\u0000', 'a\u0000b', 'a\u0001', 'ab'];
    await writeValues(collection, [...values].reverse());
    expect(await orderedIds(collection)).toEqual(idsOf(values.length).reverse());
    const equal = await collection.where('v', '==', 'a\u0000').get();
    expect(equal.docs.map((doc) => doc.get('v'))).toEqual(['a\u0000']);
    const between = await collection.where('v', '>', 'a').where('v', '<', 'a\u0001').get();
    expect(between.docs.map((doc) => doc.get('v'))).toEqual(['a\u0000', 'a\u0000b']);
  });

  it('orders timestamps chronologically, including before the epoch and by microseconds', async () => {
    const collection = ctx.collection('timestamps');
    const values = [
      new Timestamp(-62_135_596_800, 0),
      new Timestamp(-1, 0),
      new Timestamp(-1, 500_000_000),
      new Timestamp(0, 0),
      new Timestamp(0, 1_000),
      new Timestamp(0, 2_000),
      new Timestamp(1_700_000_000, 0),
    ];
    await writeValues(collection, [...values].reverse());
    expect(await orderedIds(collection)).toEqual(idsOf(values.length).reverse());
  });

  it('orders bytes lexicographically as unsigned bytes, a prefix first', async () => {
    const collection = ctx.collection('bytes');
    const values = [[], [0], [0, 0], [0, 1], [1], [127], [128], [255], [255, 0]].map((b) =>
      Buffer.from(b),
    );
    await writeValues(collection, [...values].reverse());
    expect(await orderedIds(collection)).toEqual(idsOf(values.length).reverse());
  });

  it('orders references segment by segment, a parent before its descendants', async () => {
    const collection = ctx.collection('refs');
    const values = ['a/a', 'a/a/a/a', 'a/a/b/a', 'a/b', 'a/b0', 'b/a', 'b0/a'].map((path) =>
      ctx.db.doc(path),
    );
    await writeValues(collection, [...values].reverse());
    expect(await orderedIds(collection)).toEqual(idsOf(values.length).reverse());
  });

  it('orders GeoPoints by latitude, then longitude', async () => {
    const collection = ctx.collection('geo');
    const values = [
      new GeoPoint(-90, 0),
      new GeoPoint(-10, -5),
      new GeoPoint(-10, 5),
      new GeoPoint(0, -180),
      new GeoPoint(0, 180),
      new GeoPoint(90, 0),
    ];
    await writeValues(collection, [...values].reverse());
    expect(await orderedIds(collection)).toEqual(idsOf(values.length).reverse());
  });

  it('orders arrays element by element, then by length', async () => {
    const collection = ctx.collection('arrays');
    const values = [[], [null], [1], [1, 1], [1, 2], [2], ['a'], ['a', null], [{}]];
    await writeValues(collection, [...values].reverse());
    expect(await orderedIds(collection)).toEqual(idsOf(values.length).reverse());
  });

  it('orders maps key by key, then value by value, then by size', async () => {
    const collection = ctx.collection('maps');
    const values = [{}, { a: 1 }, { a: 1, b: 1 }, { a: 2 }, { a: 'x' }, { b: 0 }, { c: 1 }];
    await writeValues(collection, [...values].reverse());
    expect(await orderedIds(collection)).toEqual(idsOf(values.length).reverse());
  });

  it('orders vectors after arrays and before maps, by dimension first', async () => {
    const collection = ctx.collection('vectors');
    const values = [
      [9, 9, 9, 9],
      FieldValue.vector([9, 9]),
      FieldValue.vector([1, 2, 3]),
      FieldValue.vector([1, 2, 4]),
      {},
    ];
    await writeValues(collection, [...values].reverse());
    expect(await orderedIds(collection)).toEqual(idsOf(values.length).reverse());
  });

  it('orders booleans false before true, and null values together by id', async () => {
    const collection = ctx.collection('bools');
    await collection.doc('t').set({ v: true });
    await collection.doc('f').set({ v: false });
    await collection.doc('n2').set({ v: null });
    await collection.doc('n1').set({ v: null });
    expect(await orderedIds(collection)).toEqual(['n1', 'n2', 'f', 't']);
    expect(await orderedIds(collection, 'desc')).toEqual(['t', 'f', 'n2', 'n1']);
  });
});
