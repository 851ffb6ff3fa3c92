import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createIndexAdmin } from '../src/core/indexes/index-admin-factory.js';
import type { Collect } from '../src/shared/contract/collect.schema.js';
import type { ExpectedAction } from '../src/shared/contract/expected-action.schema.js';
import type { Milestone } from '../src/shared/contract/milestone.schema.js';
import type { Reminder } from '../src/shared/contract/reminder.schema.js';
import type { GraphicsResponse } from '../src/shared/contract/report.schema.js';
import { demoBeneficiary, pickerOf } from '../src/seed/demo-records.js';
import { BENEFICIARIES } from '../src/seed/seed-collects.js';
import { DEMO_RULE_REGION } from '../src/seed/seed-rules.js';
import { createMemoryLogger } from '../src/core/logger.js';
import { systemClock } from '../src/core/clock.js';
import { seedDemo } from '../src/seed/seed.js';
import { call } from './support/http.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';

const ADMIN = { role: 'SUPER_ADMIN', email: 'admin@rainbow.local', password: 'RainbowAdmin1!' };
const MANAGER = {
  role: 'PROGRAM_MANAGER',
  email: 'manager@rainbow.local',
  password: 'RainbowManager1!',
};
const CONTRIBUTOR = {
  role: 'COLLECT_SINGLE_CONTRIBUTOR',
  email: 'contributor@rainbow.local',
  password: 'RainbowContrib1!',
};
const ACCOUNTS = [ADMIN, MANAGER, CONTRIBUTOR];

const login = async (api: TestApi, account: { email: string; password: string }) => {
  const response = await call<{ token: string }>(api, '/api/auth/login', {
    json: { email: account.email, password: account.password },
  });
  expect(response.status).toBe(200);
  return response.body.token;
};

// The Auth emulator is shared by every test file, and the demo e-mail is fixed: this file is
// the only one that uses it.
describe('demo seed', () => {
  let api: TestApi;
  const seed = () =>
    seedDemo({
      db: api.db,
      auth: api.auth,
      clock: systemClock,
      logger: createMemoryLogger(),
      indexes: createIndexAdmin({
        projectId: api.projectId,
        firestoreEmulatorHost: inject('firestoreEmulatorHost'),
      }),
    });

  beforeAll(async () => {
    api = await startTestApi('seed');
  });
  afterAll(() => api.close());

  // The first seed writes 5,000 records: about 20 s on two cores shared with other test runs;
  // the timeout leaves room for a busier machine.
  it('creates the demo accounts once, then reports the same credentials', async () => {
    const first = await seed();
    expect(first).toEqual({ created: true, accounts: ACCOUNTS });
    const second = await seed();
    expect(second).toEqual({ created: false, accounts: ACCOUNTS });
    const users = await api.db.collection('users').get();
    expect(users.size).toBe(3);
    const programs = await api.db.collection('programs').get();
    expect(programs.docs.map((doc) => doc.get('name'))).toEqual(['Rainbow Demo']);
  }, 120_000);

  it('gives the demo manager their program, its members, a group and a log', async () => {
    const token = await login(api, MANAGER);
    const programs = await call<{ programs: { _id: string; name: string }[] }>(
      api,
      '/api/programs',
      { token },
    );
    expect(programs.body.programs.map((program) => program.name)).toEqual(['Rainbow Demo']);
    const programId = programs.body.programs[0]?._id ?? '';
    const members = await call<{ members: { email: string; role: string }[] }>(
      api,
      `/api/programs/${programId}/members`,
      { token },
    );
    expect(members.body.members.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: CONTRIBUTOR.email, role: 'COLLECT_SINGLE_CONTRIBUTOR' },
      { email: MANAGER.email, role: 'PROGRAM_MANAGER' },
    ]);
    const groups = await call<{ userGroups: { name: { en: string; fr: string } }[] }>(
      api,
      `/api/programs/${programId}/user-groups`,
      { token },
    );
    expect(groups.body.userGroups).toEqual([
      expect.objectContaining({
        name: { en: 'Field team', fr: 'Équipe terrain' },
        members_count: 1,
      }),
    ]);
    const log = await call<{ activities: { action: string }[] }>(
      api,
      `/api/programs/${programId}/activities`,
      { token },
    );
    expect(log.body.activities.map((entry) => entry.action).sort()).toEqual([
      'ATTRIBUTION_RULE_CREATED',
      'EXPECTED_ACTION_CREATED',
      'GRAPHIC_CREATED',
      'GRAPHIC_CREATED',
      'MILESTONE_CREATED',
      'MILESTONE_CREATED',
      'PROGRAM_CREATED',
      'REMINDER_CREATED',
      'USER_GROUP_CREATED',
    ]);
  });

  it('gives the demo program two collects on the demo models, with 5,000 records', async () => {
    const token = await login(api, MANAGER);
    const programs = await call<{ programs: { _id: string }[] }>(api, '/api/programs', { token });
    const programId = programs.body.programs[0]?._id ?? '';
    const list = await call<{ collects: { _id: string; title: string; title_fr: string }[] }>(
      api,
      `/api/programs/${programId}/collects`,
      { token },
    );
    expect(
      list.body.collects.map(({ _id, title, title_fr }) => ({ _id, title, title_fr })),
    ).toEqual([
      { _id: 'beneficiaries', title: 'Beneficiaries', title_fr: 'Bénéficiaires' },
      { _id: 'site-visits', title: 'Site visits', title_fr: 'Visites de sites' },
    ]);
    const counts: number[] = [];
    for (const [id, model] of [
      ['beneficiaries', 'Beneficiary registration'],
      ['site-visits', 'Site visit'],
    ] as const) {
      const response = await call<{ collect: Collect }>(api, `/api/collects/${id}`, { token });
      expect(response.body.collect.model_title).toBe(model);
      expect(response.body.collect.indexes.state).not.toBe('ERROR');
      const records = await api.db.collection(`programs/${programId}/collects/${id}/records`);
      counts.push((await records.count().get()).data().count);
      // Every variable of the model is stored, empty ones as null, with search keywords.
      const first = (await records.limit(1).get()).docs[0];
      const variables = response.body.collect.fields.map((field) => field.variable).sort();
      expect(Object.keys(first?.get('fields') as object).sort()).toEqual(variables);
      expect((first?.get('keywords') as string[]).length).toBeGreaterThan(0);
    }
    expect(counts).toEqual([3500, 1500]);
    // The same generator every time: the first beneficiary is always the same person.
    const first = await api.db
      .doc(`programs/${programId}/collects/beneficiaries/records/beneficiaries-00001`)
      .get();
    const expected = demoBeneficiary(pickerOf(BENEFICIARIES.seed), 1);
    expect(first.get('fields')).toMatchObject({
      full_name: expected.full_name,
      birth_date: expected.birth_date,
      region: expected.region,
    });
    const contributor = await login(api, CONTRIBUTOR);
    const mine = await call<{ collects: { _id: string }[] }>(
      api,
      `/api/programs/${programId}/collects`,
      { token: contributor },
    );
    expect(mine.body.collects.map((collect) => collect._id)).toEqual(['beneficiaries']);
  });

  it("shows the demo contributor the beneficiaries of their group's region, and lets them write there", async () => {
    const programId = (await api.db.collection('programs').get()).docs[0]?.id ?? '';
    const north = await api.db
      .collection(`programs/${programId}/collects/beneficiaries/records`)
      .where('fields.region', '==', DEMO_RULE_REGION)
      .count()
      .get();
    const token = await login(api, CONTRIBUTOR);
    const page = await call<{ items: { fields: { region: string } }[]; totalItems: number }>(
      api,
      '/api/program/collects/beneficiaries/items?limit=50',
      { token },
    );
    expect(page.status).toBe(200);
    expect(page.body.totalItems).toBe(north.data().count);
    expect(page.body.totalItems).toBeGreaterThan(500);
    expect(page.body.totalItems).toBeLessThan(3500);
    expect(new Set(page.body.items.map((item) => item.fields.region))).toEqual(
      new Set([DEMO_RULE_REGION]),
    );
    const collect = await call<{ collect: Collect }>(api, '/api/collects/beneficiaries', {
      token,
    });
    expect(collect.body.collect.access).toEqual({ see: 'MATCHING', write: 'MATCHING' });
  });

  /** What the demo program is followed with, counted in Firestore. */
  const followUpCounts = async (programId: string) => {
    const count = async (path: string) =>
      (await api.db.collection(`programs/${programId}/${path}`).count().get()).data().count;
    return {
      graphics: await count(`reports/${programId}/graphics`),
      milestones: await count('milestones'),
      actions: await count('actions'),
      reminders: await count('reminders'),
    };
  };
  const ONCE = { graphics: 2, milestones: 2, actions: 1, reminders: 1 };

  it('gives the demo dashboard a report, milestones, an expected action and a reminder, once', async () => {
    const token = await login(api, MANAGER);
    const programs = await call<{ programs: { _id: string }[] }>(api, '/api/programs', { token });
    const programId = programs.body.programs[0]?._id ?? '';
    // Seeded twice already (the first test): everything is there once.
    expect(await followUpCounts(programId)).toEqual(ONCE);

    const graphics = await call<GraphicsResponse>(
      api,
      `/api/program/${programId}/reports/${programId}/graphics`,
      { token },
    );
    expect(graphics.status, graphics.text).toBe(200);
    const [ring, number] = graphics.body.graphics;
    expect(ring).toMatchObject({
      type: 'RING',
      title: { en: 'Beneficiaries by region', fr: 'Bénéficiaires par région' },
      collectId: 'beneficiaries',
      groupBy: 'region',
      groupingOperator: 'COUNT',
      problem: null,
    });
    expect(ring?.result?.groups.map((group) => group.value)).toEqual([
      'north',
      'south',
      'east',
      'west',
    ]);
    expect(ring?.result?.total).toBe(3500);
    expect(number).toMatchObject({
      type: 'NUMBER',
      groupBy: null,
      groupingOperator: 'SUM',
      indicator: 'household_size',
      problem: null,
    });
    // Households of 1 to 9 people.
    expect(number?.result?.total).toBeGreaterThan(3500);

    const milestones = await call<{ milestones: Milestone[] }>(
      api,
      `/api/programs/${programId}/milestones?lang=fr`,
      { token },
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(
      milestones.body.milestones.map(({ title, completed, date }) => ({
        title,
        completed,
        past: date < today,
      })),
    ).toEqual([
      { title: 'Enquête de référence terminée', completed: true, past: true },
      { title: 'Revue à mi-parcours', completed: false, past: false },
    ]);

    const contributor = await login(api, CONTRIBUTOR);
    const { uid: contributorUid } = await api.auth.getUserByEmail(CONTRIBUTOR.email);
    const actions = await call<{ activities: ExpectedAction[] }>(
      api,
      `/api/programs/${programId}/actions?executed=false`,
      { token: contributor },
    );
    expect(actions.status, actions.text).toBe(200);
    expect(actions.body.activities).toEqual([
      expect.objectContaining({
        kind: 'MANUAL',
        assignee: { type: 'USER', user_id: contributorUid },
        executed: false,
      }),
    ]);

    const { uid: managerUid } = await api.auth.getUserByEmail(MANAGER.email);
    const reminders = await call<{ reminders: Reminder[] }>(
      api,
      `/api/programs/${programId}/reminders`,
      { token },
    );
    expect(reminders.body.reminders).toEqual([
      expect.objectContaining({ frequency: 'WEEKLY', days_of_week: [1], active: true }),
    ]);
    const [reminder] = reminders.body.reminders;
    expect([...(reminder?.recipients.user_ids ?? [])].sort()).toEqual(
      [managerUid, contributorUid].sort(),
    );
    expect(Date.parse(reminder?.next_run_at ?? '')).toBeGreaterThan(Date.now());
  });

  it('adds the follow-up to a demo seeded before it, on the next start, and nothing twice', async () => {
    const programId = (await api.db.collection('programs').get()).docs[0]?.id ?? '';
    await api.db.doc('meta/seed').update({ follow_up_seeded: FieldValue.delete() });
    await api.db.recursiveDelete(api.db.collection(`programs/${programId}/reminders`));
    expect(await seed()).toEqual({ created: false, accounts: ACCOUNTS });
    expect(await followUpCounts(programId)).toEqual(ONCE);
    expect((await api.db.doc('meta/seed').get()).get('follow_up_seeded')).toBe(true);
    expect(await seed()).toEqual({ created: false, accounts: ACCOUNTS });
    expect(await followUpCounts(programId)).toEqual(ONCE);
  });

  it('gives the demo rule to a demo seeded before attribution rules, on the next start', async () => {
    const programId = (await api.db.collection('programs').get()).docs[0]?.id ?? '';
    const rules = api.db.collection(
      `programs/${programId}/collects/beneficiaries/attributionRules`,
    );
    for (const rule of (await rules.get()).docs) await rule.ref.delete();
    await api.db.doc('meta/seed').update({ rules_seeded: FieldValue.delete() });
    expect(await seed()).toEqual({ created: false, accounts: ACCOUNTS });
    expect((await rules.count().get()).data().count).toBe(1);
    expect((await api.db.doc('meta/seed').get()).get('rules_seeded')).toBe(true);
  });

  it('adds the collects to a demo seeded before they had records, on the next start', async () => {
    const programId = (await api.db.collection('programs').get()).docs[0]?.id ?? '';
    await api.db.doc('meta/seed').update({ records_seeded: FieldValue.delete() });
    await api.db.doc(`programs/${programId}/collects/site-visits`).delete();
    expect(await seed()).toEqual({ created: false, accounts: ACCOUNTS });
    const collect = await api.db.doc(`programs/${programId}/collects/site-visits`).get();
    expect(collect.get('title')).toBe('Site visits');
    expect((await api.db.doc('meta/seed').get()).get('records_seeded')).toBe(true);
    const records = api.db.collection(`programs/${programId}/collects/site-visits/records`);
    expect((await records.count().get()).data().count).toBe(1500);
  });

  it('signs the demo contributor in, without access to people management', async () => {
    const token = await login(api, CONTRIBUTOR);
    const programs = await call<{ programs: { _id: string }[] }>(api, '/api/programs', { token });
    const programId = programs.body.programs[0]?._id ?? '';
    const members = await call(api, `/api/programs/${programId}/members`, { token });
    expect(members.status).toBe(403);
  });

  it('gives a super admin who signs in with the printed credentials', async () => {
    const me = await call(api, '/api/auth/get_current_user', { token: await login(api, ADMIN) });
    expect(me.body).toEqual({
      user: {
        _id: expect.any(String),
        email: ADMIN.email,
        first_name: 'Ada',
        last_name: 'Admin',
        level: 'SUPER_ADMIN',
        status: 'ACTIVE',
        roles: [],
      },
    });
  });

  it('finishes an interrupted seed and restores the demo password', async () => {
    await api.db.doc('meta/seed').delete();
    const { uid } = await api.auth.getUserByEmail(ADMIN.email);
    await api.auth.updateUser(uid, { password: 'changed-by-hand', disabled: true });
    expect(await seed()).toEqual({ created: true, accounts: ACCOUNTS });
    const programs = await api.db.collection('programs').get();
    expect(programs.size).toBe(1);
    const groups = await api.db.collectionGroup('userGroups').get();
    expect(groups.size).toBe(1);
    expect((await api.auth.getUserByEmail(ADMIN.email)).uid).toBe(uid);
    const login = await call(api, '/api/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.status).toBe(200);
  });
  it('recreates a demo sign-in lost with the Auth export, under the same user id', async () => {
    const { uid } = await api.auth.getUserByEmail(MANAGER.email);
    await api.auth.deleteUser(uid);
    expect(await seed()).toEqual({ created: false, accounts: ACCOUNTS });
    expect((await api.auth.getUserByEmail(MANAGER.email)).uid).toBe(uid);
    const me = await call(api, '/api/auth/get_current_user', { token: await login(api, MANAGER) });
    expect(me.body).toMatchObject({ user: { _id: uid, email: MANAGER.email } });
  });
});
