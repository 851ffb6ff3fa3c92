import { describe, expect, it } from 'vitest';
import { GrpcStatus, Timestamp } from 'firebase-admin/firestore';
import type { BulkWriter, CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { useFirestore } from './support/firestore-test-context.js';
import { expectGrpcError } from './support/grpc-error.js';

const ctx = useFirestore('bulk');

/** Without throttling: BulkWriter otherwise starts at 500 writes per second. */
function bulkWriter(): BulkWriter {
  return ctx.db.bulkWriter({ throttling: false });
}

async function count(collection: CollectionReference): Promise<number> {
  return (await collection.count().get()).data().count;
}

describe('BulkWriter', () => {
  it('creates, updates and deletes 1,000 documents', async () => {
    const collection = ctx.collection('bulk');
    const refs = Array.from({ length: 1000 }, (_, i) =>
      collection.doc(`d${String(i).padStart(4, '0')}`),
    );

    let writer = bulkWriter();
    for (const [i, ref] of refs.entries()) void writer.create(ref, { i, updated: false });
    await writer.close();
    expect(await count(collection)).toBe(1000);
    const all = await collection.get();
    expect(all.docs.map((doc) => doc.id)).toEqual(refs.map((ref) => ref.id));

    writer = bulkWriter();
    for (const ref of refs) void writer.update(ref, { updated: true });
    await writer.close();
    expect((await collection.where('updated', '==', true).count().get()).data().count).toBe(1000);

    writer = bulkWriter();
    for (const ref of refs.slice(0, 400)) void writer.delete(ref);
    for (const ref of refs.slice(400, 500)) void writer.set(ref, { replaced: true });
    await writer.close();
    expect(await count(collection)).toBe(600);
    expect((await refs[450]?.get())?.data()).toEqual({ replaced: true });
  });

  it('resolves each write with its write time', async () => {
    const writer = bulkWriter();
    const result = writer.set(ctx.collection().doc('a'), { a: 1 });
    await writer.close();
    expect((await result).writeTime).toBeInstanceOf(Timestamp);
  });

  it('reports failed writes to the error callback and still applies the others', async () => {
    const collection = ctx.collection('errors');
    await collection.doc('exists').set({ n: 0 });
    const writer = bulkWriter();
    const failures: { path: string; code: number; attempts: number }[] = [];
    writer.onWriteError((error) => {
      failures.push({
        path: error.documentRef.path,
        code: error.code,
        attempts: error.failedAttempts,
      });
      return false;
    });
    // Each write's promise settles on its own; its outcome is its gRPC code, or 'ok'.
    const outcome = (write: Promise<unknown>): Promise<string | number> =>
      write.then(
        () => 'ok',
        (error: { code: number }) => error.code,
      );
    const outcomes = Promise.all([
      outcome(writer.update(collection.doc('missing'), { n: 1 })),
      outcome(writer.create(collection.doc('exists'), { n: 2 })),
      outcome(writer.update(collection.doc('exists'), { n: 3 })),
      outcome(writer.set(collection.doc('new'), { n: 4 })),
    ]);
    await writer.close();

    expect(await outcomes).toEqual([GrpcStatus.NOT_FOUND, GrpcStatus.ALREADY_EXISTS, 'ok', 'ok']);
    expect(failures.map((f) => [f.path.split('/').pop(), f.code, f.attempts]).sort()).toEqual([
      ['exists', GrpcStatus.ALREADY_EXISTS, 1],
      ['missing', GrpcStatus.NOT_FOUND, 1],
    ]);
    expect((await collection.doc('exists').get()).get('n')).toBe(3);
    expect((await collection.doc('missing').get()).exists).toBe(false);
  });

  it('reports every successful write to the result callback', async () => {
    const collection = ctx.collection();
    const writer = bulkWriter();
    const written: string[] = [];
    writer.onWriteResult((ref) => written.push(ref.id));
    for (let i = 0; i < 30; i++) void writer.set(collection.doc(`d${i}`), { i });
    await writer.close();
    expect(written).toHaveLength(30);
    expect(new Set(written).size).toBe(30);
  });
});

describe('WriteBatch', () => {
  it('commits 500 writes in one batch', async () => {
    const collection = ctx.collection('batch500');
    const batch = ctx.db.batch();
    for (let i = 0; i < 500; i++) batch.set(collection.doc(`d${i}`), { i });
    const results = await batch.commit();
    expect(results).toHaveLength(500);
    expect(await count(collection)).toBe(500);
  });

  it('writes nothing when one update targets a missing document', async () => {
    const collection = ctx.collection();
    await collection.doc('kept').set({ n: 1 });
    const batch = ctx.db.batch();
    batch.set(collection.doc('a'), { a: 1 });
    batch.update(collection.doc('kept'), { n: 2 });
    batch.delete(collection.doc('kept'));
    batch.update(collection.doc('missing'), { x: 1 });
    await expectGrpcError(batch.commit(), GrpcStatus.NOT_FOUND);
    expect((await collection.doc('a').get()).exists).toBe(false);
    expect((await collection.doc('kept').get()).data()).toEqual({ n: 1 });
  });

  it('writes nothing when a lastUpdateTime precondition fails', async () => {
    const collection = ctx.collection();
    const first = await collection.doc('a').set({ v: 1 });
    await collection.doc('a').set({ v: 2 });
    const batch = ctx.db.batch();
    batch.set(collection.doc('b'), { b: 1 });
    batch.update(collection.doc('a'), { v: 3 }, { lastUpdateTime: first.writeTime });
    await expectGrpcError(batch.commit(), GrpcStatus.FAILED_PRECONDITION);
    expect((await collection.doc('b').get()).exists).toBe(false);
    expect((await collection.doc('a').get()).get('v')).toBe(2);
  });

  it('applies writes to the same document in order', async () => {
    const ref = ctx.collection().doc('d');
    const batch = ctx.db.batch();
    batch.set(ref, { a: 1, b: 1 });
    batch.update(ref, { b: 2 });
    batch.delete(ref);
    batch.set(ref, { c: 3 }, { merge: true });
    await batch.commit();
    expect((await ref.get()).data()).toEqual({ c: 3 });
  });

  it('commits an empty batch', async () => {
    await expect(ctx.db.batch().commit()).resolves.toEqual([]);
  });
});

describe('recursiveDelete', () => {
  async function recursiveDelete(ref: CollectionReference | DocumentReference): Promise<void> {
    const writer = bulkWriter();
    await ctx.db.recursiveDelete(ref, writer);
    await writer.close();
  }

  async function seedTree(root: CollectionReference): Promise<void> {
    const batch = ctx.db.batch();
    for (const path of ['a', 'b', 'a/sub/x', 'a/sub/x/deeper/y', 'b/other/z', 'ghost/sub/w']) {
      batch.set(root.doc(path), { path });
    }
    await batch.commit();
  }

  it('deletes a collection with its nested subcollections', async () => {
    const root = ctx.collection('tree');
    const sibling = ctx.collection('sibling');
    await seedTree(root);
    await sibling.doc('s').set({ keep: true });
    await recursiveDelete(root);
    expect(await root.listDocuments()).toEqual([]);
    expect((await root.doc('a/sub/x/deeper/y').get()).exists).toBe(false);
    expect((await root.doc('ghost/sub/w').get()).exists).toBe(false);
    expect((await sibling.doc('s').get()).exists).toBe(true);
  });

  it('deletes a document with its nested subcollections and keeps its siblings', async () => {
    const root = ctx.collection('tree');
    await seedTree(root);
    await recursiveDelete(root.doc('a'));
    expect((await root.doc('a').get()).exists).toBe(false);
    expect(await root.doc('a').listCollections()).toEqual([]);
    expect((await root.doc('a/sub/x/deeper/y').get()).exists).toBe(false);
    expect((await root.doc('b').get()).exists).toBe(true);
    expect((await root.doc('b/other/z').get()).exists).toBe(true);
  });

  it('deletes the subcollections of a document that does not exist', async () => {
    const root = ctx.collection('tree');
    await seedTree(root);
    await recursiveDelete(root.doc('ghost'));
    expect((await root.doc('ghost/sub/w').get()).exists).toBe(false);
    expect((await root.listDocuments()).map((ref) => ref.id).sort()).toEqual(['a', 'b']);
  });

  it('leaves collections of the same id elsewhere untouched', async () => {
    const sub = ctx.collectionId('sub');
    const root = ctx.collection('tree');
    const inside = root.doc('a').collection(sub).doc('x');
    const outside = ctx.collection('elsewhere').doc('p').collection(sub).doc('kept');
    await Promise.all([inside.set({}), outside.set({})]);
    await recursiveDelete(root);
    const remaining = await ctx.db.collectionGroup(sub).get();
    expect(remaining.docs.map((d) => d.ref.path)).toEqual([outside.path]);
  });
});
