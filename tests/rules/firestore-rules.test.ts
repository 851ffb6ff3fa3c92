import fs from 'node:fs';

import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { conditionMatches } from '../../functions/src/shared/permissions/collect-access.js';
import { findOfficialFirestore } from './support/official-emulator.js';
import type { RunningEmulator } from './support/official-emulator.js';
import { expected, outcomes } from './support/outcome.js';
import {
  ALPHA,
  BENEFICIARIES,
  BETA,
  FAMILIES,
  INVITATION_SLOT_ID,
  MATRIX,
  MATRIX_VALUES,
  PERSONAS,
  PROGRAM_NAME_ID,
  SCHOOLS,
  SEEDED_PATHS,
  seededPath,
  seedWorld,
  type Uid,
} from './support/world.js';

// firestore.rules against Google's Firestore emulator (SPEC.md §6, ARCHITECTURE.md §7): what each
// kind of user may read, the attribution-rule record filter compared with the API's own
// conditionMatches, and that no client writes anything. Skipped, saying so, on a machine without
// the official emulator: see support/official-emulator.ts.

const RULES_FILE = new URL('../../firestore.rules', import.meta.url);
const PROJECT_ID = 'demo-rainbow-rules';

const official = findOfficialFirestore();
if (!official.available) console.warn(`${official.reason}.\n${official.hint}`);
const suite = official.available ? describe : describe.skip;
const title = official.available
  ? `firestore.rules on the official Firestore emulator (${official.describe})`
  : official.reason;

// ---- paths --------------------------------------------------------------------------------

const A = `programs/${ALPHA}`;
const B = `${A}/collects/${BENEFICIARIES}`;
const S = `${A}/collects/${SCHOOLS}`;
const Z = `programs/${BETA}`;
const F = `${Z}/collects/${FAMILIES}`;

const PARIS = `${B}/records/paris`;
const MARSEILLE = `${B}/records/marseille`;
const SCHOOL = `${S}/records/school-1`;
const FAMILY = `${F}/records/family-1`;

// Read by every contributor of the program (SPEC.md §6: reports; milestones).
const ALPHA_SHARED = [
  `${A}/reports/report-1`,
  `${A}/reports/report-1/graphics/graphic-1`,
  `${A}/milestones/milestone-1`,
];
const ALPHA_ACTIONS = `${A}/actions/action-1`;
/** Addressed actions: to `contributor` by name; to the manager; to every manager. */
const ACTION_MINE = `${A}/actions/action-mine`;
const ACTIONS_NOT_MINE = [`${A}/actions/action-other`, `${A}/actions/action-managers`];

const ALPHA_MANAGER_VIEW = [
  A,
  B,
  S,
  PARIS,
  MARSEILLE,
  SCHOOL,
  `${B}/access/contributor`,
  `${B}/attributionRules/rule-1`,
  `${A}/members/contributor`,
  `${A}/members/manager`,
  `${A}/userGroups/group-1`,
  `${A}/activities/activity-1`,
  `${A}/reminders/reminder-1`,
  `${A}/tasks/task-1`,
  ...ALPHA_SHARED,
  'invitations/invite-alpha',
];

const BETA_MANAGER_VIEW = [
  Z,
  F,
  FAMILY,
  `${Z}/members/beta-manager`,
  `${Z}/userGroups/group-2`,
  `${Z}/activities/activity-2`,
  'invitations/invite-beta',
];

const SERVER_ONLY = [
  'mail/mail-1',
  'meta/seed',
  `programNames/${PROGRAM_NAME_ID}`,
  `invitationSlots/${INVITATION_SLOT_ID}`,
  'webhookSecrets/collect-1',
];

const OTHER_USERS = ['users/admin', 'users/manager', 'users/contributor'];

/** One document of every kind, in both programs. */
const READ_PATHS = [
  ...OTHER_USERS,
  ...new Set([
    ...ALPHA_MANAGER_VIEW,
    ALPHA_ACTIONS,
    ACTION_MINE,
    ...ACTIONS_NOT_MINE,
    ...BETA_MANAGER_VIEW,
    'models/model-1',
    'models/model-1/fields/field-1',
    ...SERVER_ONLY,
  ]),
];

const SUPER_ADMIN_VIEW = READ_PATHS.filter((path) => !SERVER_ONLY.includes(path));

/** What each kind of user may read among READ_PATHS, their own user document aside. */
const READERS: readonly [who: Uid | 'unauthenticated', why: string, allowed: readonly string[]][] =
  [
    ['admin', 'a super admin reads everything but the server’s bookkeeping', SUPER_ADMIN_VIEW],
    ['manager', 'a manager reads their program and all in it, not another’s', ALPHA_MANAGER_VIEW],
    ['beta-manager', 'the other program’s manager reads only theirs', BETA_MANAGER_VIEW],
    [
      'manager-contributor',
      'a manager who also contributes reads as a manager (expected actions refused: stricter than the API)',
      ALPHA_MANAGER_VIEW,
    ],
    [
      'contributor',
      'a contributor reads their collect and the records their access lets through',
      [A, B, PARIS, ...ALPHA_SHARED, ALPHA_ACTIONS, ACTION_MINE],
    ],
    [
      'bulk-contributor',
      'a contributor with access to ALL records reads them all',
      [A, B, PARIS, MARSEILLE, ...ALPHA_SHARED, ALPHA_ACTIONS],
    ],
    [
      'schools-contributor',
      'a contributor reads only the collects their roles name; a left-over access grants nothing',
      [A, S, SCHOOL, ...ALPHA_SHARED, ALPHA_ACTIONS],
    ],
    [
      'no-access-contributor',
      'a contributor without an access document reads no record',
      [A, B, ...ALPHA_SHARED, ALPHA_ACTIONS],
    ],
    ['stranger', 'a user with no role reads only their own user document', []],
    ['disabled-manager', 'a disabled manager reads nothing, not even their user document', []],
    ['disabled-admin', 'a disabled super admin reads nothing', []],
    ['disabled-contributor', 'a disabled contributor reads nothing', []],
    ['ghost', 'a signed-in account without a user document reads nothing', []],
    ['unauthenticated', 'nobody signed in reads nothing', []],
  ];

/** Active users with a user document read it (GET /api/auth/get_current_user). */
function readsOwnDocument(who: Uid | 'unauthenticated'): boolean {
  if (!(who in PERSONAS)) return false;
  return (PERSONAS as Record<string, { status?: string }>)[who]?.status !== 'DISABLED';
}

suite(title, () => {
  let emulator: RunningEmulator | undefined;
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    if (!official.available) throw new Error(official.reason);
    setLogLevel('error'); // not a warning per refused write
    const began = Date.now();
    emulator = await official.start();
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: {
        host: emulator.host,
        port: emulator.port,
        rules: fs.readFileSync(RULES_FILE, 'utf8'),
      },
    });
    await env.clearFirestore(); // an emulator named by FIRESTORE_RULES_EMULATOR_HOST may hold data
    await seedWorld(env);
    console.log(
      `[rules] emulator (${emulator.origin}) ready and seeded in ${Date.now() - began} ms`,
    );
  }, 90_000);

  afterAll(async () => {
    await env?.cleanup();
    await emulator?.stop();
  });

  // One client per user, reused by every test (each is a Firebase app of its own).
  const clients = new Map<string, Db>();
  const dbOf = (who: Uid | 'unauthenticated'): Db => {
    let db = clients.get(who);
    if (!db) {
      const context =
        who === 'unauthenticated'
          ? env.unauthenticatedContext()
          : env.authenticatedContext(who, { email: `${who}@rules.test` });
      db = context.firestore();
      clients.set(who, db);
    }
    return db;
  };

  describe('reads: each kind of user reads what the API shows them, and nothing more', () => {
    it.each(READERS)('%s: %s', async (who, _why, allowed) => {
      const own = `users/${who}`;
      const paths = [...new Set([...READ_PATHS, own])];
      const db = dbOf(who);
      const seen = await outcomes(paths, (path) => db.doc(seededPath(path)).get());
      expect(seen).toEqual(expected(paths, readsOwnDocument(who) ? [...allowed, own] : allowed));
    });
  });

  describe('records: a contributor reads what their access document lets through', () => {
    const matrixPath = (id: string) => `${B}/records/${id}`;
    const matrixPaths = MATRIX.map(({ id }) => matrixPath(id));
    const operators = [
      ['IN', 'in-contributor', 'in'],
      ['NOT_IN', 'not-in-contributor', 'notIn'],
    ] as const;

    it('the matrix never lets through a record the API would hide (collect-access.ts)', () => {
      for (const [operator, , key] of operators) {
        const condition = { field: 'v', operator, values: MATRIX_VALUES };
        for (const entry of MATRIX) {
          const api = conditionMatches(condition, entry.fields);
          // Rules may refuse what the API shows (values they cannot write as text), never the reverse.
          if (entry.rules[key]) expect(api, `${operator} ${entry.label}`).toBe(true);
          if (!api) expect(entry.rules[key], `${operator} ${entry.label}`).toBe(false);
        }
      }
    });

    it.each(operators)(
      '%s: strings, numbers, booleans, lists, absent and other values',
      async (_operator, who, key) => {
        const db = dbOf(who);
        const seen = await outcomes(matrixPaths, (path) => db.doc(path).get());
        const labelled = (outcomesByPath: Record<string, string>) =>
          Object.fromEntries(
            MATRIX.map(({ id, label }) => [`${id} ${label}`, outcomesByPath[matrixPath(id)]]),
          );
        const allowed = MATRIX.filter((entry) => entry.rules[key]).map(({ id }) => matrixPath(id));
        expect(labelled(seen)).toEqual(labelled(expected(matrixPaths, allowed)));
      },
    );

    const RECORD_READERS: readonly [who: Uid, why: string, allowed: readonly string[]][] = [
      ['either-contributor', 'conditions are ORed', [PARIS, MARSEILLE]],
      ['fifth-condition-contributor', 'only four conditions are honoured (stricter)', []],
      ['odd-operator-contributor', 'an unknown operator matches nothing', []],
      ['no-scope-contributor', 'a scope other than ALL or MATCHING shows nothing', []],
      ['disabled-contributor', 'a disabled contributor sees nothing despite ALL', []],
      ['schools-contributor', 'an access document left after the role was lost shows nothing', []],
      [
        'manager-contributor',
        'a manager sees every record whatever their access',
        [PARIS, MARSEILLE],
      ],
      ['beta-manager', "another program's manager sees none", []],
    ];

    it.each(RECORD_READERS)('%s: %s', async (who, _why, allowed) => {
      const paths = [PARIS, MARSEILLE];
      const db = dbOf(who);
      expect(await outcomes(paths, (path) => db.doc(path).get())).toEqual(expected(paths, allowed));
    });
  });

  describe('queries: lists are allowed only when every answer may be read', () => {
    const QUERIES: readonly [string, Uid, boolean, (db: Db) => Promise<unknown>][] = [
      [
        "a manager lists their program's members",
        'manager',
        true,
        (db) => db.collection(`${A}/members`).get(),
      ],
      [
        "a manager lists another program's members",
        'manager',
        false,
        (db) => db.collection(`${Z}/members`).get(),
      ],
      [
        "a manager lists their program's invitations",
        'manager',
        true,
        (db) => db.collection('invitations').where('program_id', '==', ALPHA).get(),
      ],
      [
        'a manager lists every invitation',
        'manager',
        false,
        (db) => db.collection('invitations').get(),
      ],
      [
        "a manager lists their program's activity log",
        'manager',
        true,
        (db) => db.collection(`${A}/activities`).orderBy('created_at', 'desc').limit(20).get(),
      ],
      [
        "a contributor lists the program's activity log",
        'contributor',
        false,
        (db) => db.collection(`${A}/activities`).get(),
      ],
      [
        'a manager lists the records of a collect',
        'manager',
        true,
        (db) => db.collection(`${B}/records`).get(),
      ],
      [
        'a contributor with access to ALL records lists them',
        'bulk-contributor',
        true,
        (db) => db.collection(`${B}/records`).get(),
      ],
      [
        'a contributor with MATCHING access lists every record',
        'contributor',
        false,
        (db) => db.collection(`${B}/records`).get(),
      ],
      [
        'a contributor lists every collect of the program',
        'contributor',
        false,
        (db) => db.collection(`${A}/collects`).get(),
      ],
      ['a super admin lists the users', 'admin', true, (db) => db.collection('users').get()],
      ['a manager lists the users', 'manager', false, (db) => db.collection('users').get()],
      ['a super admin lists outgoing e-mail', 'admin', false, (db) => db.collection('mail').get()],
      [
        'a manager lists user groups across programs',
        'manager',
        false,
        (db) => db.collectionGroup('userGroups').get(),
      ],
    ];

    it.each(QUERIES)('%s', async (_what, who, allowed, query) => {
      const seen = await outcomes(['query'], () => query(dbOf(who)));
      expect(seen).toEqual({ query: allowed ? 'allowed' : 'denied' });
    });
  });

  describe('writes: no client writes anything, not even a super admin', () => {
    // One seeded document of each kind (collection path), a new document beside each, and the
    // writer's own user document.
    const byKind = new Map<string, string>();
    for (const path of [...OTHER_USERS, ...SEEDED_PATHS]) {
      const kind = path.replace(/([^/]+\/)[^/]+(\/|$)/g, '$1*$2');
      if (!byKind.has(kind)) byKind.set(kind, path);
    }
    const existing = [...byKind.values()];
    const created = existing.map((path) => path.replace(/[^/]+$/, 'created-by-client'));
    const WRITERS: readonly (Uid | 'unauthenticated')[] = [
      'admin',
      'manager',
      'contributor',
      'bulk-contributor',
      'stranger',
      'ghost',
      'unauthenticated',
    ];

    it.each(WRITERS)('%s creates, updates and deletes nothing', async (who) => {
      const db = dbOf(who);
      const own = `users/${who}`;
      const operations: Record<string, () => Promise<unknown>> = {
        [`set ${own} level SUPER_ADMIN`]: () =>
          db.doc(own).set({ level: 'SUPER_ADMIN', status: 'ACTIVE' }, { merge: true }),
        ...Object.fromEntries(
          created.map((path) => [`create ${path}`, () => db.doc(path).set({ by: who })]),
        ),
        ...Object.fromEntries(
          existing.map((path) => [
            `update ${path}`,
            () => db.doc(seededPath(path)).update({ touched: true }),
          ]),
        ),
        ...Object.fromEntries(
          existing.map((path) => [`delete ${path}`, () => db.doc(seededPath(path)).delete()]),
        ),
        'batch of two creates': () => {
          const batch = db.batch();
          batch.set(db.doc(`${A}/collects/created-by-client`), { title: 'x' });
          batch.set(db.doc(`${B}/records/created-by-client`), { fields: {} });
          return batch.commit();
        },
      };
      const keys = Object.keys(operations);
      const seen = await outcomes(keys, (key) => (operations[key] as () => Promise<unknown>)());
      expect(seen).toEqual(expected(keys, []));
    });
  });
});

type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;
