import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import { createProgram, managerOf } from './support/people.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser, signInWithEmulator } from './support/users.js';
import type { TestUser } from './support/users.js';

interface UserBody {
  _id: string;
  email: string;
  level: string;
  status: string;
  roles: { program_id: string; role: string; collect_id?: string }[];
}
interface UsersPage {
  users: UserBody[];
  totalItems: number;
  pages: number;
  currentPage: number;
}

describe('system users and roles', () => {
  let api: TestApi;
  let admin: TestUser;
  let program: { id: string; collectId: string };

  const put = (path: string, json: unknown, token = admin.token) =>
    call<{ user: UserBody } & ErrorBody>(api, path, { method: 'PUT', token, json });

  beforeAll(async () => {
    api = await startTestApi('users-admin');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    program = await createProgram(api, admin, 'Users program');
  });
  afterAll(() => api.close());

  it('lists every user by e-mail, 20 a page, searchable, at both paths', async () => {
    for (let index = 0; index < 21; index += 1) await createTestUser(api, `listed${index}`);
    const first = await call<UsersPage>(api, '/api/admin/users', { token: admin.token });
    expect(first.body).toMatchObject({ totalItems: 22, pages: 2, currentPage: 1 });
    const emails = first.body.users.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
    const alias = await call<UsersPage>(api, '/api/users?page=2', { token: admin.token });
    expect(alias.body.users).toHaveLength(2);
    const found = await call<UsersPage>(api, '/api/users?keywords=LISTED1', { token: admin.token });
    // listed1, listed10 … listed19
    expect(found.body.totalItems).toBe(11);
  });

  it('finds one user by id or e-mail, with program names and roles', async () => {
    const user = await createTestUser(api, 'found', {
      roles: [
        {
          program_id: program.id,
          role: 'COLLECT_SINGLE_CONTRIBUTOR',
          collect_id: program.collectId,
        },
      ],
    });
    const byId = await call<{ user: UserBody & { programs: unknown[] } }>(
      api,
      `/api/admin/get_user_by?id=${user.uid}`,
      { token: admin.token },
    );
    expect(byId.body.user).toMatchObject({
      _id: user.uid,
      email: user.email,
      programs: [
        {
          _id: program.id,
          name: 'Users program',
          roles: [{ role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: program.collectId }],
        },
      ],
    });
    const byEmail = await call<{ user: UserBody }>(
      api,
      `/api/admin/get_user_by?email=${encodeURIComponent(user.email.toUpperCase())}`,
      { token: admin.token },
    );
    expect(byEmail.body.user._id).toBe(user.uid);
    const neither = await call<ErrorBody>(api, '/api/admin/get_user_by', { token: admin.token });
    expect(neither.status).toBe(400);
    const unknown = await call(api, '/api/admin/get_user_by?id=nobody', { token: admin.token });
    expect(unknown.status).toBe(404);
  });

  describe('PUT /api/admin/update_user_role', () => {
    it('replaces roles and sets the level, keeping program members in step', async () => {
      const user = await createTestUser(api, 'roles');
      const response = await put('/api/admin/update_user_role', {
        user_id: user.uid,
        level: 'SUPER_ADMIN',
        roles: [{ program_id: program.id, role: 'PROGRAM_MANAGER' }],
      });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({
        level: 'SUPER_ADMIN',
        roles: [{ program_id: program.id, role: 'PROGRAM_MANAGER' }],
      });
      const members = await call<{ members: { _id: string; role: string }[] }>(
        api,
        `/api/programs/${program.id}/members?keywords=roles`,
        { token: admin.token },
      );
      expect(members.body.members).toEqual([
        expect.objectContaining({ _id: user.uid, role: 'PROGRAM_MANAGER' }),
      ]);
      const cleared = await put('/api/admin/update_user_role', { user_id: user.uid, roles: [] });
      expect(cleared.body.user.roles).toEqual([]);
      const after = await call<{ totalItems: number }>(
        api,
        `/api/programs/${program.id}/members?keywords=roles`,
        { token: admin.token },
      );
      expect(after.body.totalItems).toBe(0);
    });

    it('names unknown programs and collects', async () => {
      const user = await createTestUser(api, 'bad-roles');
      const response = await put('/api/admin/update_user_role', {
        user_id: user.uid,
        roles: [
          { program_id: 'nope', role: 'PROGRAM_MANAGER' },
          { program_id: program.id, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'nope' },
          { program_id: program.id, role: 'COLLECT_SINGLE_CONTRIBUTOR' },
        ],
      });
      expect(response.status).toBe(400);
      expect(response.body.error.details?.issues?.map((i) => i.path)).toEqual([
        'roles.2.collect_id',
      ]);
      const unknown = await put('/api/admin/update_user_role', {
        user_id: user.uid,
        roles: [
          { program_id: 'nope', role: 'PROGRAM_MANAGER' },
          { program_id: program.id, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'nope' },
        ],
      });
      expect(unknown.body.error.details?.issues).toEqual([
        { path: 'roles.0.program_id', message: 'No such program' },
        { path: 'roles.1.collect_id', message: 'No such collect in this program' },
      ]);
    });

    it('keeps a super admin from lowering their own level', async () => {
      const response = await put('/api/admin/update_user_role', {
        user_id: admin.uid,
        level: 'REGULAR_USER',
      });
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('You cannot lower your own level');
    });
  });

  describe('PUT /api/admin/change_user_status', () => {
    it('disables a user, who is refused on the very next call, then enables them again', async () => {
      const manager = await managerOf(api, program.id, 'toggled');
      expect((await call(api, '/api/programs', { token: manager.token })).status).toBe(200);
      const disabled = await put('/api/admin/change_user_status', { user_id: manager.uid });
      expect(disabled.status).toBe(200);
      expect(disabled.body.user.status).toBe('DISABLED');
      // The same, still valid, token is refused at once.
      const refused = await call<ErrorBody>(api, '/api/programs', { token: manager.token });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('USER_DISABLED');
      // Firebase Auth agrees: no sign-in, refresh tokens revoked.
      const record = await api.auth.getUser(manager.uid);
      expect(record.disabled).toBe(true);
      expect(record.tokensValidAfterTime).toBeDefined();
      await expect(signInWithEmulator(manager.email, manager.password)).rejects.toThrow();
      const members = await call<{ members: { status: string }[] }>(
        api,
        `/api/programs/${program.id}/members?keywords=toggled`,
        { token: admin.token },
      );
      expect(members.body.members[0]?.status).toBe('DISABLED');

      const enabled = await put('/api/admin/change_user_status', { user_id: manager.uid });
      expect(enabled.body.user.status).toBe('ACTIVE');
      expect((await api.auth.getUser(manager.uid)).disabled).toBe(false);
      const token = await signInWithEmulator(manager.email, manager.password);
      expect((await call(api, '/api/programs', { token })).status).toBe(200);
      const log = await call<{ activities: { action: string; details?: { status?: string } }[] }>(
        api,
        `/api/programs/${program.id}/activities?limit=2`,
        { token: admin.token },
      );
      expect(log.body.activities.map((a) => [a.action, a.details?.status])).toEqual([
        ['USER_STATUS_CHANGED', 'ACTIVE'],
        ['USER_STATUS_CHANGED', 'DISABLED'],
      ]);
    });

    it('refuses to disable yourself, and unknown users', async () => {
      const self = await put('/api/admin/change_user_status', { user_id: admin.uid });
      expect(self.status).toBe(403);
      expect(self.body.error.message).toBe('You cannot disable your own account');
      const unknown = await put('/api/admin/change_user_status', { user_id: 'nobody' });
      expect(unknown.status).toBe(404);
    });
  });
});
