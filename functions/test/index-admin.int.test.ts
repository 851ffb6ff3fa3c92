import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexAdmin, IndexSpec } from '../src/core/indexes/index-admin.js';
import { createIndexAdmin } from '../src/core/indexes/index-admin-factory.js';
import { startRainbowFirestore } from './support/firestore-emulator.js';
import type { RunningFirestoreEmulator } from './support/firestore-emulator.js';

// Its own Rainbow emulator: the Admin API and index enforcement are what is under test, and
// the suite's shared Firestore may be Google's emulator, which has neither.
let emulator: RunningFirestoreEmulator;
let app: App;
let db: Firestore;
let admin: IndexAdmin;
const projectId = `demo-index-admin-${randomBytes(4).toString('hex')}`;

const byStatusNewest: IndexSpec = {
  collectionGroup: 'records',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'fields.status', order: 'ASCENDING' },
    { fieldPath: 'created_at', order: 'DESCENDING' },
  ],
};

const query = () =>
  db
    .collection('programs/p1/collects/c1/records')
    .where('fields.status', '==', 'open')
    .orderBy('created_at', 'desc')
    .get();

beforeAll(async () => {
  emulator = await startRainbowFirestore();
  const shared = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  app = initializeApp({ projectId }, projectId);
  db = getFirestore(app);
  // Without it google-gax retries a refused query stream for ~7 s before surfacing the error.
  db.settings({ gaxServerStreamingRetries: true });
  await db
    .doc('programs/p1/collects/c1/records/r1')
    .set({ fields: { status: 'open' }, created_at: 1 });
  if (shared === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = shared;
  admin = createIndexAdmin({ projectId, firestoreEmulatorHost: emulator.host });
});

afterAll(async () => {
  await deleteApp(app);
  await emulator.stop();
});

describe('IndexAdmin against the local emulator', () => {
  it('reports a missing index, whose query the emulator refuses as production would', async () => {
    expect(await admin.states([byStatusNewest])).toEqual([{ ...byStatusNewest, state: 'MISSING' }]);
    await expect(query()).rejects.toMatchObject({
      code: 9,
      message: expect.stringContaining('The query requires an index') as unknown,
    });
  });

  it('creates it through the Admin API, after which the query runs', async () => {
    expect(await admin.ensure([byStatusNewest])).toEqual([{ ...byStatusNewest, state: 'READY' }]);
    expect((await query()).size).toBe(1);
  });

  it('is idempotent and knows the indexes declared in firestore.indexes.json', async () => {
    const declared: IndexSpec = {
      collectionGroup: 'invitations',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'program_id', order: 'ASCENDING' },
        { fieldPath: 'created_at', order: 'DESCENDING' },
      ],
    };
    expect(await admin.ensure([byStatusNewest, declared])).toEqual([
      { ...byStatusNewest, state: 'READY' },
      { ...declared, state: 'READY' },
    ]);
  });
});
