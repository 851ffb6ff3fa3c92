import { describe, expect, it } from 'vitest';
import { AggregateField, FieldValue, GrpcStatus, Timestamp } from 'firebase-admin/firestore';
import type { DocumentReference } from 'firebase-admin/firestore';
import { useFirestore } from './support/firestore-test-context.js';
import { expectGrpcError } from './support/grpc-error.js';

const ctx = useFirestore('transactions');

function newDoc(): DocumentReference {
  return ctx.collection('tx').doc('d');
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `parties` callers are waiting, so transactions can be made to overlap. */
function barrier(parties: number): () => Promise<void> {
  let waiting = 0;
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return () => {
    waiting += 1;
    if (waiting === parties) release();
    return opened;
  };
}

describe('read-write transactions', () => {
  it('reads then writes atomically and returns the function result', async () => {
    const ref = newDoc();
    await ref.set({ balance: 100 });
    const result = await ctx.db.runTransaction(async (tx) => {
      const balance = (await tx.get(ref)).get('balance') as number;
      tx.update(ref, { balance: balance - 30 });
      return balance;
    });
    expect(result).toBe(100);
    expect((await ref.get()).get('balance')).toBe(70);
  });

  it('loses no increment among 10 concurrent transactions on one document', async () => {
    const ref = newDoc();
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.db.runTransaction(
          async (tx) => {
            const n = (await tx.get(ref)).get('n') as number;
            tx.update(ref, { n: n + 1 });
          },
          { maxAttempts: 20 },
        ),
      ),
    );
    expect((await ref.get()).get('n')).toBe(10);
  });

  it('retries a transaction whose read was overtaken by another transaction', async () => {
    const ref = newDoc();
    await ref.set({ n: 0 });
    const bothRead = barrier(2);
    let attempts = 0;
    const increment = (): Promise<void> =>
      ctx.db.runTransaction(async (tx) => {
        attempts += 1;
        const n = (await tx.get(ref)).get('n') as number;
        // On their first attempt both transactions read n = 0 before either writes.
        if (attempts <= 2) await bothRead();
        tx.set(ref, { n: n + 1 });
      });
    await Promise.all([increment(), increment()]);
    expect((await ref.get()).get('n')).toBe(2);
    expect(attempts).toBeGreaterThanOrEqual(3);
  });

  it('never loses a concurrent outside write to a document it read', async () => {
    const ref = newDoc();
    await ref.set({ n: 0 });
    let outside: Promise<unknown> | undefined;
    await ctx.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!outside) {
        outside = ref.update({ outside: true });
        // Optimistic servers apply it now; locking servers (like production) hold it until commit.
        await Promise.race([outside, sleep(300)]);
      }
      tx.set(ref, { ...snapshot.data(), n: (snapshot.get('n') as number) + 1 });
    });
    await outside;
    expect((await ref.get()).data()).toEqual({ n: 1, outside: true });
  });

  it('lets only one of two concurrent transactions create a document', async () => {
    const ref = newDoc();
    const bothRead = barrier(2);
    let firstAttempts = 0;
    const claim = (owner: string): Promise<string> =>
      ctx.db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (firstAttempts++ < 2) await bothRead();
        if (snapshot.exists) return snapshot.get('owner') as string;
        tx.create(ref, { owner });
        return owner;
      });
    const [a, b] = await Promise.all([claim('a'), claim('b')]);
    const owner = (await ref.get()).get('owner');
    expect([a, b]).toEqual([owner, owner]);
  });

  it('commits a transaction that only writes', async () => {
    const collection = ctx.collection();
    await ctx.db.runTransaction(async (tx) => {
      tx.set(collection.doc('a'), { a: 1 });
      tx.create(collection.doc('b'), { b: 1 });
      tx.set(collection.doc('c'), { c: FieldValue.increment(2) }, { merge: true });
    });
    const snapshots = await ctx.db.getAll(
      collection.doc('a'),
      collection.doc('b'),
      collection.doc('c'),
    );
    expect(snapshots.map((s) => s.data())).toEqual([{ a: 1 }, { b: 1 }, { c: 2 }]);
  });

  it('writes nothing when the function throws, and does not retry', async () => {
    const ref = newDoc();
    const other = ctx.collection().doc('other');
    await ref.set({ n: 1 });
    let attempts = 0;
    const failure = ctx.db.runTransaction(async (tx) => {
      attempts += 1;
      await tx.get(ref);
      tx.update(ref, { n: 2 });
      tx.set(other, { created: true });
      throw new Error('business rule violated');
    });
    await expect(failure).rejects.toThrow('business rule violated');
    expect(attempts).toBe(1);
    expect((await ref.get()).get('n')).toBe(1);
    expect((await other.get()).exists).toBe(false);
  });

  it('releases its locks as soon as it fails', async () => {
    const ref = newDoc();
    await ref.set({ n: 1 });
    await expect(
      ctx.db.runTransaction(async (tx) => {
        await tx.get(ref);
        throw new Error('give up');
      }),
    ).rejects.toThrow('give up');
    const started = Date.now();
    await ref.set({ n: 2 });
    // A lock left behind would hold this write until the server's lock timeout.
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('fails as a whole when one write breaks its precondition', async () => {
    const ref = newDoc();
    const existing = ctx.collection().doc('existing');
    await existing.set({ x: 1 });
    await ref.set({ n: 1 });
    const failure = ctx.db.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.update(ref, { n: 2 });
      tx.create(existing, { x: 2 });
    });
    await expectGrpcError(failure, GrpcStatus.ALREADY_EXISTS);
    expect((await ref.get()).get('n')).toBe(1);
    expect((await existing.get()).get('x')).toBe(1);
  });

  it('reads several documents with getAll, missing ones included', async () => {
    const collection = ctx.collection();
    await collection.doc('a').set({ v: 1 });
    await collection.doc('c').set({ v: 3 });
    const total = await ctx.db.runTransaction(async (tx) => {
      const snapshots = await tx.getAll(
        collection.doc('a'),
        collection.doc('b'),
        collection.doc('c'),
      );
      expect(snapshots.map((s) => s.exists)).toEqual([true, false, true]);
      const sum = snapshots.reduce((acc, s) => acc + ((s.get('v') as number | undefined) ?? 0), 0);
      tx.set(collection.doc('b'), { v: sum });
      return sum;
    });
    expect(total).toBe(4);
    expect((await collection.doc('b').get()).get('v')).toBe(4);
  });

  it('runs queries and aggregations inside a transaction', async () => {
    const collection = ctx.collection();
    await Promise.all(
      [1, 2, 3, 4].map((v) => collection.doc(`d${v}`).set({ v, open: v % 2 === 0 })),
    );
    const result = await ctx.db.runTransaction(async (tx) => {
      const open = await tx.get(collection.where('open', '==', true).orderBy('v'));
      const count = await tx.get(collection.aggregate({ n: AggregateField.count() }));
      for (const doc of open.docs) tx.update(doc.ref, { open: false });
      return { ids: open.docs.map((d) => d.id), n: count.data().n };
    });
    expect(result).toEqual({ ids: ['d2', 'd4'], n: 4 });
    expect((await collection.where('open', '==', true).get()).size).toBe(0);
  });

  it('deletes documents it read', async () => {
    const ref = newDoc();
    await ref.set({ n: 1 });
    await ctx.db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) tx.delete(ref);
    });
    expect((await ref.get()).exists).toBe(false);
  });
});

describe('concurrent writes outside transactions', () => {
  it('lets exactly one of several concurrent creates of a document succeed', async () => {
    const ref = newDoc();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        ref.create({ by: i }).then(
          () => 'ok',
          (error: { code: number }) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === GrpcStatus.ALREADY_EXISTS)).toHaveLength(4);
  });

  it('lets exactly one of several updates based on the same version succeed', async () => {
    const ref = newDoc();
    const { writeTime } = await ref.set({ n: 0 });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        ref.update({ n: i + 1 }, { lastUpdateTime: writeTime }).then(
          () => 'ok',
          (error: { code: number }) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === GrpcStatus.FAILED_PRECONDITION)).toHaveLength(4);
  });
});

describe('read-only transactions', () => {
  it('reads documents, queries and aggregations consistently', async () => {
    const collection = ctx.collection();
    await collection.doc('a').set({ v: 1 });
    await collection.doc('b').set({ v: 2 });
    const result = await ctx.db.runTransaction(
      async (tx) => {
        const a = await tx.get(collection.doc('a'));
        const all = await tx.get(collection.orderBy('v'));
        const count = await tx.get(collection.count());
        return { a: a.get('v') as number, ids: all.docs.map((d) => d.id), n: count.data().count };
      },
      { readOnly: true },
    );
    expect(result).toEqual({ a: 1, ids: ['a', 'b'], n: 2 });
  });

  it('reads one consistent snapshot while documents change between its reads', async () => {
    // A read-only transaction reads at a single point in time, fixed by its first read.
    const collection = ctx.collection();
    await collection.doc('a').set({ v: 1 });
    await collection.doc('b').set({ v: 1 });
    const seen = await ctx.db.runTransaction(
      async (tx) => {
        const a = (await tx.get(collection.doc('a'))).get('v') as number;
        await collection.doc('b').update({ v: 2 });
        await collection.doc('c').set({ v: 2 });
        const b = (await tx.get(collection.doc('b'))).get('v') as number;
        const all = await tx.get(collection.orderBy('v'));
        const count = await tx.get(collection.count());
        return { a, b, ids: all.docs.map((d) => d.id), n: count.data().count };
      },
      { readOnly: true },
    );
    expect(seen).toEqual({ a: 1, b: 1, ids: ['a', 'b'], n: 2 });
  });

  it('does not block or abort concurrent writers', async () => {
    const ref = newDoc();
    await ref.set({ n: 1 });
    let attempts = 0;
    const seen = await ctx.db.runTransaction(
      async (tx) => {
        attempts += 1;
        const before = (await tx.get(ref)).get('n') as number;
        await ref.update({ n: 2 });
        return before;
      },
      { readOnly: true },
    );
    expect(seen).toBe(1);
    expect(attempts).toBe(1);
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('reads documents as they were at a given readTime', async () => {
    const ref = newDoc();
    const first = await ref.set({ v: 'first' });
    await ref.set({ v: 'second' });
    const seen = await ctx.db.runTransaction(async (tx) => (await tx.get(ref)).get('v') as string, {
      readOnly: true,
      readTime: first.writeTime,
    });
    expect(seen).toBe('first');
  });

  it('runs queries, counts and batch gets at a given readTime', async () => {
    const collection = ctx.collection();
    await collection.doc('a').set({ v: 1 });
    const { writeTime } = await collection.doc('b').set({ v: 1 });
    await collection.doc('a').delete();
    await collection.doc('b').update({ v: 2 });
    await collection.doc('c').set({ v: 3 });
    const seen = await ctx.db.runTransaction(
      async (tx) => {
        const all = await tx.get(collection.orderBy('v'));
        const count = await tx.get(collection.count());
        const docs = await tx.getAll(collection.doc('a'), collection.doc('c'));
        return {
          rows: all.docs.map((d) => [d.id, d.get('v') as number]),
          n: count.data().count,
          exists: docs.map((d) => d.exists),
        };
      },
      { readOnly: true, readTime: writeTime },
    );
    expect(seen).toEqual({
      rows: [
        ['a', 1],
        ['b', 1],
      ],
      n: 2,
      exists: [true, false],
    });
  });

  it('sees a document as missing at a readTime before it existed', async () => {
    const ref = newDoc();
    const before = Timestamp.now();
    await sleep(5);
    await ref.set({ v: 1 });
    const exists = await ctx.db.runTransaction(async (tx) => (await tx.get(ref)).exists, {
      readOnly: true,
      readTime: before,
    });
    expect(exists).toBe(false);
  });
});
