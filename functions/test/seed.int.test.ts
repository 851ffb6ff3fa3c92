import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../src/core/logger.js';
import { systemClock } from '../src/core/clock.js';
import { seedDemo } from '../src/seed/seed.js';
import { call } from './support/http.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';

const ADMIN = { role: 'SUPER_ADMIN', email: 'admin@rainbow.local', password: 'RainbowAdmin1!' };

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

  it('creates the super admin once, then reports the same credentials', async () => {
    const first = await seed();
    expect(first).toEqual({ created: true, accounts: [ADMIN] });
    const second = await seed();
    expect(second).toEqual({ created: false, accounts: [ADMIN] });
    const users = await api.db.collection('users').get();
    expect(users.size).toBe(1);
  });

  it('gives a super admin who signs in with the printed credentials', async () => {
    const login = await call<{ token: string }>(api, '/api/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.status).toBe(200);
    const me = await call(api, '/api/auth/get_current_user', { token: login.body.token });
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
    expect(await seed()).toEqual({ created: true, accounts: [ADMIN] });
    expect((await api.auth.getUserByEmail(ADMIN.email)).uid).toBe(uid);
    const login = await call(api, '/api/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.status).toBe(200);
  });
});
