import fs from 'node:fs';

import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RULES_CONDITIONS_MAX } from '../../functions/src/db/record-access-document.js';
import {
  canAccessCollectItem,
  conditionMatches,
} from '../../functions/src/shared/permissions/collect-access.js';
import type {
  AttributionCondition,
  CollectItemAction,
} from '../../functions/src/shared/permissions/collect-access.js';
import { reachOf } from '../../functions/src/shared/permissions/record-reach.js';
import type { PersonAccess } from '../../functions/src/shared/permissions/record-reach.js';
import {
  COLLECT_IDS,
  PROGRAM,
  RECORD_VALUES,
  SCHOOLS,
  UIDS,
  VISITS,
  accessPath,
  isActive,
  recordPath,
  recordsPath,
  seedAttributionWorld,
  subjectOf,
} from './support/attribution-world.js';
import type { AttributionWorld, CollectId, Uid } from './support/attribution-world.js';
import { findOfficialFirestore } from './support/official-emulator.js';
import type { RunningEmulator } from './support/official-emulator.js';
import { expected, outcomes } from './support/outcome.js';

// Issue 12, "Tests": firestore.rules on Google's Firestore emulator with the access documents the
// api computes from real attribution rules and user groups (support/attribution-world.ts). For
// every person and every record, a client's read is allowed exactly when the api's reference
// (collect-access.ts canAccessCollectItem, conditionMatches over the rules and groups, and an
// active account) shows them the record; no client writes anything, WRITE rules included.
// Skipped, saying so, on a machine without the official emulator (support/official-emulator.ts).

const RULES_FILE = new URL('../../firestore.rules', import.meta.url);
// Not the other rules test's project: both may share one emulator (FIRESTORE_RULES_EMULATOR_HOST).
const PROJECT_ID = 'demo-rainbow-attribution';

const official = findOfficialFirestore();
if (!official.available) console.warn(`${official.reason}.\n${official.hint}`);
const suite = official.available ? describe : describe.skip;
const title = official.available
  ? `attribution rules in firestore.rules on the official Firestore emulator (${official.describe})`
  : official.reason;

/** Records named `collect/record`, in the order RECORD_VALUES lists them. */
const RECORDS = COLLECT_IDS.flatMap((collectId) =>
  Object.keys(RECORD_VALUES[collectId]).map((recordId) => ({
    collectId,
    recordId,
    name: `${collectId}/${recordId}`,
  })),
);
const ALL_VISITS = RECORDS.filter(({ collectId }) => collectId === VISITS).map(({ name }) => name);
const ALL_SCHOOLS = RECORDS.filter(({ collectId }) => collectId === SCHOOLS).map(
  ({ name }) => name,
);
const visits = (...ids: string[]) => ids.map((id) => `${VISITS}/${id}`);
/** `collect/record` from a record's path. */
const nameOf = (path: string) => path.split('/').slice(3).join('/').replace('/records/', '/');

/** What each person's rules give them in Visits, as stored in their access document. */
const VISITS_ACCESS: Readonly<Partial<Record<Uid, { see: string; write: string }>>> = {
  'manager-contributor': { see: 'city IN Lyon', write: 'NONE' },
  'user-in': { see: 'city IN Lyon|Paris', write: 'NONE' },
  'user-not-in': { see: 'city NOT_IN Lyon|Paris', write: 'NONE' },
  'tags-not-in': { see: 'tags NOT_IN closed', write: 'NONE' },
  'number-in': { see: 'visits IN 12|7', write: 'NONE' },
  'group-member': { see: 'tags IN priority', write: 'NONE' },
  'regional-lead': { see: 'region IN North', write: 'NONE' },
  // Member of `north` only: the rule is its parent's.
  inherited: { see: 'region IN North', write: 'NONE' },
  // Member of `north-urgent`: its own WRITE rule and its grandparent's READ rule.
  'grand-child': { see: 'region IN North OR urgent IN true', write: 'urgent IN true' },
  'group-all': { see: 'ALL', write: 'NONE' },
  mixed: { see: 'tags IN priority OR city IN Brest', write: 'NONE' },
  writer: { see: 'city IN Marseille', write: 'city IN Marseille' },
  'whole-writer': { see: 'ALL', write: 'ALL' },
  'read-and-write': { see: 'city IN Paris OR region IN South', write: 'region IN South' },
  'lost-role': { see: 'ALL', write: 'NONE' },
  'disabled-contributor': { see: 'ALL', write: 'ALL' },
  'many-conditions': {
    see: 'city IN Lille OR region IN East OR tags IN follow_up OR urgent IN true OR city IN Marseille',
    write: 'NONE',
  },
};

const EVERY_RECORD = [...ALL_VISITS, ...ALL_SCHOOLS];

/** Which records each person sees through the api, written out by hand from the rules. */
const SEES: Readonly<Record<Uid, readonly string[]>> = {
  admin: EVERY_RECORD,
  manager: EVERY_RECORD,
  'manager-contributor': EVERY_RECORD,
  'disabled-manager': [],
  'user-in': visits('paris', 'lyon'),
  // Absent and empty values are equal to none of the values.
  'user-not-in': visits('marseille', 'lille', 'nice', 'brest', 'blank'),
  'tags-not-in': visits('paris', 'lyon', 'nice', 'brest', 'blank'),
  'number-in': visits('marseille', 'nice'),
  'group-member': visits('paris', 'marseille', 'brest'),
  'regional-lead': visits('paris', 'lille'),
  inherited: visits('paris', 'lille'),
  'grand-child': visits('paris', 'lyon', 'lille', 'nice'),
  'group-all': ALL_VISITS,
  mixed: visits('paris', 'marseille', 'brest'),
  writer: visits('marseille'),
  'whole-writer': ALL_VISITS,
  'read-and-write': visits('paris', 'lyon', 'marseille'),
  'other-collect': ALL_SCHOOLS,
  'lost-role': [],
  'no-rule': [],
  'disabled-contributor': [],
  'many-conditions': visits('lyon', 'marseille', 'lille', 'nice', 'brest'),
  stranger: [],
};

/** Beyond RULES_CONDITIONS_MAX conditions the rules show less than the api (never more). */
const PAST_THE_RULES_LIMIT: readonly Uid[] = ['many-conditions'];

suite(title, () => {
  let emulator: RunningEmulator | undefined;
  let env: RulesTestEnvironment;
  let world: AttributionWorld;

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
    world = await seedAttributionWorld(env);
    console.log(
      `[rules] emulator (${emulator.origin}) ready and seeded in ${Date.now() - began} ms`,
    );
  }, 90_000);

  afterAll(async () => {
    await env?.cleanup();
    await emulator?.stop();
  });

  const clients = new Map<Uid, Db>();
  const dbOf = (uid: Uid): Db => {
    let db = clients.get(uid);
    if (!db) {
      db = env.authenticatedContext(uid, { email: `${uid}@rules.test` }).firestore();
      clients.set(uid, db);
    }
    return db;
  };

  const fieldsOf = (collectId: CollectId, recordId: string) => {
    const record = world.records[collectId][recordId];
    if (!record) throw new Error(`no record ${collectId}/${recordId}`);
    return record.fields;
  };

  /** The api's answer: may `uid` do `action` to a record with these values? */
  const apiAllows = (
    uid: Uid,
    collectId: CollectId,
    action: CollectItemAction,
    fields: Readonly<Record<string, unknown>>,
  ) =>
    isActive(uid) &&
    canAccessCollectItem(
      {
        subject: subjectOf(uid),
        programId: PROGRAM,
        collectId,
        rules: world.rules,
        groups: world.groups,
      },
      action,
      fields,
    );

  const apiSees = (uid: Uid) =>
    RECORDS.filter(({ collectId, recordId }) =>
      apiAllows(uid, collectId, 'see', fieldsOf(collectId, recordId)),
    ).map(({ name }) => name);

  describe('the world: access documents computed by the api from rules and groups', () => {
    it('give each person the reach their case is named for', () => {
      const text = (scope: string, conditions: readonly AttributionCondition[]) =>
        scope === 'MATCHING'
          ? conditions.map((c) => `${c.field} ${c.operator} ${c.values.join('|')}`).join(' OR ')
          : scope;
      const stored = Object.fromEntries(
        [...world.access[VISITS]].map(([uid, { stored: doc }]) => [
          uid,
          {
            see: text(doc.scope, doc.conditions),
            write: text(doc.write_scope, doc.write_conditions),
          },
        ]),
      );
      expect(stored).toEqual(VISITS_ACCESS);
      expect([...world.access[SCHOOLS].keys()]).toEqual(['other-collect']);
    });

    it("the api's reference (conditionMatches over rules and groups) is the table above", () => {
      expect(Object.fromEntries(UIDS.map((uid) => [uid, apiSees(uid)]))).toEqual(SEES);
    });

    it("the api's stored reach (records' acl classes, the person's keys) agrees with it", () => {
      for (const uid of UIDS.filter(isActive)) {
        for (const { collectId, recordId, name } of RECORDS) {
          const entry = world.access[collectId].get(uid);
          const access: PersonAccess | null = entry
            ? { see: entry.rule.see, keys: entry.stored.keys, write: entry.rule.write }
            : null;
          const collect = {
            id: collectId,
            programId: PROGRAM,
            accessClasses: world.accessClasses[collectId],
          };
          const { grid } = reachOf(subjectOf(uid), collect, access);
          const record = world.records[collectId][recordId];
          const inGrid =
            grid.kind === 'ALL' ||
            (grid.kind === 'CLASSES' &&
              record !== undefined &&
              grid.classes.includes(record.acl_class));
          expect(inGrid, `${uid} ${name}`).toBe(SEES[uid].includes(name));
        }
      }
    });
  });

  describe('reads: a client reads a record exactly when the api shows it', () => {
    const paths = RECORDS.map(({ collectId, recordId }) => recordPath(collectId, recordId));
    const named = (byPath: Record<string, string>) =>
      Object.fromEntries(
        RECORDS.map(({ collectId, recordId, name }) => [
          name,
          byPath[recordPath(collectId, recordId)],
        ]),
      );
    const pathsOf = (names: readonly string[]) =>
      RECORDS.filter(({ name }) => names.includes(name)).map(({ collectId, recordId }) =>
        recordPath(collectId, recordId),
      );

    const EXACT = UIDS.filter((uid) => !PAST_THE_RULES_LIMIT.includes(uid));
    it.each(EXACT)('%s reads exactly the records the api shows them', async (uid) => {
      const db = dbOf(uid);
      const seen = await outcomes(paths, (path) => db.doc(path).get());
      expect(named(seen)).toEqual(named(expected(paths, pathsOf(apiSees(uid)))));
    });

    it(`past ${RULES_CONDITIONS_MAX} conditions the rules show less than the api, never more`, async () => {
      for (const uid of PAST_THE_RULES_LIMIT) {
        const doc = world.access[VISITS].get(uid)?.stored;
        expect(doc?.conditions.length, uid).toBeGreaterThan(RULES_CONDITIONS_MAX);
        const honoured = doc?.conditions.slice(0, RULES_CONDITIONS_MAX) ?? [];
        const shown = RECORDS.filter(
          ({ collectId, recordId }) =>
            collectId === VISITS &&
            honoured.some((condition) =>
              conditionMatches(condition, fieldsOf(collectId, recordId)),
            ),
        ).map(({ name }) => name);
        expect(
          shown.every((name) => SEES[uid].includes(name)),
          uid,
        ).toBe(true);
        expect(shown.length, uid).toBeLessThan(SEES[uid].length);
        const db = dbOf(uid);
        const seen = await outcomes(paths, (path) => db.doc(path).get());
        expect(named(seen), uid).toEqual(named(expected(paths, pathsOf(shown))));
      }
    });
  });

  describe('queries: a client lists records only when the rules can tell each is theirs', () => {
    // Rules cannot look at the records a query will answer, only at its filters: listing a
    // collect's records is allowed to those who see all of them, and to a contributor whose
    // filters pin the fields of their conditions (stricter than the api, where a contributor
    // lists their own records; no client reads Firestore). A query the rules allow must answer
    // only records the api shows.
    const LISTS_VISITS: readonly Uid[] = [
      'admin',
      'manager',
      'manager-contributor',
      'group-all',
      'whole-writer',
    ];

    it('listing all of Visits: allowed exactly to admins, managers and ALL access', async () => {
      const seen = await outcomes(UIDS, (uid) =>
        dbOf(uid as Uid)
          .collection(recordsPath(VISITS))
          .get(),
      );
      expect(seen).toEqual(expected(UIDS, LISTS_VISITS));
      for (const uid of LISTS_VISITS) {
        expect(ALL_VISITS.every((name) => SEES[uid].includes(name))).toBe(true);
      }
    });

    const records = (db: Db, collectId: CollectId = VISITS) =>
      db.collection(recordsPath(collectId));

    /** What, who, the records answered (null: refused) and the query. */
    const QUERIES: readonly [
      string,
      Uid,
      readonly string[] | null,
      (db: Db) => Promise<Listing>,
    ][] = [
      [
        'ALL access in one collect lists it, sorted and paged',
        'whole-writer',
        ALL_VISITS,
        (db) => records(db).orderBy('created_at').limit(50).get(),
      ],
      [
        'a rule for another collect lists that one',
        'other-collect',
        ALL_SCHOOLS,
        (db) => records(db, SCHOOLS).get(),
      ],
      [
        'a rule for another collect lists nothing here',
        'other-collect',
        null,
        (db) => records(db).get(),
      ],
      [
        'a contributor of a collect without a rule for it lists nothing',
        'lost-role',
        null,
        (db) => records(db, SCHOOLS).get(),
      ],
      [
        'IN: filtering on the values of the condition',
        'user-in',
        visits('paris', 'lyon'),
        (db) => records(db).where('fields.city', 'in', ['Paris', 'Lyon']).get(),
      ],
      [
        'IN: filtering on other values of the field',
        'user-in',
        null,
        (db) => records(db).where('fields.city', 'in', ['Paris', 'Nice']).get(),
      ],
      [
        'NOT_IN: filtering on a value the condition lets through',
        'user-not-in',
        visits('lille'),
        (db) => records(db).where('fields.city', '==', 'Lille').get(),
      ],
      // A list query sees the fields it does not filter as absent: reading them with a default
      // made NOT_IN list records it excludes (Paris here). firestore.rules reads them without.
      [
        'NOT_IN: filtering on another field',
        'user-not-in',
        null,
        (db) => records(db).where('fields.region', '==', 'North').get(),
      ],
      [
        'NOT_IN: sorting on another field',
        'tags-not-in',
        null,
        (db) => records(db).orderBy('fields.region').get(),
      ],
      [
        'NOT_IN: filtering on the excluded value',
        'user-not-in',
        null,
        (db) => records(db).where('fields.city', '==', 'Paris').get(),
      ],
      [
        'a contributor asking for the records their access keys name',
        'user-in',
        null,
        (db) =>
          records(db)
            .where(
              'acl',
              'array-contains-any',
              world.access[VISITS].get('user-in')?.stored.keys ?? [],
            )
            .get(),
      ],
      [
        'a contributor asking for the acl classes of their grid',
        'group-member',
        null,
        (db) =>
          records(db)
            .where('acl_class', 'in', Object.keys(world.accessClasses[VISITS]).slice(0, 30))
            .get(),
      ],
    ];

    it.each(QUERIES)('%s (%s)', async (_what, uid, answers, query) => {
      const seen = await outcomes(['query'], () => query(dbOf(uid)));
      expect(seen).toEqual({ query: answers ? 'allowed' : 'denied' });
      if (!answers) return;
      const names = (await query(dbOf(uid))).docs.map(({ ref }) => nameOf(ref.path));
      expect(names.every((name) => SEES[uid].includes(name))).toBe(true);
      expect([...names].sort()).toEqual([...answers].sort());
    });
  });

  describe('writes: no client writes a record or an access document, WRITE rules included', () => {
    /** Who tries, on which record they see, and the values of a record they would create. */
    const WRITERS: readonly [Uid, string, Record<string, unknown>][] = [
      ['writer', 'marseille', { city: 'Marseille' }],
      ['whole-writer', 'lyon', { city: 'Oslo' }],
      ['grand-child', 'lyon', { urgent: true }],
      ['read-and-write', 'marseille', { region: 'South' }],
      ['group-all', 'paris', { city: 'Paris' }],
      ['user-in', 'paris', { city: 'Paris' }],
      ['manager', 'paris', { city: 'Paris' }],
      ['admin', 'paris', { city: 'Paris' }],
    ];
    const CHANGE = { visits: 99 };

    it('the api would let WRITE rules, managers and admins make these writes, not READ rules', () => {
      const allowed = WRITERS.filter(([uid, recordId, created]) => {
        const before = fieldsOf(VISITS, recordId);
        return (
          apiAllows(uid, VISITS, 'see', before) &&
          apiAllows(uid, VISITS, 'update', before) &&
          apiAllows(uid, VISITS, 'update', { ...before, ...CHANGE }) &&
          apiAllows(uid, VISITS, 'create', created)
        );
      }).map(([uid]) => uid);
      expect(allowed).toEqual([
        'writer',
        'whole-writer',
        'grand-child',
        'read-and-write',
        'manager',
        'admin',
      ]);
    });

    it.each(WRITERS)('%s creates, changes and deletes nothing', async (uid, recordId, created) => {
      const db = dbOf(uid);
      const record = db.doc(recordPath(VISITS, recordId));
      const fresh = db.doc(recordPath(VISITS, `created-by-${uid}`));
      const access = db.doc(accessPath(VISITS, uid));
      const operations: Record<string, () => Promise<unknown>> = {
        'update a record': () => record.update({ 'fields.visits': CHANGE.visits }),
        'replace a record': () =>
          record.set({
            ...world.records[VISITS][recordId],
            fields: { ...fieldsOf(VISITS, recordId), ...CHANGE },
          }),
        'create a record': () => fresh.set({ fields: created, acl: [], acl_class: 'none' }),
        'delete a record': () => record.delete(),
        'widen their access document': () =>
          access.set({ scope: 'ALL', conditions: [] }, { merge: true }),
        'delete their access document': () => access.delete(),
        'a batch creating a record and an access': () => {
          const batch = db.batch();
          batch.set(fresh, { fields: created });
          batch.set(db.doc(accessPath(SCHOOLS, uid)), { scope: 'ALL' });
          return batch.commit();
        },
      };
      const keys = Object.keys(operations);
      const seen = await outcomes(keys, (key) => (operations[key] as () => Promise<unknown>)());
      expect(seen).toEqual(expected(keys, []));
    });
  });
});

type Db = ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>;
interface Listing {
  readonly docs: readonly { readonly ref: { readonly path: string } }[];
}
