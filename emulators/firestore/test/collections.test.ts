import { beforeAll, describe, expect, it } from 'vitest';
import { FieldPath } from 'firebase-admin/firestore';
import type { Query } from 'firebase-admin/firestore';
import { useFirestore } from './support/firestore-test-context.js';

const ctx = useFirestore('collections');

// `group` is both a root collection and a subcollection at several depths; `parents` holds the
// documents under which it nests, some of which exist only through their subcollections.
const group = ctx.collectionId('group');
const parents = ctx.collectionId('parents');

const groupDocs: Record<string, number> = {
  [`${group}/r1`]: 1,
  [`${group}/r2`]: 5,
  [`${parents}/a1/${group}/s1`]: 2,
  [`${parents}/a1/${group}/s2`]: 7,
  [`${parents}/a2/${group}/s1`]: 3,
  [`${parents}/a1/sub/x/${group}/deep`]: 4,
};
const noise: Record<string, number> = {
  [`${group}x/n1`]: 1, // a collection whose id merely starts with the group id
  [`${parents}/${group}`]: 1, // a document whose id is the group id
  [`${parents}/a1/other/o1`]: 1,
  [`${parents}/a3`]: 9,
};

beforeAll(async () => {
  const batch = ctx.db.batch();
  for (const [path, v] of Object.entries({ ...groupDocs, ...noise }))
    batch.set(ctx.db.doc(path), { v });
  await batch.commit();
});

async function paths(query: Query): Promise<string[]> {
  return (await query.get()).docs.map((doc) => doc.ref.path);
}

/** Firestore orders document names segment by segment. */
function byName(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const l = Buffer.from(left[i] ?? '');
    const r = Buffer.from(right[i] ?? '');
    const order = Buffer.compare(l, r);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

describe('collection group queries', () => {
  it('returns the documents of every collection with that id, at every depth', async () => {
    expect(await paths(ctx.db.collectionGroup(group))).toEqual(Object.keys(groupDocs).sort(byName));
  });

  it('keeps documents with the same id under different parents apart', async () => {
    const snapshot = await ctx.db.collectionGroup(group).get();
    const s1 = snapshot.docs.filter((doc) => doc.id === 's1');
    expect(s1.map((doc) => [doc.ref.path, doc.get('v')])).toEqual([
      [`${parents}/a1/${group}/s1`, 2],
      [`${parents}/a2/${group}/s1`, 3],
    ]);
  });

  it('applies filters and orders across depths', async () => {
    const query = ctx.db.collectionGroup(group).where('v', '>', 2).orderBy('v', 'desc');
    expect(await paths(query)).toEqual([
      `${parents}/a1/${group}/s2`,
      `${group}/r2`,
      `${parents}/a1/sub/x/${group}/deep`,
      `${parents}/a2/${group}/s1`,
    ]);
  });

  it('supports limits and snapshot cursors', async () => {
    const query = ctx.db.collectionGroup(group).orderBy('v').limit(2);
    const first = await query.get();
    expect(first.docs.map((doc) => doc.get('v'))).toEqual([1, 2]);
    const next = await query.startAfter(first.docs[1]).get();
    expect(next.docs.map((doc) => doc.get('v'))).toEqual([3, 4]);
  });

  it('restricts to one parent with a __name__ range on the path prefix', async () => {
    // The pattern firebase-js-sdk's integration tests use for "a collection group under one
    // document": where(documentId(), '>=', parent).where(documentId(), '<=', parent + '0'), or
    // the same bounds as cursors on orderBy(documentId()).
    const prefix = `${parents}/a1`;
    const expected = [
      `${parents}/a1/${group}/s1`,
      `${parents}/a1/${group}/s2`,
      `${parents}/a1/sub/x/${group}/deep`,
    ];
    const filtered = ctx.db
      .collectionGroup(group)
      .where(FieldPath.documentId(), '>=', prefix)
      .where(FieldPath.documentId(), '<=', `${prefix}0`);
    expect(await paths(filtered)).toEqual(expected);
    const bounded = ctx.db
      .collectionGroup(group)
      .orderBy(FieldPath.documentId())
      .startAt(prefix)
      .endAt(`${prefix}\uf8ff`);
    expect(await paths(bounded)).toEqual(expected);
  });

  it('filters on full document paths with in on __name__', async () => {
    const wanted = [`${group}/r2`, `${parents}/a2/${group}/s1`];
    const query = ctx.db.collectionGroup(group).where(
      FieldPath.documentId(),
      'in',
      wanted.map((path) => ctx.db.doc(path)),
    );
    expect(await paths(query)).toEqual([...wanted].sort(byName));
  });

  it('returns nothing for a collection id that is never used', async () => {
    expect((await ctx.db.collectionGroup(ctx.collectionId('unused')).get()).empty).toBe(true);
  });
});

describe('subcollections', () => {
  it('a collection query returns only direct children, not deeper documents', async () => {
    expect(await paths(ctx.db.collection(`${parents}/a1/${group}`))).toEqual([
      `${parents}/a1/${group}/s1`,
      `${parents}/a1/${group}/s2`,
    ]);
  });

  it('a collection query skips parents that exist only through subcollections', async () => {
    expect(await paths(ctx.db.collection(parents))).toEqual(
      [`${parents}/${group}`, `${parents}/a3`].sort(byName),
    );
  });

  it('deleting a parent document keeps its subcollections', async () => {
    const parent = ctx.collection().doc('p');
    await parent.set({ a: 1 });
    await parent.collection('kids').doc('k').set({ b: 2 });
    await parent.delete();
    expect((await parent.get()).exists).toBe(false);
    expect((await parent.collection('kids').doc('k').get()).get('b')).toBe(2);
  });
});

describe('listCollections', () => {
  it('lists the subcollection ids of a document', async () => {
    const ids = (await ctx.db.doc(`${parents}/a1`).listCollections()).map((c) => c.id);
    expect(ids.sort()).toEqual([group, 'other', 'sub'].sort());
  });

  it('lists the subcollections of a document that does not exist', async () => {
    const ids = (await ctx.db.doc(`${parents}/a1/sub/x`).listCollections()).map((c) => c.id);
    expect(ids).toEqual([group]);
  });

  it('returns an empty list for a document without subcollections', async () => {
    expect(await ctx.db.doc(`${parents}/a3`).listCollections()).toEqual([]);
  });

  it('lists root collections with firestore.listCollections()', async () => {
    const ids = (await ctx.db.listCollections()).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([group, `${group}x`, parents]));
    expect(ids).not.toContain('sub');
  });

  it('stops listing a subcollection once its last document is deleted', async () => {
    const parent = ctx.collection().doc('p');
    const child = parent.collection('temporary').doc('t');
    await child.set({ a: 1 });
    expect((await parent.listCollections()).map((c) => c.id)).toEqual(['temporary']);
    await child.delete();
    expect(await parent.listCollections()).toEqual([]);
  });

  it('returns the references of listed collections with their full paths', async () => {
    const [collection] = await ctx.db.doc(`${parents}/a2`).listCollections();
    expect(collection?.path).toBe(`${parents}/a2/${group}`);
    expect((await collection?.get())?.size).toBe(1);
  });
});

describe('listDocuments', () => {
  it('includes missing documents that only have subcollections', async () => {
    const refs = await ctx.db.collection(parents).listDocuments();
    expect(refs.map((ref) => ref.id).sort()).toEqual([group, 'a1', 'a2', 'a3'].sort());
    const a1 = refs.find((ref) => ref.id === 'a1');
    expect((await a1?.get())?.exists).toBe(false);
  });

  it('lists every document of a larger collection, across pages', async () => {
    const collection = ctx.collection('many');
    const writer = ctx.db.bulkWriter({ throttling: false });
    for (let i = 0; i < 350; i++) void writer.set(collection.doc(`d${i}`), { i });
    await writer.close();
    const refs = await collection.listDocuments();
    expect(refs).toHaveLength(350);
    expect(new Set(refs.map((ref) => ref.id)).size).toBe(350);
  });

  it('returns an empty list for an empty collection', async () => {
    expect(await ctx.collection().listDocuments()).toEqual([]);
  });
});
