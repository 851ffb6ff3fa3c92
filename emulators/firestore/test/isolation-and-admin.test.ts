import { beforeAll, describe, expect, it } from 'vitest';
import { AggregateField, FieldValue } from 'firebase-admin/firestore';
import type { CollectionReference } from 'firebase-admin/firestore';
import { isOfficialEmulator } from './support/emulator-target.js';
import { readBilling, resetBilling, resetProject } from './support/emulator-admin.js';
import type { BillingCounters } from './support/emulator-admin.js';
import { useFirestore } from './support/firestore-test-context.js';

const a = useFirestore('isolation-a');
const b = useFirestore('isolation-b');

describe('project isolation', () => {
  it('keeps documents at the same path apart in two projects', async () => {
    await a.db.doc('shared/doc').set({ owner: 'a' });
    await b.db.doc('shared/doc').set({ owner: 'b' });
    expect((await a.db.doc('shared/doc').get()).get('owner')).toBe('a');
    expect((await b.db.doc('shared/doc').get()).get('owner')).toBe('b');
  });

  it('keeps queries, collection groups and collection lists apart', async () => {
    const onlyInA = a.collectionId('only-a');
    await a.db.doc(`${onlyInA}/x`).set({ v: 1 });
    await a.db.doc(`p/q/${onlyInA}/y`).set({ v: 2 });
    expect((await b.db.collection(onlyInA).get()).empty).toBe(true);
    expect((await b.db.collectionGroup(onlyInA).count().get()).data().count).toBe(0);
    expect((await b.db.listCollections()).map((c) => c.id)).not.toContain(onlyInA);
    expect((await a.db.collectionGroup(onlyInA).count().get()).data().count).toBe(2);
  });
});

describe('reset endpoint', () => {
  it('deletes every document of its project, subcollections included, and nothing else', async () => {
    await a.db.doc('keep/me').set({ v: 1 });
    await b.db.doc('wipe/me').set({ v: 1 });
    await b.db.doc('wipe/me/deep/child').set({ v: 2 });
    await resetProject(b.projectId);
    expect((await b.db.doc('wipe/me').get()).exists).toBe(false);
    expect((await b.db.doc('wipe/me/deep/child').get()).exists).toBe(false);
    expect(await b.db.listCollections()).toEqual([]);
    expect((await a.db.doc('keep/me').get()).get('v')).toBe(1);
  });

  it('leaves the project usable after a reset', async () => {
    await resetProject(b.projectId);
    await b.db.doc('after/reset').create({ v: 1 });
    expect((await b.db.doc('after/reset').get()).get('v')).toBe(1);
  });
});

// The official emulator has no billing endpoint: these cases only run against Rainbow's.
describe.skipIf(isOfficialEmulator())(
  'billing counters (skipped on the official emulator, which has no billing endpoint)',
  () => {
    const ctx = useFirestore('billing');
    let items: CollectionReference;
    let large: CollectionReference;

    /** The counters an operation adds, measured from freshly reset counters. */
    async function billed(operation: () => Promise<unknown>): Promise<BillingCounters> {
      await resetBilling(ctx.projectId);
      await operation();
      return readBilling(ctx.projectId);
    }

    beforeAll(async () => {
      items = ctx.collection('items');
      large = ctx.collection('large');
      const writer = ctx.db.bulkWriter({ throttling: false });
      for (let i = 0; i < 50; i++)
        void writer.set(items.doc(`i${String(i).padStart(2, '0')}`), { i, even: i % 2 === 0 });
      for (let i = 0; i < 2500; i++) void writer.set(large.doc(`l${i}`), { i, small: i < 1000 });
      await writer.close();
    });

    it('bills one read for a document get', async () => {
      expect(await billed(() => items.doc('i01').get())).toEqual({
        reads: 1,
        writes: 0,
        deletes: 0,
      });
    });

    it('bills one read per document of a batch get', async () => {
      const refs = ['i01', 'i02', 'i03'].map((id) => items.doc(id));
      expect((await billed(() => ctx.db.getAll(...refs))).reads).toBe(3);
    });

    it('bills one read per document a query returns', async () => {
      expect((await billed(() => items.where('even', '==', true).get())).reads).toBe(25);
      expect((await billed(() => items.limit(7).get())).reads).toBe(7);
    });

    it('bills one read for a query that returns nothing', async () => {
      expect((await billed(() => items.where('i', '>', 1000).get())).reads).toBe(1);
    });

    it('bills documents skipped by an offset: offset 10 limit 5 costs 15 reads', async () => {
      expect((await billed(() => items.orderBy('i').offset(10).limit(5).get())).reads).toBe(15);
    });

    it('bills one read per 1,000 index entries of a count, at least one', async () => {
      expect((await billed(() => large.where('small', '==', true).count().get())).reads).toBe(1);
      expect((await billed(() => items.where('i', '>', 1000).count().get())).reads).toBe(1);
      expect((await billed(() => large.count().get())).reads).toBe(3);
    });

    it('bills sum and average like count', async () => {
      const query = large.where('small', '==', true);
      const cost = await billed(() =>
        query
          .aggregate({ total: AggregateField.sum('i'), mean: AggregateField.average('i') })
          .get(),
      );
      expect(cost.reads).toBe(1);
    });

    it('bills one write per document written, transforms included', async () => {
      expect(await billed(() => items.doc('w1').set({ v: 1 }))).toEqual({
        reads: 0,
        writes: 1,
        deletes: 0,
      });
      expect(
        (await billed(() => items.doc('w1').update({ v: FieldValue.increment(1) }))).writes,
      ).toBe(1);
      const batch = ctx.db.batch();
      for (const id of ['w2', 'w3', 'w4']) batch.set(items.doc(id), { v: 1 });
      expect((await billed(() => batch.commit())).writes).toBe(3);
    });

    it('bills the reads and writes of a transaction like plain ones', async () => {
      const ref = items.doc('tx');
      await ref.set({ n: 1 });
      const cost = await billed(() =>
        ctx.db.runTransaction(async (tx) => {
          const n = (await tx.get(ref)).get('n') as number;
          tx.update(ref, { n: n + 1 });
        }),
      );
      expect(cost).toEqual({ reads: 1, writes: 1, deletes: 0 });
    });

    it('bills one delete per document deleted', async () => {
      await items.doc('d1').set({ v: 1 });
      expect(await billed(() => items.doc('d1').delete())).toEqual({
        reads: 0,
        writes: 0,
        deletes: 1,
      });
    });

    it('resets the counters on DELETE', async () => {
      await items.doc('i01').get();
      await items.doc('r1').set({ v: 1 });
      await resetBilling(ctx.projectId);
      expect(await readBilling(ctx.projectId)).toEqual({ reads: 0, writes: 0, deletes: 0 });
    });

    it('counts each project separately', async () => {
      await resetBilling(a.projectId);
      await resetBilling(ctx.projectId);
      await a.db.doc('billing/other').get();
      expect((await readBilling(ctx.projectId)).reads).toBe(0);
      expect((await readBilling(a.projectId)).reads).toBe(1);
    });
  },
);
