import { beforeAll, describe, expect, it } from 'vitest';
import { FieldPath } from 'firebase-admin/firestore';
import type { CollectionReference, Query } from 'firebase-admin/firestore';
import { useFirestore } from './support/firestore-test-context.js';

const ctx = useFirestore('queries');

/**
 * Ten players whose ids do not follow their scores, so that every order is visible; `p10` has no
 * score and `p11` has a score but no team.
 */
const players: Record<string, Record<string, unknown>> = {
  p01: { team: 'red', score: 30, name: 'Ann', stats: { wins: 3, losses: 1 } },
  p02: { team: 'blue', score: 10, name: 'Bob', stats: { wins: 1, losses: 4 } },
  p03: { team: 'red', score: 20, name: 'Cid', stats: { wins: 2, losses: 2 } },
  p04: { team: 'blue', score: 30, name: 'Dee', stats: { wins: 3, losses: 0 } },
  p05: { team: 'green', score: 50, name: 'Eve', stats: { wins: 5, losses: 1 } },
  p06: { team: 'red', score: 10, name: 'Fay', stats: { wins: 1, losses: 3 } },
  p07: { team: 'blue', score: 40, name: 'Gus', stats: { wins: 4, losses: 2 } },
  p08: { team: 'green', score: 20, name: 'Hal', stats: { wins: 2, losses: 5 } },
  p09: { team: 'red', score: 40, name: 'Ivy', stats: { wins: 4, losses: 0 } },
  p10: { team: 'blue', name: 'Joe' },
  p11: { score: 60, name: 'Kim' },
};

let col: CollectionReference;

beforeAll(async () => {
  col = ctx.collection('players');
  const batch = ctx.db.batch();
  for (const [id, data] of Object.entries(players)) batch.set(col.doc(id), data);
  await batch.commit();
});

async function ids(query: Query): Promise<string[]> {
  return (await query.get()).docs.map((doc) => doc.id);
}

describe('orderBy', () => {
  it('returns documents by id when no order is given', async () => {
    expect(await ids(col)).toEqual(Object.keys(players).sort());
  });

  it('orders document ids as UTF-8 strings, not as numbers', async () => {
    const collection = ctx.collection('ids');
    await Promise.all(['9', '10', 'a', 'B', 'é', '_', '~'].map((id) => collection.doc(id).set({})));
    expect(await ids(collection)).toEqual(['10', '9', 'B', '_', 'a', '~', 'é']);
  });

  it('orders ascending, ties broken by document id, and excludes docs lacking the field', async () => {
    expect(await ids(col.orderBy('score'))).toEqual([
      'p02',
      'p06',
      'p03',
      'p08',
      'p01',
      'p04',
      'p07',
      'p09',
      'p05',
      'p11',
    ]);
  });

  it('orders descending, ties broken by document id descending', async () => {
    expect(await ids(col.orderBy('score', 'desc'))).toEqual([
      'p11',
      'p05',
      'p09',
      'p07',
      'p04',
      'p01',
      'p08',
      'p03',
      'p06',
      'p02',
    ]);
  });

  it('orders by several fields in mixed directions', async () => {
    expect(await ids(col.orderBy('team').orderBy('score', 'desc'))).toEqual([
      'p07',
      'p04',
      'p02',
      'p05',
      'p08',
      'p09',
      'p01',
      'p03',
      'p06',
    ]);
  });

  it('orders by a nested field', async () => {
    expect(await ids(col.orderBy('stats.losses').orderBy('stats.wins', 'desc').limit(4))).toEqual([
      'p09',
      'p04',
      'p05',
      'p01',
    ]);
  });

  it('orders by document id explicitly', async () => {
    // Only ascending: Google's emulator refuses descending key scans (FAILED_PRECONDITION).
    expect(await ids(col.orderBy(FieldPath.documentId()).limit(2))).toEqual(['p01', 'p02']);
    expect(await ids(col.where('score', '==', 30).orderBy(FieldPath.documentId()))).toEqual([
      'p01',
      'p04',
    ]);
  });

  it('applies an explicit order after an equality filter', async () => {
    expect(await ids(col.where('team', '==', 'red').orderBy('score'))).toEqual([
      'p06',
      'p03',
      'p01',
      'p09',
    ]);
  });

  it('excludes documents lacking any of several ordered fields', async () => {
    const result = await ids(col.orderBy('team').orderBy('score'));
    expect(result).not.toContain('p10');
    expect(result).not.toContain('p11');
    expect(result).toHaveLength(9);
  });
});

describe('limit, limitToLast and offset', () => {
  it('limit returns the first N in order', async () => {
    expect(await ids(col.orderBy('score').limit(3))).toEqual(['p02', 'p06', 'p03']);
  });

  it('limit larger than the result set returns everything', async () => {
    expect(await ids(col.where('team', '==', 'green').limit(100))).toEqual(['p05', 'p08']);
  });

  it('limitToLast returns the last N, still in query order', async () => {
    expect(await ids(col.orderBy('score').limitToLast(3))).toEqual(['p09', 'p05', 'p11']);
    expect(await ids(col.orderBy('score', 'desc').limitToLast(2))).toEqual(['p06', 'p02']);
  });

  it('limitToLast combines with cursors', async () => {
    expect(await ids(col.orderBy('score').endBefore(40).limitToLast(3))).toEqual([
      'p08',
      'p01',
      'p04',
    ]);
  });

  it('offset skips documents before limit applies, giving exact pages', async () => {
    const all = await ids(col.orderBy('score'));
    const pages: string[][] = [];
    for (let offset = 0; offset < all.length; offset += 3) {
      pages.push(await ids(col.orderBy('score').offset(offset).limit(3)));
    }
    expect(pages).toEqual([all.slice(0, 3), all.slice(3, 6), all.slice(6, 9), all.slice(9)]);
  });

  it('offset past the end returns nothing', async () => {
    expect(await ids(col.offset(50))).toEqual([]);
  });

  it('offset without limit returns the rest', async () => {
    expect(await ids(col.orderBy('score').offset(8))).toEqual(['p05', 'p11']);
  });
});

describe('select', () => {
  it('returns only the selected fields, nested paths included', async () => {
    const snapshot = await col.where('team', '==', 'green').select('name', 'stats.wins').get();
    expect(snapshot.docs.map((doc) => doc.data())).toEqual([
      { name: 'Eve', stats: { wins: 5 } },
      { name: 'Hal', stats: { wins: 2 } },
    ]);
  });

  it('omits a selected field a document lacks', async () => {
    const snapshot = await col.where('name', 'in', ['Joe', 'Kim']).select('team', 'score').get();
    expect(snapshot.docs.map((doc) => doc.data())).toEqual([{ team: 'blue' }, { score: 60 }]);
  });

  it('select() with no fields returns matching documents with empty data', async () => {
    const snapshot = await col.orderBy('score', 'desc').limit(2).select().get();
    expect(snapshot.docs.map((doc) => doc.id)).toEqual(['p11', 'p05']);
    expect(snapshot.docs.map((doc) => doc.data())).toEqual([{}, {}]);
    expect(snapshot.docs.every((doc) => doc.exists)).toBe(true);
  });

  it('select keeps the order and filters of the query', async () => {
    const snapshot = await col.where('score', '>=', 40).orderBy('score').select('score').get();
    expect(snapshot.docs.map((doc) => doc.get('score'))).toEqual([40, 40, 50, 60]);
  });
});

describe('cursors', () => {
  it('startAt and startAfter a value', async () => {
    expect(await ids(col.orderBy('score').startAt(40))).toEqual(['p07', 'p09', 'p05', 'p11']);
    expect(await ids(col.orderBy('score').startAfter(40))).toEqual(['p05', 'p11']);
  });

  it('endAt and endBefore a value', async () => {
    expect(await ids(col.orderBy('score').endAt(20))).toEqual(['p02', 'p06', 'p03', 'p08']);
    expect(await ids(col.orderBy('score').endBefore(20))).toEqual(['p02', 'p06']);
  });

  it('combines start and end cursors', async () => {
    expect(await ids(col.orderBy('score').startAfter(10).endBefore(40))).toEqual([
      'p03',
      'p08',
      'p01',
      'p04',
    ]);
  });

  it('cursors on several fields compare them in order', async () => {
    const query = col.orderBy('team').orderBy('score');
    expect(await ids(query.startAt('green', 50))).toEqual(['p05', 'p06', 'p03', 'p01', 'p09']);
    expect(await ids(query.startAfter('green', 50))).toEqual(['p06', 'p03', 'p01', 'p09']);
    expect(await ids(query.endBefore('red', 20))).toEqual([
      'p02',
      'p04',
      'p07',
      'p08',
      'p05',
      'p06',
    ]);
  });

  it('a cursor with fewer values than orders bounds on the prefix only', async () => {
    const query = col.orderBy('team').orderBy('score');
    expect(await ids(query.startAfter('blue').endAt('green'))).toEqual(['p08', 'p05']);
  });

  it('cursors in a descending order', async () => {
    expect(await ids(col.orderBy('score', 'desc').startAfter(40).endAt(20))).toEqual([
      'p04',
      'p01',
      'p08',
      'p03',
    ]);
  });

  it('startAfter a document snapshot continues after it among equal values', async () => {
    const p04 = await col.doc('p04').get();
    // p01 and p04 share score 30: the snapshot's id decides where the page resumes.
    expect(await ids(col.orderBy('score').startAfter(p04).limit(3))).toEqual(['p07', 'p09', 'p05']);
    const p01 = await col.doc('p01').get();
    expect(await ids(col.orderBy('score').startAt(p01).limit(2))).toEqual(['p01', 'p04']);
  });

  it('endBefore and endAt a document snapshot', async () => {
    const p04 = await col.doc('p04').get();
    expect(await ids(col.orderBy('score').startAt(30).endBefore(p04))).toEqual(['p01']);
    expect(await ids(col.orderBy('score').startAt(30).endAt(p04))).toEqual(['p01', 'p04']);
  });

  it('pages through a collection with startAfter(lastSnapshot)', async () => {
    const query = col.orderBy('score', 'desc').limit(4);
    const seen: string[] = [];
    let page = await query.get();
    while (!page.empty) {
      seen.push(...page.docs.map((doc) => doc.id));
      const last = page.docs[page.docs.length - 1];
      page = await query.startAfter(last).get();
    }
    expect(seen).toEqual(await ids(col.orderBy('score', 'desc')));
  });

  it('cursors on the document id', async () => {
    const query = col.orderBy(FieldPath.documentId());
    expect(await ids(query.startAfter('p08'))).toEqual(['p09', 'p10', 'p11']);
    expect(await ids(query.startAt(col.doc('p03')).endBefore('p05'))).toEqual(['p03', 'p04']);
  });

  it('a cursor with the implicit document id order as its last value', async () => {
    const query = col.orderBy('score').orderBy(FieldPath.documentId());
    expect(await ids(query.startAfter(30, 'p01').limit(2))).toEqual(['p04', 'p07']);
  });

  it("a cursor of another type than the field bounds by Firestore's type order", async () => {
    // Every number sorts before every string, so a string cursor starts after all the scores.
    expect(await ids(col.orderBy('score').startAt(''))).toEqual([]);
    expect(await ids(col.orderBy('score').endBefore(''))).toHaveLength(10);
    expect(await ids(col.orderBy('name').startAfter(1_000))).toHaveLength(11);
  });

  it('combines cursors with filters, offset and limit', async () => {
    const query = col
      .where('team', 'in', ['red', 'blue'])
      .orderBy('score')
      .startAt(20)
      .offset(1)
      .limit(3);
    expect(await ids(query)).toEqual(['p01', 'p04', 'p07']);
  });
});
