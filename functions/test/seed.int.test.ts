import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    seedDemo({ db: api.db, auth: api.auth, clock: systemClock, logger: createMemoryLogger() });

  beforeAll(async () => {
    api = await startTestApi('seed');
  });
  afterAll(() => api.close());

  it('creates the demo accounts once, then reports the same credentials', async () => {
    const first = await seed();
    expect(first).toEqual({ created: true, accounts: ACCOUNTS });
    const second = await seed();
    expect(second).toEqual({ created: false, accounts: ACCOUNTS });
    const users = await api.db.collection('users').get();
    expect(users.size).toBe(3);
    const programs = await api.db.collection('programs').get();
    expect(programs.docs.map((doc) => doc.get('name'))).toEqual(['Rainbow Demo']);
  });

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
      'PROGRAM_CREATED',
      'USER_GROUP_CREATED',
    ]);
    const collect = await api.db.doc(`programs/${programId}/collects/beneficiaries`).get();
    expect(collect.data()).toMatchObject({ title: 'Beneficiaries', title_fr: 'Bénéficiaires' });
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
