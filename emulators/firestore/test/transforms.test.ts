import { afterAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { google } from '@google-cloud/firestore/types/protos/firestore_v1_proto_api';
import { useFirestore } from './support/firestore-test-context.js';
import { expectGrpcError } from './support/grpc-error.js';
import {
  createRawFirestoreClient,
  databaseName,
  documentName,
} from './support/raw-firestore-client.js';

type ProtoValue = google.firestore.v1.IValue;
type FieldTransform = google.firestore.v1.DocumentTransform.IFieldTransform;

const ctx = useFirestore('transforms');
const raw = createRawFirestoreClient();
afterAll(() => raw.close());

function newDoc(): DocumentReference {
  return ctx.collection('transforms').doc('d');
}

/**
 * Sets `field` to `initial` (or leaves it missing) and applies one transform through the raw
 * gRPC client, which, unlike firebase-admin, exposes maximum / minimum and the transform results.
 */
async function applyRaw(
  initial: ProtoValue | undefined,
  transform: Omit<FieldTransform, 'fieldPath'>,
): Promise<{ result: ProtoValue | undefined; stored: ProtoValue | undefined }> {
  const path = `${ctx.collectionId('raw')}/d`;
  const [response] = await raw.commit({
    database: databaseName(ctx.projectId),
    writes: [
      {
        update: {
          name: documentName(ctx.projectId, path),
          fields: initial === undefined ? { other: { nullValue: 'NULL_VALUE' } } : { v: initial },
        },
        updateTransforms: [{ fieldPath: 'v', ...transform }],
      },
    ],
  });
  const [document] = await raw.getDocument({ name: documentName(ctx.projectId, path) });
  return {
    result: response.writeResults?.[0]?.transformResults?.[0] ?? undefined,
    stored: document.fields?.v ?? undefined,
  };
}

/** The stored value as a typed literal: `int:3`, `double:5.5`, `string:x`. */
function typed(value: ProtoValue | undefined): string {
  if (!value) return 'missing';
  if (value.integerValue !== undefined && value.integerValue !== null) {
    return `int:${String(value.integerValue)}`;
  }
  if (value.doubleValue !== undefined && value.doubleValue !== null) {
    return `double:${String(value.doubleValue)}`;
  }
  return JSON.stringify(value);
}

/**
 * A server timestamp is the server's time for the request: production uses the commit time, while
 * Google's emulator takes the time the request arrived, to the millisecond. Both are at most the
 * write time and within a second of it.
 */
function expectCommitTime(value: unknown, writeTime: Timestamp): void {
  expect(value).toBeInstanceOf(Timestamp);
  const lag = writeTime.toMillis() - (value as Timestamp).toMillis();
  expect(lag).toBeGreaterThanOrEqual(0);
  expect(lag).toBeLessThan(1_000);
}

const int = (n: number | string): ProtoValue => ({ integerValue: String(n) });
const double = (n: number): ProtoValue => ({ doubleValue: n });

describe('serverTimestamp', () => {
  it('sets the commit time, equal to the write time and the update time', async () => {
    const ref = newDoc();
    const result = await ref.set({ at: FieldValue.serverTimestamp(), n: 1 });
    const snapshot = await ref.get();
    expectCommitTime(snapshot.get('at'), result.writeTime);
    expect(snapshot.updateTime?.isEqual(result.writeTime)).toBe(true);
  });

  it('sets nested fields in create() and update()', async () => {
    const ref = newDoc();
    const created = await ref.create({ meta: { created: FieldValue.serverTimestamp() } });
    const updated = await ref.update({ 'meta.updated': FieldValue.serverTimestamp() });
    const snapshot = await ref.get();
    expectCommitTime(snapshot.get('meta.created'), created.writeTime);
    expectCommitTime(snapshot.get('meta.updated'), updated.writeTime);
  });

  it('gives every field and document of one batch the same server time', async () => {
    const collection = ctx.collection();
    const batch = ctx.db.batch();
    batch.set(collection.doc('a'), {
      x: FieldValue.serverTimestamp(),
      y: { z: FieldValue.serverTimestamp() },
    });
    batch.set(collection.doc('b'), { x: FieldValue.serverTimestamp() });
    await batch.commit();
    const [a, b] = await ctx.db.getAll(collection.doc('a'), collection.doc('b'));
    const times = [a?.get('x'), a?.get('y.z'), b?.get('x')] as Timestamp[];
    expect(times[0]?.isEqual(times[1] as Timestamp)).toBe(true);
    expect(times[0]?.isEqual(times[2] as Timestamp)).toBe(true);
  });

  it('returns the timestamp as the transform result', async () => {
    const { result, stored } = await applyRaw(undefined, { setToServerValue: 'REQUEST_TIME' });
    expect(result?.timestampValue).toBeTruthy();
    expect(stored?.timestampValue).toEqual(result?.timestampValue);
  });
});

describe('increment', () => {
  it('adds an integer to an integer and keeps it an integer', async () => {
    const { result, stored } = await applyRaw(int(40), { increment: int(2) });
    expect(typed(stored)).toBe('int:42');
    expect(typed(result)).toBe('int:42');
  });

  it('turns the field into a double when either operand is a double', async () => {
    expect(typed((await applyRaw(int(1), { increment: double(0.5) })).stored)).toBe('double:1.5');
    expect(typed((await applyRaw(double(0.5), { increment: int(1) })).stored)).toBe('double:1.5');
  });

  it('follows IEEE 754 for doubles', async () => {
    const ref = newDoc();
    await ref.set({ v: 0.1 });
    await ref.update({ v: FieldValue.increment(0.2) });
    expect((await ref.get()).get('v')).toBe(0.1 + 0.2);
  });

  it('sets a missing field to the operand', async () => {
    const ref = newDoc();
    await ref.set({ other: true });
    await ref.update({ v: FieldValue.increment(5) });
    expect((await ref.get()).data()).toEqual({ other: true, v: 5 });
  });

  it('sets a non-numeric field to the operand', async () => {
    const ref = newDoc();
    await ref.set({ s: 'text', n: null, m: { a: 1 } });
    await ref.update({
      s: FieldValue.increment(1),
      n: FieldValue.increment(2.5),
      m: FieldValue.increment(-3),
    });
    expect((await ref.get()).data()).toEqual({ s: 1, n: 2.5, m: -3 });
  });

  it('creates a missing document through set merge', async () => {
    const ref = newDoc();
    await ref.set({ count: FieldValue.increment(1) }, { merge: true });
    await ref.set({ count: FieldValue.increment(1) }, { merge: true });
    expect((await ref.get()).get('count')).toBe(2);
  });

  it('decrements with a negative operand', async () => {
    const ref = newDoc();
    await ref.set({ v: 10 });
    await ref.update({ v: FieldValue.increment(-15) });
    expect((await ref.get()).get('v')).toBe(-5);
  });

  it('saturates at the int64 bounds instead of overflowing', async () => {
    // write.proto: "If there is positive/negative integer overflow, the field is resolved to the
    // largest magnitude positive/negative integer."
    const up = await applyRaw(int('9223372036854775807'), { increment: int(1) });
    expect(typed(up.stored)).toBe('int:9223372036854775807');
    const down = await applyRaw(int('-9223372036854775807'), { increment: int(-10) });
    expect(typed(down.stored)).toBe('int:-9223372036854775808');
  });

  it('applies concurrent increments without losing any', async () => {
    const ref = newDoc();
    await ref.set({ v: 0 });
    await Promise.all(Array.from({ length: 20 }, () => ref.update({ v: FieldValue.increment(1) })));
    expect((await ref.get()).get('v')).toBe(20);
  });
});

describe('maximum and minimum (raw gRPC: firebase-admin has no API for them)', () => {
  it('maximum keeps the larger value and takes the type of the larger operand', async () => {
    expect(typed((await applyRaw(int(3), { maximum: double(5.5) })).stored)).toBe('double:5.5');
    expect(typed((await applyRaw(int(10), { maximum: double(5.5) })).stored)).toBe('int:10');
    expect(typed((await applyRaw(double(1.5), { maximum: int(2) })).stored)).toBe('int:2');
  });

  it('maximum leaves equivalent operands of another type unchanged', async () => {
    expect(typed((await applyRaw(int(3), { maximum: double(3) })).stored)).toBe('int:3');
    expect(typed((await applyRaw(double(3), { maximum: int(3) })).stored)).toBe('double:3');
  });

  it('maximum sets a missing or non-numeric field to the operand', async () => {
    expect(typed((await applyRaw(undefined, { maximum: int(-7) })).stored)).toBe('int:-7');
    expect(typed((await applyRaw({ stringValue: 'x' }, { maximum: int(1) })).stored)).toBe('int:1');
  });

  it('maximum with NaN is NaN', async () => {
    expect(typed((await applyRaw(int(3), { maximum: double(NaN) })).stored)).toBe('double:NaN');
    expect(typed((await applyRaw(double(NaN), { maximum: int(3) })).stored)).toBe('double:NaN');
  });

  it('minimum keeps the smaller value and takes the type of the smaller operand', async () => {
    expect(typed((await applyRaw(int(3), { minimum: double(1.5) })).stored)).toBe('double:1.5');
    expect(typed((await applyRaw(int(1), { minimum: double(1.5) })).stored)).toBe('int:1');
    expect(typed((await applyRaw(int(3), { minimum: double(3) })).stored)).toBe('int:3');
  });

  it('minimum sets a missing field to the operand and returns the new value', async () => {
    const { result, stored } = await applyRaw(undefined, { minimum: double(2.5) });
    expect(typed(stored)).toBe('double:2.5');
    expect(typed(result)).toBe('double:2.5');
  });

  it('minimum with NaN is NaN', async () => {
    expect(typed((await applyRaw(int(3), { minimum: double(NaN) })).stored)).toBe('double:NaN');
  });
});

describe('arrayUnion and arrayRemove', () => {
  it('arrayUnion appends only missing elements, in argument order', async () => {
    const ref = newDoc();
    await ref.set({ tags: ['a', 'b', 'a'] });
    await ref.update({ tags: FieldValue.arrayUnion('c', 'a', 'd', 'c') });
    // Existing duplicates stay; an element given twice is added once.
    expect((await ref.get()).get('tags')).toEqual(['a', 'b', 'a', 'c', 'd']);
  });

  it('arrayUnion compares maps, arrays of values and nulls by value', async () => {
    const ref = newDoc();
    await ref.set({ v: [{ a: 1 }, null, 1] });
    await ref.update({ v: FieldValue.arrayUnion({ a: 1 }, null, { a: 2 }, 1, NaN, NaN) });
    const v = (await ref.get()).get('v') as unknown[];
    expect(v.slice(0, 4)).toEqual([{ a: 1 }, null, 1, { a: 2 }]);
    expect(v).toHaveLength(5);
    expect(v[4]).toBeNaN();
  });

  it('arrayUnion creates the array on a missing field and replaces a non-array', async () => {
    const ref = newDoc();
    await ref.set({ s: 'not an array' });
    await ref.update({ s: FieldValue.arrayUnion(1, 2), fresh: FieldValue.arrayUnion('x') });
    expect((await ref.get()).data()).toEqual({ s: [1, 2], fresh: ['x'] });
  });

  it('arrayUnion returns a null transform result', async () => {
    const { result, stored } = await applyRaw(
      { arrayValue: { values: [int(1)] } },
      { appendMissingElements: { values: [int(1), int(2)] } },
    );
    expect(result?.nullValue).toBe('NULL_VALUE');
    expect(stored?.arrayValue?.values?.map(typed)).toEqual(['int:1', 'int:2']);
  });

  it('treats an integer and the equal double as the same element', async () => {
    const { stored } = await applyRaw(
      { arrayValue: { values: [int(3)] } },
      { appendMissingElements: { values: [double(3), double(3.5)] } },
    );
    expect(stored?.arrayValue?.values?.map(typed)).toEqual(['int:3', 'double:3.5']);
  });

  it('arrayRemove removes every occurrence of each element', async () => {
    const ref = newDoc();
    await ref.set({ v: ['a', 'b', 'a', { k: 1 }, 'c', null] });
    await ref.update({ v: FieldValue.arrayRemove('a', { k: 1 }, null, 'absent') });
    expect((await ref.get()).get('v')).toEqual(['b', 'c']);
  });

  it('arrayRemove leaves an empty array on a missing or non-array field', async () => {
    const ref = newDoc();
    await ref.set({ n: 5 });
    await ref.update({ n: FieldValue.arrayRemove(5), fresh: FieldValue.arrayRemove(1) });
    expect((await ref.get()).data()).toEqual({ n: [], fresh: [] });
  });
});

describe('combined transforms', () => {
  it('applies several transforms of different kinds in one write', async () => {
    const ref = newDoc();
    await ref.set({ n: 1, tags: ['x'], gone: 'soon' });
    const result = await ref.update({
      n: FieldValue.increment(2),
      tags: FieldValue.arrayUnion('y'),
      at: FieldValue.serverTimestamp(),
      gone: FieldValue.delete(),
      plain: 'value',
    });
    const data = (await ref.get()).data() ?? {};
    expect(data.n).toBe(3);
    expect(data.tags).toEqual(['x', 'y']);
    expectCommitTime(data.at, result.writeTime);
    expect(data.plain).toBe('value');
    expect('gone' in data).toBe(false);
  });

  it('applies transforms on nested paths inside set merge without clearing siblings', async () => {
    const ref = newDoc();
    await ref.set({ stats: { views: 1, likes: 5 }, title: 't' });
    await ref.set(
      { stats: { views: FieldValue.increment(1), seen: FieldValue.serverTimestamp() } },
      { merge: true },
    );
    const data = (await ref.get()).data() ?? {};
    expect(data.title).toBe('t');
    expect(data.stats.views).toBe(2);
    expect(data.stats.likes).toBe(5);
    expect(data.stats.seen).toBeInstanceOf(Timestamp);
  });

  it('applies a transform in a plain set() after replacing the document', async () => {
    const ref = newDoc();
    await ref.set({ old: true, n: 10 });
    await ref.set({ n: FieldValue.increment(1) });
    // set() without merge first clears the document, so the increment starts from nothing.
    expect((await ref.get()).data()).toEqual({ n: 1 });
  });

  it('applies the same transform to many documents of one batch', async () => {
    const collection = ctx.collection();
    const refs = ['a', 'b', 'c'].map((id) => collection.doc(id));
    const batch = ctx.db.batch();
    for (const ref of refs) batch.set(ref, { n: FieldValue.increment(3) });
    await batch.commit();
    const snapshots = await ctx.db.getAll(...refs);
    expect(snapshots.map((s) => s.get('n'))).toEqual([3, 3, 3]);
  });

  it('applies a transform after an update of the same document in one batch', async () => {
    const ref = newDoc();
    await ref.set({ n: 1 });
    const batch = ctx.db.batch();
    batch.update(ref, { n: 100 });
    batch.update(ref, { n: FieldValue.increment(1) });
    await batch.commit();
    expect((await ref.get()).get('n')).toBe(101);
  });

  it('rejects a transform-only update of a missing document with NOT_FOUND', async () => {
    const ref = newDoc();
    await expectGrpcError(ref.update({ n: FieldValue.increment(1) }), 5);
    expect((await ref.get()).exists).toBe(false);
  });

  it('makes transform results visible to queries', async () => {
    const collection = ctx.collection();
    await collection.doc('a').set({ n: 1 });
    await collection.doc('b').set({ n: 5 });
    await collection.doc('a').update({ n: FieldValue.increment(10) });
    const snapshot = await collection.where('n', '>', 6).get();
    expect(snapshot.docs.map((d) => d.id)).toEqual(['a']);
  });
});
