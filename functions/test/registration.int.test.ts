import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftedClock } from './support/fixtures.js';
import { call } from './support/http.js';
import {
  createProgram,
  invite,
  latestMail,
  linkOf,
  managedProgram,
  newEmail,
} from './support/people.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser, signInWithEmulator } from './support/users.js';
import type { TestUser } from './support/users.js';

interface UserBody {
  user: {
    _id: string;
    email: string;
    first_name: string;
    roles: { program_id: string; role: string }[];
  };
}

describe('registration from an invitation', () => {
  const clock = shiftedClock();
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  let program: { id: string; collectId: string };
  let groupId: string;

  /** Invites `email` and answers the link's id and code. */
  async function invited(email: string, extra: Record<string, string> = {}) {
    const response = await invite(api, manager.token, program.id, [
      { email, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: program.collectId, ...extra },
    ]);
    expect(response.status).toBe(201);
    return linkOf(await latestMail(api, email));
  }

  const register = (body: Record<string, unknown>, token?: string) =>
    call<{ token: string } & ErrorBody>(api, '/api/invite_user/register?has_task=true', {
      json: body,
      ...(token ? { token } : {}),
    });

  const me = (token: string) => call<UserBody>(api, '/api/auth/get_current_user', { token });

  beforeAll(async () => {
    api = await startTestApi('registration', { clock });
    ({ admin, program, manager } = await managedProgram(api, 'Registration program'));
    const group = await call<{ userGroup: { _id: string } }>(
      api,
      `/api/programs/${program.id}/user-groups`,
      { token: manager.token, json: { name: { en: 'Newcomers', fr: 'Nouveaux' } } },
    );
    groupId = group.body.userGroup._id;
  });
  afterAll(() => api.close());

  describe('GET /api/invite_user/fetch_email', () => {
    it('tells the page the address, program, role and whether an account exists', async () => {
      const email = newEmail(api, 'fetch');
      const link = await invited(email);
      const response = await call(
        api,
        `/api/invite_user/fetch_email?id=${link.id}&code=${link.code}`,
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        email,
        program: { _id: program.id, name: 'Registration program' },
        role: 'COLLECT_SINGLE_CONTRIBUTOR',
        collect_id: program.collectId,
        has_account: false,
        expires_at: expect.any(String),
      });
      const existing = await invited(admin.email);
      const forAdmin = await call<{ has_account: boolean }>(
        api,
        `/api/invite_user/fetch_email?id=${existing.id}&code=${existing.code}`,
      );
      expect(forAdmin.body.has_account).toBe(true);
    });

    it('answers an unknown id and a wrong code alike, with 404', async () => {
      const link = await invited(newEmail(api, 'wrong'));
      const wrongCode = 'A'.repeat(43);
      for (const query of [`id=unknown&code=${link.code}`, `id=${link.id}&code=${wrongCode}`]) {
        const response = await call<ErrorBody>(api, `/api/invite_user/fetch_email?${query}`);
        expect(response.status).toBe(404);
        expect(response.body.error.code).toBe('INVITATION_NOT_FOUND');
      }
      const malformed = await call<ErrorBody>(
        api,
        `/api/invite_user/fetch_email?id=${link.id}&code=short`,
      );
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.message).toMatch(/^code: /);
    });

    it('answers 410 INVITATION_EXPIRED after 14 days', async () => {
      const link = await invited(newEmail(api, 'late'));
      clock.advance(14 * 24 * 3600 + 1);
      try {
        const response = await call<ErrorBody>(
          api,
          `/api/invite_user/fetch_email?id=${link.id}&code=${link.code}`,
        );
        expect(response.status).toBe(410);
        expect(response.body.error).toEqual({
          code: 'INVITATION_EXPIRED',
          message: 'This invitation has expired: ask for a new one',
        });
        const registered = await register({
          id: link.id,
          code: link.code,
          first_name: 'Late',
          last_name: 'Comer',
          password: 'long-enough',
        });
        expect(registered.status).toBe(410);
      } finally {
        clock.advance(-(14 * 24 * 3600 + 1));
      }
    });
  });

  describe('POST /api/invite_user/register', () => {
    it('creates the account with the role and group, signs it in, and uses the link up', async () => {
      const email = newEmail(api, 'newcomer');
      const link = await invited(email, { user_group_id: groupId });
      const response = await register({
        id: link.id,
        code: link.code,
        first_name: ' Nadia ',
        last_name: 'Newcomer',
        password: 'a-long-password',
      });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['token']);
      const profile = await me(response.body.token);
      expect(profile.body.user).toMatchObject({
        email,
        first_name: 'Nadia',
        last_name: 'Newcomer',
        level: 'REGULAR_USER',
        status: 'ACTIVE',
        roles: [
          {
            program_id: program.id,
            role: 'COLLECT_SINGLE_CONTRIBUTOR',
            collect_id: program.collectId,
          },
        ],
      });
      // The login route works with the chosen password.
      const login = await call(api, '/api/auth/login', {
        json: { email, password: 'a-long-password' },
      });
      expect(login.status).toBe(200);
      // Member of the program and of the invitation's group.
      const members = await call<{ members: { email: string; user_group_ids: string[] }[] }>(
        api,
        `/api/programs/${program.id}/members?user_group_id=${groupId}`,
        { token: manager.token },
      );
      expect(members.body.members).toEqual([
        expect.objectContaining({ email, user_group_ids: [groupId] }),
      ]);
      // Used once.
      const reused = await call<ErrorBody>(
        api,
        `/api/invite_user/fetch_email?id=${link.id}&code=${link.code}`,
      );
      expect(reused.status).toBe(410);
      expect(reused.body.error.code).toBe('INVITATION_USED');
      const invitations = await call<{ invitations: { _id: string; status: string }[] }>(
        api,
        `/api/programs/${program.id}/invitations`,
        { token: manager.token },
      );
      expect(invitations.body.invitations.find((i) => i._id === link.id)?.status).toBe('USED');
      // Logged as the new user.
      const log = await call<{ activities: { action: string; actor: { email: string } }[] }>(
        api,
        `/api/programs/${program.id}/activities?limit=3`,
        { token: manager.token },
      );
      expect(log.body.activities[0]).toMatchObject({ action: 'USER_REGISTERED', actor: { email } });
    });

    it('lets exactly one of several concurrent registrations with one link through', async () => {
      const email = newEmail(api, 'racer');
      const link = await invited(email);
      const body = {
        id: link.id,
        code: link.code,
        first_name: 'Race',
        last_name: 'Condition',
        password: 'same-password',
      };
      const results = await Promise.all(Array.from({ length: 5 }, () => register(body)));
      const statuses = results.map((result) => result.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      for (const result of results.filter((r) => r.status !== 200)) {
        expect([409, 410]).toContain(result.status);
      }
      const users = await api.db.collection('users').where('email', '==', email).get();
      expect(users.size).toBe(1);
      const winner = results.find((result) => result.status === 200);
      expect((await me(winner?.body.token ?? '')).body.user.roles).toHaveLength(1);
      expect((await api.auth.getUserByEmail(email)).uid).toBe(users.docs[0]?.id);
    });

    it('names the fields a new account needs, and the password length', async () => {
      const link = await invited(newEmail(api, 'incomplete'));
      const missing = await register({ id: link.id, code: link.code, first_name: 'Only' });
      expect(missing.status).toBe(400);
      expect(missing.body.error.details?.issues?.map((issue) => issue.path)).toEqual([
        'last_name',
        'password',
      ]);
      const short = await register({
        id: link.id,
        code: link.code,
        first_name: 'A',
        last_name: 'B',
        password: 'short',
      });
      expect(short.status).toBe(400);
      expect(short.body.error.message).toMatch(/^password: /);
      // Nothing was used up.
      const still = await call(api, `/api/invite_user/fetch_email?id=${link.id}&code=${link.code}`);
      expect(still.status).toBe(200);
    });

    it('adds the role to an existing account signed in with x-auth', async () => {
      const existing = await createTestUser(api, 'existing');
      const link = await invited(existing.email);
      const response = await register({ id: link.id, code: link.code }, existing.token);
      expect(response.status).toBe(200);
      expect(response.body.token).toBe(existing.token);
      const profile = await me(existing.token);
      expect(profile.body.user.roles).toEqual([
        {
          program_id: program.id,
          role: 'COLLECT_SINGLE_CONTRIBUTOR',
          collect_id: program.collectId,
        },
      ]);
    });

    it('adds the role to an existing account proven by its password', async () => {
      const existing = await createTestUser(api, 'by-password', {
        roles: [{ program_id: 'elsewhere', role: 'PROGRAM_MANAGER' }],
      });
      const link = await invited(existing.email);
      const wrong = await register({ id: link.id, code: link.code, password: 'not-the-password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
      const response = await register({
        id: link.id,
        code: link.code,
        password: existing.password,
      });
      expect(response.status).toBe(200);
      const roles = (await me(response.body.token)).body.user.roles.map((r) => r.program_id);
      expect(roles.sort()).toEqual(['elsewhere', program.id].sort());
    });

    it('refuses an existing account without proof, or another account’s token', async () => {
      const existing = await createTestUser(api, 'unproven');
      const someoneElse = await createTestUser(api, 'someone-else');
      const link = await invited(existing.email);
      const bare = await register({ id: link.id, code: link.code });
      expect(bare.status).toBe(401);
      const other = await register({ id: link.id, code: link.code }, someoneElse.token);
      expect(other.status).toBe(403);
      expect((await me(existing.token)).body.user.roles).toEqual([]);
    });
  });

  describe('GET /api/auth/rainbow_invitations', () => {
    it('lists the caller’s pending invitations and accepts one without a code', async () => {
      const user = await createTestUser(api, 'pending');
      await invited(user.email);
      const other = await createProgram(api, admin, 'Second registration program');
      await invite(api, admin.token, other.id, [{ email: user.email, role: 'PROGRAM_MANAGER' }]);
      const listed = await call<{ invitations: { _id: string; program: { name: string } }[] }>(
        api,
        '/api/auth/rainbow_invitations',
        { token: user.token },
      );
      expect(listed.status).toBe(200);
      expect(listed.body.invitations.map((i) => i.program.name)).toEqual([
        'Second registration program',
        'Registration program',
      ]);
      const target = listed.body.invitations[0]?._id ?? '';
      const stranger = await createTestUser(api, 'stranger');
      const refused = await call(api, `/api/auth/rainbow_invitations/${target}/accept`, {
        method: 'POST',
        token: stranger.token,
      });
      expect(refused.status).toBe(404);
      const accepted = await call<UserBody>(api, `/api/auth/rainbow_invitations/${target}/accept`, {
        method: 'POST',
        token: user.token,
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body.user.roles).toEqual([{ program_id: other.id, role: 'PROGRAM_MANAGER' }]);
      const after = await call<{ invitations: unknown[] }>(api, '/api/auth/rainbow_invitations', {
        token: user.token,
      });
      expect(after.body.invitations).toHaveLength(1);
      // A fresh token is not needed: the role counts from the next call.
      const programs = await call<{ programs: { _id: string }[] }>(api, '/api/programs', {
        token: await signInWithEmulator(user.email, user.password),
      });
      expect(programs.body.programs.map((p) => p._id)).toEqual([other.id]);
    });
  });
});
