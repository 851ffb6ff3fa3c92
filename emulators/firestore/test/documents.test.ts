import { describe, expect, it } from 'vitest';
import { FieldPath, FieldValue, GrpcStatus, Timestamp } from 'firebase-admin/firestore';
import type { DocumentReference } from 'firebase-admin/firestore';
import { useFirestore } from './support/firestore-test-context.js';
import { expectGrpcError } from './support/grpc-error.js';

const ctx = useFirestore('documents');

function newDoc(): DocumentReference {
  return ctx.collection('docs').doc('d');
}

async function dataOf(ref: DocumentReference): Promise<unknown> {
  return (await ref.get()).data();
}

describe('create, set, update, delete', () => {
  it('creates a document whose create and update times are the write time', async () => {
    const ref = newDoc();
    const result = await ref.create({ a: 1 });
    const snapshot = await ref.get();
    expect(snapshot.exists).toBe(true);
    expect(snapshot.data()).toEqual({ a: 1 });
    expect(snapshot.createTime?.isEqual(result.writeTime)).toBe(true);
    expect(snapshot.updateTime?.isEqual(result.writeTime)).toBe(true);
    expect(snapshot.readTime.toMillis()).toBeGreaterThanOrEqual(result.writeTime.toMillis());
  });

  it('rejects create on an existing document with ALREADY_EXISTS', async () => {
    const ref = newDoc();
    await ref.create({ a: 1 });
    await expectGrpcError(ref.create({ a: 2 }), GrpcStatus.ALREADY_EXISTS, /already exists/i);
    expect(await dataOf(ref)).toEqual({ a: 1 });
  });

  it('generates a 20-character id with add()', async () => {
    const collection = ctx.collection();
    const ref = await collection.add({ a: 1 });
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await dataOf(ref)).toEqual({ a: 1 });
  });

  it('replaces the whole document with set()', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: { c: 2, d: 3 } });
    await ref.set({ b: { c: 4 } });
    expect(await dataOf(ref)).toEqual({ b: { c: 4 } });
  });

  it('merges maps deeply with set(…, { merge: true })', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: { c: 2, d: 3 } });
    await ref.set({ b: { c: 4, e: 5 }, f: 6 }, { merge: true });
    expect(await dataOf(ref)).toEqual({ a: 1, b: { c: 4, d: 3, e: 5 }, f: 6 });
  });

  it('creates a missing document with set merge', async () => {
    const ref = newDoc();
    await ref.set({ a: { b: 1 } }, { merge: true });
    expect(await dataOf(ref)).toEqual({ a: { b: 1 } });
  });

  it('replaces a whole map when merging an empty map into it', async () => {
    const ref = newDoc();
    await ref.set({ a: { b: 1 }, c: 1 });
    await ref.set({ a: {} }, { merge: true });
    // An empty map in a merge is a leaf of the update mask: it replaces the map.
    expect(await dataOf(ref)).toEqual({ a: {}, c: 1 });
  });

  it('writes only the listed fields with mergeFields, nested paths included', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: { c: 2, d: 3 }, e: 4 });
    await ref.set({ a: 10, b: { c: 20, d: 30 }, e: 40 }, { mergeFields: ['a', 'b.c'] });
    expect(await dataOf(ref)).toEqual({ a: 10, b: { c: 20, d: 3 }, e: 4 });
  });

  it('accepts FieldPath objects in mergeFields', async () => {
    const ref = newDoc();
    await ref.set({ 'x.y': 1, x: { y: 2 } });
    await ref.set({ 'x.y': 10, x: { y: 20 } }, { mergeFields: [new FieldPath('x.y')] });
    expect(await dataOf(ref)).toEqual({ 'x.y': 10, x: { y: 2 } });
  });

  it('updates only the given fields and keeps the others', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: 2 });
    await ref.update({ b: 3, c: 4 });
    expect(await dataOf(ref)).toEqual({ a: 1, b: 3, c: 4 });
  });

  it('updates nested fields through dotted paths without touching siblings', async () => {
    const ref = newDoc();
    await ref.set({ a: { b: { c: 1, d: 2 }, e: 3 } });
    await ref.update({ 'a.b.c': 10, 'a.f.g': 'new' });
    expect(await dataOf(ref)).toEqual({ a: { b: { c: 10, d: 2 }, e: 3, f: { g: 'new' } } });
  });

  it('replaces a map given as a value in update() instead of merging it', async () => {
    const ref = newDoc();
    await ref.set({ a: { b: 1, c: 2 } });
    await ref.update({ a: { b: 5 } });
    expect(await dataOf(ref)).toEqual({ a: { b: 5 } });
  });

  it('turns a non-map field into a map when updating a path beneath it', async () => {
    const ref = newDoc();
    await ref.set({ a: 'scalar' });
    await ref.update({ 'a.b': 1 });
    expect(await dataOf(ref)).toEqual({ a: { b: 1 } });
  });

  it('treats a numeric path segment as a map key, replacing an array', async () => {
    // Field paths never index into arrays: "arr.0" names key "0" of a map.
    const ref = newDoc();
    await ref.set({ arr: [1, 2] });
    await ref.update({ 'arr.0': 5 });
    expect(await dataOf(ref)).toEqual({ arr: { '0': 5 } });
  });

  it('updates keys containing dots, spaces and backticks through FieldPath', async () => {
    const ref = newDoc();
    await ref.set({ 'a.b': { 'c d': 1, '`e`': 2 }, a: { b: 'untouched' } });
    await ref.update(new FieldPath('a.b', 'c d'), 10, new FieldPath('a.b', '`e`'), 20);
    expect(await dataOf(ref)).toEqual({
      'a.b': { 'c d': 10, '`e`': 20 },
      a: { b: 'untouched' },
    });
  });

  it('deletes top-level and nested fields with FieldValue.delete() in update()', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: { c: 2, d: 3 }, e: 4 });
    await ref.update({
      a: FieldValue.delete(),
      'b.c': FieldValue.delete(),
      missing: FieldValue.delete(),
    });
    expect(await dataOf(ref)).toEqual({ b: { d: 3 }, e: 4 });
  });

  it('deletes fields with FieldValue.delete() in set merge', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: { c: 2, d: 3 } });
    await ref.set({ a: FieldValue.delete(), b: { c: FieldValue.delete() } }, { merge: true });
    expect(await dataOf(ref)).toEqual({ b: { d: 3 } });
  });

  it('rejects update of a missing document with NOT_FOUND and creates nothing', async () => {
    const ref = newDoc();
    // Production says "No document to update: <name>"; Google's emulator "no entity to update".
    await expectGrpcError(
      ref.update({ a: 1 }),
      GrpcStatus.NOT_FOUND,
      /no (document|entity) to update/i,
    );
    expect((await ref.get()).exists).toBe(false);
  });

  it('deletes a document, and deleting a missing document succeeds', async () => {
    const ref = newDoc();
    await ref.set({ a: 1 });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
    await expect(ref.delete()).resolves.toBeDefined();
  });

  it('rejects delete with exists: true on a missing document with NOT_FOUND', async () => {
    const ref = newDoc();
    await expectGrpcError(ref.delete({ exists: true }), GrpcStatus.NOT_FOUND);
  });

  it('reports a missing document as not existing, without data or times', async () => {
    const snapshot = await newDoc().get();
    expect(snapshot.exists).toBe(false);
    expect(snapshot.data()).toBeUndefined();
    expect(snapshot.createTime).toBeUndefined();
    expect(snapshot.updateTime).toBeUndefined();
    expect(snapshot.readTime).toBeInstanceOf(Timestamp);
  });

  it('keeps documents with the same id in different collections apart', async () => {
    const a = ctx.collection().doc('same');
    const b = ctx.collection().doc('same');
    await a.set({ from: 'a' });
    await b.set({ from: 'b' });
    expect(await dataOf(a)).toEqual({ from: 'a' });
    expect(await dataOf(b)).toEqual({ from: 'b' });
  });

  it('does not create the parent document when writing into a subcollection', async () => {
    const parent = newDoc();
    await parent.collection('sub').doc('child').set({ a: 1 });
    expect((await parent.get()).exists).toBe(false);
    expect((await parent.collection('sub').doc('child').get()).exists).toBe(true);
  });
});

describe('preconditions and write times', () => {
  it('applies an update whose lastUpdateTime matches', async () => {
    const ref = newDoc();
    const written = await ref.set({ a: 1 });
    await ref.update({ a: 2 }, { lastUpdateTime: written.writeTime });
    expect(await dataOf(ref)).toEqual({ a: 2 });
  });

  it('rejects an update whose lastUpdateTime does not match with FAILED_PRECONDITION', async () => {
    const ref = newDoc();
    const first = await ref.set({ a: 1 });
    await ref.set({ a: 2 });
    await expectGrpcError(
      ref.update({ a: 3 }, { lastUpdateTime: first.writeTime }),
      GrpcStatus.FAILED_PRECONDITION,
    );
    expect(await dataOf(ref)).toEqual({ a: 2 });
  });

  it('rejects a delete whose lastUpdateTime does not match and keeps the document', async () => {
    const ref = newDoc();
    const written = await ref.set({ a: 1 });
    const stale = new Timestamp(written.writeTime.seconds - 1, written.writeTime.nanoseconds);
    await expectGrpcError(ref.delete({ lastUpdateTime: stale }), GrpcStatus.FAILED_PRECONDITION);
    expect((await ref.get()).exists).toBe(true);
  });

  it('applies a delete whose lastUpdateTime matches', async () => {
    const ref = newDoc();
    const written = await ref.set({ a: 1 });
    await ref.delete({ lastUpdateTime: written.writeTime });
    expect((await ref.get()).exists).toBe(false);
  });

  it('rejects a lastUpdateTime precondition on a missing document', async () => {
    const ref = newDoc();
    const call = ref.delete({ lastUpdateTime: Timestamp.now() });
    const error = await call.then(
      () => undefined,
      (reason: unknown) => reason as { code: number },
    );
    // Production answers FAILED_PRECONDITION or NOT_FOUND here depending on the write path;
    // either way the client must see a rejection rather than a silent success.
    expect([GrpcStatus.FAILED_PRECONDITION, GrpcStatus.NOT_FOUND]).toContain(error?.code);
  });

  it('keeps createTime across updates while updateTime moves forward', async () => {
    const ref = newDoc();
    const created = await ref.create({ n: 0 });
    const updated = await ref.update({ n: 1 });
    const snapshot = await ref.get();
    expect(snapshot.createTime?.isEqual(created.writeTime)).toBe(true);
    expect(snapshot.updateTime?.isEqual(updated.writeTime)).toBe(true);
    expect(updated.writeTime.valueOf() > created.writeTime.valueOf()).toBe(true);
  });

  it('gives a recreated document a new createTime', async () => {
    const ref = newDoc();
    const first = await ref.create({ n: 0 });
    await ref.delete();
    const second = await ref.create({ n: 1 });
    const snapshot = await ref.get();
    expect(snapshot.createTime?.isEqual(second.writeTime)).toBe(true);
    expect(snapshot.createTime?.isEqual(first.writeTime)).toBe(false);
  });

  it('gives every write of a batch the same commit time', async () => {
    const collection = ctx.collection();
    const batch = ctx.db.batch();
    batch.set(collection.doc('a'), { a: 1 });
    batch.set(collection.doc('b'), { b: 1 });
    const [a, b] = await batch.commit();
    expect(a?.writeTime.isEqual(b?.writeTime ?? Timestamp.now())).toBe(true);
    const snapshot = await collection.doc('b').get();
    expect(snapshot.updateTime?.isEqual(a?.writeTime ?? Timestamp.now())).toBe(true);
  });

  it('orders successive write times strictly', async () => {
    const ref = newDoc();
    const times: Timestamp[] = [];
    for (let i = 0; i < 5; i++) times.push((await ref.set({ i })).writeTime);
    // Timestamp.valueOf() is a string that sorts chronologically.
    const keys = times.map((t) => t.valueOf());
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('getAll', () => {
  it('returns documents in request order, missing ones as not existing', async () => {
    const collection = ctx.collection();
    await collection.doc('b').set({ n: 'b' });
    await collection.doc('d').set({ n: 'd' });
    const refs = ['d', 'missing', 'b', 'a'].map((id) => collection.doc(id));
    const snapshots = await ctx.db.getAll(...refs);
    expect(snapshots.map((s) => s.id)).toEqual(['d', 'missing', 'b', 'a']);
    expect(snapshots.map((s) => s.exists)).toEqual([true, false, true, false]);
    expect(snapshots[0]?.get('n')).toBe('d');
    expect(snapshots[1]?.readTime).toBeInstanceOf(Timestamp);
  });

  it('reads documents from different collections and depths in one call', async () => {
    const top = ctx.collection().doc('x');
    const deep = top.collection('sub').doc('y');
    await top.set({ depth: 1 });
    await deep.set({ depth: 2 });
    const [a, b] = await ctx.db.getAll(deep, top);
    expect(a?.get('depth')).toBe(2);
    expect(b?.get('depth')).toBe(1);
  });

  it('projects fields with a fieldMask, nested paths included', async () => {
    const collection = ctx.collection();
    await collection.doc('a').set({ keep: 1, drop: 2, nested: { keep: 3, drop: 4 } });
    await collection.doc('b').set({ drop: 5 });
    const [a, b, missing] = await ctx.db.getAll(
      collection.doc('a'),
      collection.doc('b'),
      collection.doc('missing'),
      { fieldMask: ['keep', new FieldPath('nested', 'keep')] },
    );
    expect(a?.data()).toEqual({ keep: 1, nested: { keep: 3 } });
    expect(b?.exists).toBe(true);
    expect(b?.data()).toEqual({});
    expect(missing?.exists).toBe(false);
  });

  it('returns the same document twice when it is requested twice', async () => {
    const ref = newDoc();
    await ref.set({ a: 1 });
    const snapshots = await ctx.db.getAll(ref, ref);
    expect(snapshots).toHaveLength(2);
    expect(snapshots.every((s) => s.get('a') === 1)).toBe(true);
  });
});
