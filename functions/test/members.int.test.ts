import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import {
  contributorOf,
  createCollect,
  createProgram,
  managedProgram,
  managerOf,
} from './support/people.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

interface MemberBody {
  _id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  collect_id?: string;
  roles: { role: string; collect_id?: string }[];
  status: string;
  user_group_ids: string[];
}
interface MembersPage {
  members: MemberBody[];
  totalItems: number;
  pages: number;
  currentPage: number;
}

describe('members', () => {
  let api: TestApi;
  let admin: TestUser;
  let program: { id: string; collectId: string };
  let manager: TestUser;

  const list = (query = '', token = manager.token, programId = program.id) =>
    call<MembersPage>(api, `/api/programs/${programId}/members${query}`, { token });
  const roleEdit = (json: Record<string, unknown>, token = manager.token) =>
    call<{ member: MemberBody } & ErrorBody>(api, '/api/programs/role_edit', {
      method: 'PUT',
      token,
      json,
    });
  const remove = (uid: string, token = manager.token, programId = program.id) =>
    call<{ _id: string; removed_from_user_groups: number } & ErrorBody>(
      api,
      `/api/programs/${programId}/members/${uid}`,
      { method: 'DELETE', token },
    );

  beforeAll(async () => {
    api = await startTestApi('members');
    ({ admin, program, manager } = await managedProgram(api, 'Members program', 'lead'));
  });
  afterAll(() => api.close());

  it('lists members sorted by e-mail, 20 a page, with totals', async () => {
    const listed = await createProgram(api, admin, 'Paged members');
    const people = [];
    for (let index = 0; index < 22; index += 1) {
      people.push(
        await contributorOf(api, listed.id, listed.collectId, `p${String(index).padStart(2, '0')}`),
      );
    }
    const first = await list('', admin.token, listed.id);
    expect(first.body).toMatchObject({ totalItems: 22, pages: 2, currentPage: 1 });
    expect(first.body.members).toHaveLength(20);
    const emails = people.map((p) => p.email).sort();
    expect(first.body.members.map((m) => m.email)).toEqual(emails.slice(0, 20));
    const second = await list('?page=2', admin.token, listed.id);
    expect(second.body.members.map((m) => m.email)).toEqual(emails.slice(20));
    expect(second.body.members[0]).toEqual({
      _id: expect.any(String),
      user_id: second.body.members[0]?._id,
      email: emails[20],
      first_name: 'Test',
      last_name: expect.stringMatching(/^p2/),
      role: 'COLLECT_SINGLE_CONTRIBUTOR',
      collect_id: listed.collectId,
      roles: [{ role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: listed.collectId }],
      status: 'ACTIVE',
      user_group_ids: [],
    });
  });

  it('searches by a prefix of a name or e-mail, without case or accents', async () => {
    const user = await contributorOf(api, program.id, program.collectId, 'searchable');
    await call(api, '/api/auth/update_user_data', {
      method: 'PUT',
      token: user.token,
      json: { first_name: 'Éloïse', last_name: 'Dupont' },
    });
    for (const keywords of ['elo', 'DUP', 'éloïse dup', user.email.slice(0, 12)]) {
      const found = await list(`?keywords=${encodeURIComponent(keywords)}`);
      expect(
        found.body.members.map((m) => m.email),
        keywords,
      ).toEqual([user.email]);
      expect(found.body.totalItems).toBe(1);
    }
    expect((await list('?keywords=zzzz')).body).toMatchObject({
      members: [],
      totalItems: 0,
      pages: 0,
    });
  });

  it('filters by user group, with and without keywords', async () => {
    const a = await contributorOf(api, program.id, program.collectId, 'group-a');
    const b = await contributorOf(api, program.id, program.collectId, 'group-b');
    const group = await call<{ userGroup: { _id: string } }>(
      api,
      `/api/programs/${program.id}/user-groups`,
      { token: manager.token, json: { name: { en: 'Filter' }, member_ids: [a.uid, b.uid] } },
    );
    const id = group.body.userGroup._id;
    const inGroup = await list(`?user_group_id=${id}`);
    expect(inGroup.body.members.map((m) => m.email)).toEqual([a.email, b.email].sort());
    expect(inGroup.body.totalItems).toBe(2);
    const searched = await list(`?user_group_id=${id}&keywords=group-b`);
    expect(searched.body.members.map((m) => m.email)).toEqual([b.email]);
    expect(searched.body.totalItems).toBe(1);
  });

  describe('PUT /api/programs/role_edit', () => {
    it("replaces the member's roles in the program and logs it", async () => {
      const user = await contributorOf(api, program.id, program.collectId, 'promoted');
      const response = await roleEdit({
        id: user.uid,
        program_id: program.id,
        role: 'PROGRAM_MANAGER',
      });
      expect(response.status).toBe(200);
      expect(response.body.member).toMatchObject({
        _id: user.uid,
        role: 'PROGRAM_MANAGER',
        roles: [{ role: 'PROGRAM_MANAGER' }],
      });
      expect(response.body.member).not.toHaveProperty('collect_id');
      const me = await call<{ user: { roles: unknown[] } }>(api, '/api/auth/get_current_user', {
        token: user.token,
      });
      expect(me.body.user.roles).toEqual([{ program_id: program.id, role: 'PROGRAM_MANAGER' }]);
      const log = await call<{ activities: { action: string; target: { _id: string } }[] }>(
        api,
        `/api/programs/${program.id}/activities?limit=1`,
        { token: manager.token },
      );
      expect(log.body.activities[0]).toMatchObject({
        action: 'MEMBER_ROLE_CHANGED',
        target: { _id: user.uid },
      });
    });

    it('validates the collect of a contributor role', async () => {
      const user = await contributorOf(api, program.id, program.collectId, 'moved');
      const other = await createProgram(api, admin, 'Elsewhere');
      const missing = await roleEdit({
        id: user.uid,
        program_id: program.id,
        role: 'COLLECT_BULK_CONTRIBUTOR',
      });
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toBe('collect_id: Required for contributor roles');
      const foreign = await roleEdit({
        id: user.uid,
        program_id: program.id,
        role: 'COLLECT_BULK_CONTRIBUTOR',
        collect_id: other.collectId,
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error.message).toBe('collect_id: No such collect in this program');
      const second = await createCollect(api, program.id, 'Schools');
      const moved = await roleEdit({
        id: user.uid,
        program_id: program.id,
        role: 'COLLECT_BULK_CONTRIBUTOR',
        collect_id: second,
      });
      expect(moved.body.member).toMatchObject({
        role: 'COLLECT_BULK_CONTRIBUTOR',
        collect_id: second,
      });
    });

    it('answers 404 for someone who is not a member', async () => {
      const outsider = await createTestUser(api, 'outsider');
      const response = await roleEdit({
        id: outsider.uid,
        program_id: program.id,
        role: 'PROGRAM_MANAGER',
      });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Member not found');
    });

    it('keeps a lone manager from stepping down, but not a super admin from demoting them', async () => {
      const lone = await createProgram(api, admin, 'Lone manager');
      const only = await managerOf(api, lone.id, 'only');
      const demote = {
        id: only.uid,
        program_id: lone.id,
        role: 'COLLECT_SINGLE_CONTRIBUTOR',
        collect_id: lone.collectId,
      };
      const self = await roleEdit(demote, only.token);
      expect(self.status).toBe(409);
      expect(self.body.error).toEqual({
        code: 'CONFLICT',
        message: 'You are the only manager of this program: make another member manager first',
      });
      expect((await remove(only.uid, only.token, lone.id)).status).toBe(409);
      // With a second manager, stepping down is fine.
      const second = await managerOf(api, lone.id, 'second');
      expect((await roleEdit(demote, only.token)).status).toBe(200);
      // A super admin may leave a program without manager.
      expect(
        (
          await roleEdit(
            {
              id: second.uid,
              program_id: lone.id,
              role: 'COLLECT_SINGLE_CONTRIBUTOR',
              collect_id: lone.collectId,
            },
            admin.token,
          )
        ).status,
      ).toBe(200);
    });
  });

  describe('DELETE /api/programs/{program_id}/members/{user_id}', () => {
    it('takes every role in the program away and removes the user from its groups', async () => {
      const user = await createTestUser(api, 'leaving', {
        roles: [
          {
            program_id: program.id,
            role: 'COLLECT_SINGLE_CONTRIBUTOR',
            collect_id: program.collectId,
          },
          { program_id: 'another-program', role: 'PROGRAM_MANAGER' },
        ],
      });
      const groups = [];
      for (const name of ['One', 'Two']) {
        const created = await call<{ userGroup: { _id: string } }>(
          api,
          `/api/programs/${program.id}/user-groups`,
          { token: manager.token, json: { name: { en: name }, member_ids: [user.uid] } },
        );
        groups.push(created.body.userGroup._id);
      }
      const response = await remove(user.uid);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ _id: user.uid, removed_from_user_groups: 2 });
      const me = await call<{ user: { roles: { program_id: string }[] } }>(
        api,
        '/api/auth/get_current_user',
        { token: user.token },
      );
      expect(me.body.user.roles).toEqual([
        { program_id: 'another-program', role: 'PROGRAM_MANAGER' },
      ]);
      for (const id of groups) {
        const group = await call<{ userGroup: { member_ids: string[] } }>(
          api,
          `/api/programs/${program.id}/user-groups/${id}`,
          { token: manager.token },
        );
        expect(group.body.userGroup.member_ids).toEqual([]);
      }
      expect((await list(`?keywords=leaving`)).body.totalItems).toBe(0);
      expect((await remove(user.uid)).status).toBe(404);
    });
  });
});
