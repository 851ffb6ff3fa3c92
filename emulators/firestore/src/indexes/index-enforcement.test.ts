import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AggregateField, FieldPath, Filter, Firestore } from '@google-cloud/firestore';
import { startFirestoreEmulator } from '../index.js';
import type { RunningFirestoreEmulator } from '../index.js';

const PROJECT = 'index-enforcement';
const MISSING_INDEX =
  /^9 FAILED_PRECONDITION: The query requires an index\. You can create it here: https:\/\/console\.firebase\.google\.com\/v1\/r\/project\/index-enforcement[\w-]*\/firestore\/indexes\?create_(composite|exemption)=/;

const DECLARED = {
  indexes: [
    {
      collectionGroup: 'records',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'amount', order: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: [
    {
      collectionGroup: 'records',
      fieldPath: 'owner',
      indexes: [
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ],
    },
    { collectionGroup: 'records', fieldPath: 'blob', indexes: [] },
  ],
};

const folder = mkdtempSync(join(tmpdir(), 'index-enforcement-'));
const indexFile = join(folder, 'firestore.indexes.json');
let enforcing: RunningFirestoreEmulator;
let lenient: RunningFirestoreEmulator;
let db: Firestore;
let lenientDb: Firestore;

/** A client of one emulator; the client reads FIRESTORE_EMULATOR_HOST when it is built. */
function clientOf(emulator: RunningFirestoreEmulator, projectId = PROJECT): Firestore {
  const shared = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  const client = new Firestore({ projectId, gaxServerStreamingRetries: true });
  if (shared === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = shared;
  return client;
}

function indexesUrl(emulator: RunningFirestoreEmulator, group: string, project = PROJECT): string {
  return `http://127.0.0.1:${emulator.port}/v1/projects/${project}/databases/(default)/collectionGroups/${group}/indexes`;
}

async function createIndex(
  emulator: RunningFirestoreEmulator,
  group: string,
  body: unknown,
  project = PROJECT,
): Promise<Response> {
  return fetch(indexesUrl(emulator, group, project), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
}

async function failure(call: Promise<unknown>): Promise<{ code?: number; message: string }> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'expected the query to be refused').toBeInstanceOf(Error);
  return error as { code?: number; message: string };
}

async function expectMissingIndex(call: Promise<unknown>, fields: RegExp): Promise<void> {
  const error = await failure(call);
  expect(error.code).toBe(9);
  expect(error.message).toMatch(MISSING_INDEX);
  expect(error.message).toMatch(fields);
}

beforeAll(async () => {
  writeFileSync(indexFile, JSON.stringify(DECLARED));
  enforcing = await startFirestoreEmulator({ quiet: true, indexes: { file: indexFile } });
  lenient = await startFirestoreEmulator({ quiet: true });
  db = clientOf(enforcing);
  lenientDb = clientOf(lenient);
  for (const client of [db, lenientDb]) {
    const batch = client.batch();
    batch.set(client.doc('records/r1'), { status: 'open', amount: 5, owner: 'ann', tags: ['a'] });
    batch.set(client.doc('records/r2'), { status: 'open', amount: 9, owner: 'bob', tags: ['b'] });
    batch.set(client.doc('records/r3'), { status: 'done', amount: 7, owner: 'ann', tags: ['a'] });
    batch.set(client.doc('programs/p/records/r4'), { status: 'open', amount: 1, owner: 'ann' });
    await batch.commit();
  }
});

afterAll(async () => {
  await db.terminate();
  await lenientDb.terminate();
  await enforcing.stop();
  await lenient.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('queries served by automatic single-field indexes', () => {
  it('merges equality filters on several fields', async () => {
    const snapshot = await db
      .collection('records')
      .where('status', '==', 'open')
      .where('owner', 'in', ['ann', 'bob'])
      .where('tags', 'array-contains', 'a')
      .get();
    expect(snapshot.docs.map((doc) => doc.id)).toEqual(['r1']);
  });

  it('filters and orders on one field, or orders alone', async () => {
    const ranged = await db
      .collection('records')
      .where('amount', '>', 5)
      .orderBy('amount', 'desc')
      .get();
    expect(ranged.docs.map((doc) => doc.id)).toEqual(['r2', 'r3']);
    const ordered = await db.collection('records').orderBy('status').get();
    expect(ordered.size).toBe(3);
  });

  it('orders equality results by document id', async () => {
    const snapshot = await db
      .collection('records')
      .where('status', '==', 'open')
      .orderBy(FieldPath.documentId(), 'desc')
      .get();
    expect(snapshot.docs.map((doc) => doc.id)).toEqual(['r2', 'r1']);
  });
});

describe('queries that need a composite index', () => {
  it('refuses an equality with an order on another field, naming the index to create', async () => {
    await expectMissingIndex(
      db.collection('records').where('owner', '==', 'ann').orderBy('amount').get(),
      /COLLECTION index on records \(owner ASCENDING, amount ASCENDING, __name__ ASCENDING\)/,
    );
  });

  it('refuses ranges on two fields and an array-contains with an order', async () => {
    await expectMissingIndex(
      db.collection('records').where('amount', '>', 1).where('status', '<', 'z').get(),
      /\(amount ASCENDING, status ASCENDING, __name__ ASCENDING\)/,
    );
    await expectMissingIndex(
      db.collection('records').where('tags', 'array-contains', 'a').orderBy('amount').get(),
      /\(tags CONTAINS, amount ASCENDING, __name__ ASCENDING\)/,
    );
  });

  it('serves the combination declared in the index file, in its direction only', async () => {
    const declared = await db
      .collection('records')
      .where('status', '==', 'open')
      .orderBy('amount', 'desc')
      .get();
    expect(declared.docs.map((doc) => doc.id)).toEqual(['r2', 'r1']);
    await expectMissingIndex(
      db.collection('records').where('status', '==', 'open').orderBy('amount').get(),
      /\(status ASCENDING, amount ASCENDING, __name__ ASCENDING\)/,
    );
  });

  it('checks each disjunct of an OR', async () => {
    const served = await db
      .collection('records')
      .where(Filter.or(Filter.where('status', '==', 'done'), Filter.where('owner', '==', 'bob')))
      .get();
    expect(served.size).toBe(2);
    await expectMissingIndex(
      db
        .collection('records')
        .where(Filter.or(Filter.where('status', '==', 'done'), Filter.where('owner', '==', 'bob')))
        .orderBy('amount', 'desc')
        .get(),
      /\(owner ASCENDING, amount DESCENDING, __name__ DESCENDING\)/,
    );
  });

  it('refuses a filter on an exempted field with an exemption link', async () => {
    const error = await failure(db.collection('records').where('blob', '==', 'x').get());
    expect(error.code).toBe(9);
    expect(error.message).toMatch(
      /^9 FAILED_PRECONDITION: The query requires an index\. You can create it here: https:\/\/console\.firebase\.google\.com\/v1\/r\/project\/index-enforcement\/firestore\/indexes\?create_exemption=/,
    );
  });
});

describe('collection-group queries', () => {
  it('use only the single-field indexes a field override enables', async () => {
    const byOwner = await db.collectionGroup('records').where('owner', '==', 'ann').get();
    expect(byOwner.size).toBe(3);
    await expectMissingIndex(
      db.collectionGroup('records').where('status', '==', 'open').get(),
      /COLLECTION_GROUP index on records \(status ASCENDING, __name__ ASCENDING\)/,
    );
  });
});

describe('aggregations', () => {
  it('count equality filters and a lone range without a composite index', async () => {
    const counted = await db
      .collection('records')
      .where('status', '==', 'open')
      .orderBy('amount')
      .count()
      .get();
    expect(counted.data().count).toBe(2);
    const ranged = await db.collection('records').where('amount', '>=', 7).count().get();
    expect(ranged.data().count).toBe(2);
  });

  it('need a composite index for an equality with a range on another field', async () => {
    await expectMissingIndex(
      db.collection('records').where('owner', '==', 'ann').where('amount', '>', 1).count().get(),
      /\(owner ASCENDING, amount ASCENDING, __name__ ASCENDING\)/,
    );
    await expectMissingIndex(
      db
        .collection('records')
        .where('owner', '==', 'ann')
        .where('amount', '>', 1)
        .aggregate({ total: AggregateField.sum('amount') })
        .get(),
      /\(owner ASCENDING, amount ASCENDING/,
    );
  });
});

describe('enforcement is off by default', () => {
  it('answers every query, like Google emulator', async () => {
    const snapshot = await lenientDb
      .collection('records')
      .where('owner', '==', 'ann')
      .orderBy('amount')
      .get();
    expect(snapshot.docs.map((doc) => doc.id)).toEqual(['r1', 'r3']);
    expect(
      (
        await lenientDb.collectionGroup('records').where('status', '==', 'open').count().get()
      ).data().count,
    ).toBe(3);
  });
});

describe('indexes created through the Admin REST API', () => {
  const ownerAmount = {
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'owner', order: 'ASCENDING' },
      { fieldPath: 'amount', order: 'ASCENDING' },
    ],
  };
  const query = (): Promise<unknown> =>
    db.collection('records').where('owner', '==', 'ann').orderBy('amount').get();
  let indexName = '';

  it('serve the query at once and answer a done operation', async () => {
    await expectMissingIndex(query(), /owner ASCENDING, amount ASCENDING/);
    const created = await createIndex(enforcing, 'records', ownerAmount);
    expect(created.status).toBe(200);
    const operation = (await created.json()) as { done: boolean; response: { name: string } };
    expect(operation.done).toBe(true);
    expect(operation.response).toMatchObject({
      '@type': 'type.googleapis.com/google.firestore.admin.v1.Index',
      state: 'READY',
      queryScope: 'COLLECTION',
      fields: [...ownerAmount.fields, { fieldPath: '__name__', order: 'ASCENDING' }],
    });
    indexName = operation.response.name;
    expect(indexName).toMatch(
      /^projects\/index-enforcement\/databases\/\(default\)\/collectionGroups\/records\/indexes\/[\w-]+$/,
    );
    const snapshot = await db
      .collection('records')
      .where('owner', '==', 'ann')
      .orderBy('amount')
      .get();
    expect(snapshot.docs.map((doc) => doc.id)).toEqual(['r1', 'r3']);
  });

  it('answer 409 ALREADY_EXISTS for an identical index, declared or created', async () => {
    const again = await createIndex(enforcing, 'records', ownerAmount);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 409, message: 'index already exists', status: 'ALREADY_EXISTS' },
    });
    const declared = await createIndex(enforcing, 'records', DECLARED.indexes[0]);
    expect(declared.status).toBe(409);
  });

  it('are listed with the declared ones and fetched by id', async () => {
    const listed = (await (await fetch(indexesUrl(enforcing, 'records'))).json()) as {
      indexes: { name: string; state: string }[];
    };
    expect(listed.indexes).toHaveLength(2);
    expect(listed.indexes.map((index) => index.name)).toContain(indexName);
    const fetched = await fetch(`http://127.0.0.1:${enforcing.port}/v1/${indexName}`);
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toMatchObject({ name: indexName, state: 'READY' });
  });

  it('belong to their project only', async () => {
    const other = clientOf(enforcing, `${PROJECT}-other`);
    await other.doc('records/x').set({ owner: 'ann', amount: 1 });
    await expectMissingIndex(
      other.collection('records').where('owner', '==', 'ann').orderBy('amount').get(),
      /owner ASCENDING, amount ASCENDING/,
    );
    await other.terminate();
  });

  it('are refused when Firestore would refuse them', async () => {
    const single = await createIndex(enforcing, 'records', {
      queryScope: 'COLLECTION',
      fields: [{ fieldPath: 'owner', order: 'ASCENDING' }],
    });
    expect(single.status).toBe(400);
    expect(((await single.json()) as { error: { status: string } }).error.status).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('stop serving once deleted', async () => {
    const url = `http://127.0.0.1:${enforcing.port}/v1/${indexName}`;
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(url)).status).toBe(404);
    await expectMissingIndex(query(), /owner ASCENDING, amount ASCENDING/);
  });
});

describe('the index file', () => {
  it('applies an index added while the emulator runs', async () => {
    const byOwnerTags = (): Promise<unknown> =>
      db.collection('records').where('tags', 'array-contains', 'a').orderBy('owner').get();
    await expectMissingIndex(byOwnerTags(), /tags CONTAINS, owner ASCENDING/);
    const grown = {
      ...DECLARED,
      indexes: [
        ...DECLARED.indexes,
        {
          collectionGroup: 'records',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
            { fieldPath: 'owner', order: 'ASCENDING' },
          ],
        },
      ],
    };
    writeFileSync(indexFile, JSON.stringify(grown));
    const later = new Date(Date.now() + 5_000);
    utimesSync(indexFile, later, later);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await byOwnerTags()).toMatchObject({ size: 2 });
  });

  it('stops the start with an error naming the file when it is not valid', async () => {
    const broken = join(folder, 'broken.json');
    writeFileSync(broken, JSON.stringify({ indexes: [{ collectionGroup: 'x', fields: [] }] }));
    await expect(
      startFirestoreEmulator({ quiet: true, indexes: { file: broken } }),
    ).rejects.toThrow(/broken\.json: indexes\[0\]: An index must list its fields/);
  });
});

describe('with a data folder', () => {
  it('keeps created indexes across a restart', async () => {
    const dataDir = join(folder, 'data');
    const first = await startFirestoreEmulator({ quiet: true, dataDir, indexes: {} });
    const created = await createIndex(first, 'notes', {
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'topic', order: 'ASCENDING' },
        { fieldPath: 'at', order: 'DESCENDING' },
      ],
    });
    expect(created.status).toBe(200);
    await first.stop();

    const second = await startFirestoreEmulator({ quiet: true, dataDir, indexes: {} });
    const client = clientOf(second);
    try {
      const listed = (await (await fetch(indexesUrl(second, '-'))).json()) as {
        indexes: { queryScope: string }[];
      };
      expect(listed.indexes).toEqual([
        expect.objectContaining({ queryScope: 'COLLECTION_GROUP', state: 'READY' }),
      ]);
      await client.doc('a/b/notes/n').set({ topic: 't', at: 1 });
      const notes = await client
        .collectionGroup('notes')
        .where('topic', '==', 't')
        .orderBy('at', 'desc')
        .get();
      expect(notes.size).toBe(1);
    } finally {
      await client.terminate();
      await second.stop();
    }
  });
});
