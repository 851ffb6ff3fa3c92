import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import { contributorOf, createProgram, managerOf } from './support/people.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

interface GroupBody {
  _id: string;
  program_id: string;
  name: { en: string; fr: string };
  parent_id: string | null;
  member_ids: string[];
  members_count: number;
  created_at: string;
  updated_at: string;
}
interface GroupsPage {
  userGroups: GroupBody[];
  totalItems: number;
  pages: number;
  currentPage: number;
}

describe('user groups', () => {
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  let program: { id: string; collectId: string };
  let base: string;

  const create = async (json: Record<string, unknown>, token = manager.token) =>
    call<{ userGroup: GroupBody } & ErrorBody>(api, `${base}`, { token, json });
  const groupId = async (en: string, parent_id?: string) => {
    const created = await create({ name: { en }, ...(parent_id ? { parent_id } : {}) });
    expect(created.status).toBe(201);
    return created.body.userGroup._id;
  };
  const put = (path: string, json: unknown, token = manager.token) =>
    call<{ userGroup: GroupBody } & ErrorBody>(api, path, { method: 'PUT', token, json });
  const get = (path: string, token = manager.token) =>
    call<GroupsPage & ErrorBody>(api, path, { token });

  beforeAll(async () => {
    api = await startTestApi('user-groups');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    program = await createProgram(api, admin, 'Groups program');
    manager = await managerOf(api, program.id);
    base = `/api/programs/${program.id}/user-groups`;
  });
  afterAll(() => api.close());

  it('creates a group; French defaults to English; members must be in the program', async () => {
    const member = await contributorOf(api, program.id, program.collectId, 'member');
    const created = await create({ name: { en: ' Teachers ' }, member_ids: [member.uid] });
    expect(created.status).toBe(201);
    expect(created.body.userGroup).toMatchObject({
      program_id: program.id,
      name: { en: 'Teachers', fr: 'Teachers' },
      parent_id: null,
      member_ids: [member.uid],
      members_count: 1,
    });
    const stranger = await createTestUser(api, 'stranger');
    const refused = await create({ name: { en: 'X' }, member_ids: [stranger.uid] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      `member_ids: Not members of this program: ${stranger.uid}`,
    );
    const orphan = await create({ name: { en: 'Y' }, parent_id: 'unknown' });
    expect(orphan.status).toBe(400);
    expect(orphan.body.error.message).toBe('parent_id: No such user group in this program');
    const blank = await create({ name: { en: '  ' } });
    expect(blank.body.error.message).toMatch(/^name\.en: /);
  });

  it('lists roots, children of a group, sub-groups and keyword matches, 20 a page', async () => {
    const listed = await createProgram(api, admin, 'Listed groups');
    const path = `/api/programs/${listed.id}/user-groups`;
    const make = async (en: string, fr: string, parent_id?: string) =>
      (
        await call<{ userGroup: GroupBody }>(api, path, {
          token: admin.token,
          json: { name: { en, fr }, ...(parent_id ? { parent_id } : {}) },
        })
      ).body.userGroup._id;
    const north = await make('North region', 'Région nord');
    const south = await make('South region', 'Région sud');
    const village = await make('Village A', 'Village A', north);
    for (let index = 0; index < 21; index += 1) await make(`Zone ${index}`, `Zone ${index}`, south);
    const names = (page: GroupsPage) => page.userGroups.map((g) => g.name.en);

    const roots = await get(`${path}?parent=none`, admin.token);
    expect(names(roots.body)).toEqual(['North region', 'South region']);
    const children = await get(`${path}?parent_id=${north}`, admin.token);
    expect(children.body.userGroups.map((g) => g._id)).toEqual([village]);
    const subs = await get(`${path}?parent=any`, admin.token);
    expect(subs.body).toMatchObject({ totalItems: 22, pages: 2, currentPage: 1 });
    const all = await get(`${path}?page=2`, admin.token);
    expect(all.body).toMatchObject({ totalItems: 24, pages: 2, currentPage: 2 });
    expect(all.body.userGroups).toHaveLength(4);
    const french = await get(`${path}?keywords=${encodeURIComponent('région')}`, admin.token);
    expect(names(french.body)).toEqual(['North region', 'South region']);
    const rootsMatching = await get(`${path}?keywords=vill&parent_id=${north}`, admin.token);
    expect(names(rootsMatching.body)).toEqual(['Village A']);
  });

  it('renames and moves a group, and refuses cycles naming parent_id', async () => {
    const a = await groupId('A');
    const b = await groupId('B', a);
    const c = await groupId('C', b);
    for (const parent of [a, b, c]) {
      const response = await put(`${base}/${a}`, { parent_id: parent });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'parent_id: A group cannot be placed under itself or one of its sub-groups',
        details: { issues: [{ path: 'parent_id' }] },
      });
    }
    const moved = await put(`${base}/${c}`, { parent_id: a, name: { en: 'C2', fr: 'C deux' } });
    expect(moved.status).toBe(200);
    expect(moved.body.userGroup).toMatchObject({ parent_id: a, name: { en: 'C2', fr: 'C deux' } });
    const top = await put(`${base}/${b}`, { parent_id: null });
    expect(top.body.userGroup.parent_id).toBeNull();
    expect((await put(`${base}/${b}`, {})).status).toBe(400);
  });

  it('never builds a cycle from two concurrent moves', async () => {
    const x = await groupId('X');
    const y = await groupId('Y');
    const results = await Promise.all([
      put(`${base}/${x}`, { parent_id: y }),
      put(`${base}/${y}`, { parent_id: x }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('deletes a group: its children move up to its parent and its members leave it', async () => {
    const member = await contributorOf(api, program.id, program.collectId, 'deleted-group');
    const top = await groupId('Top');
    const middle = (
      await create({ name: { en: 'Middle' }, parent_id: top, member_ids: [member.uid] })
    ).body.userGroup._id;
    const leaf1 = await groupId('Leaf 1', middle);
    const leaf2 = await groupId('Leaf 2', middle);
    const deleted = await call(api, `${base}/${middle}`, {
      method: 'DELETE',
      token: manager.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ _id: middle, reparented_children: 2 });
    for (const leaf of [leaf1, leaf2]) {
      const got = await call<{ userGroup: GroupBody }>(api, `${base}/${leaf}`, {
        token: manager.token,
      });
      expect(got.body.userGroup.parent_id).toBe(top);
    }
    const members = await call<{ members: { user_group_ids: string[] }[] }>(
      api,
      `/api/programs/${program.id}/members?keywords=deleted-group`,
      { token: manager.token },
    );
    expect(members.body.members[0]?.user_group_ids).toEqual([]);
    expect((await call(api, `${base}/${middle}`, { token: manager.token })).status).toBe(404);
  });

  it('adds program members, refuses others, and removes one', async () => {
    const group = await groupId('Team');
    const one = await contributorOf(api, program.id, program.collectId, 'one');
    const two = await contributorOf(api, program.id, program.collectId, 'two');
    const outsider = await createTestUser(api, 'outsider');
    const refused = await put(`${base}/${group}/add-users`, { user_ids: [one.uid, outsider.uid] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      `user_ids: Not members of this program: ${outsider.uid}`,
    );
    const added = await put(`${base}/${group}/add-users`, {
      user_ids: [one.uid, two.uid, one.uid],
    });
    expect(added.body.userGroup).toMatchObject({
      member_ids: [one.uid, two.uid],
      members_count: 2,
    });
    const removed = await put(`${base}/${group}/remove-user`, { user_id: one.uid });
    expect(removed.body.userGroup.member_ids).toEqual([two.uid]);
    const again = await put(`${base}/${group}/remove-user`, { user_id: one.uid });
    expect(again.status).toBe(404);
    const log = await call<{ activities: { action: string; details?: { user_ids?: string[] } }[] }>(
      api,
      `/api/programs/${program.id}/activities?limit=2`,
      { token: manager.token },
    );
    expect(log.body.activities.map((a) => [a.action, a.details?.user_ids])).toEqual([
      ['USER_GROUP_MEMBERS_REMOVED', [one.uid]],
      ['USER_GROUP_MEMBERS_ADDED', [one.uid, two.uid]],
    ]);
  });

  it('answers the same calls by group id alone, and the admin removal alias', async () => {
    const member = await contributorOf(api, program.id, program.collectId, 'alias');
    const group = (await create({ name: { en: 'Aliased' }, member_ids: [member.uid] })).body
      .userGroup._id;
    const got = await call<{ userGroup: GroupBody }>(api, `/api/user-groups/${group}`, {
      token: manager.token,
    });
    expect(got.body.userGroup.program_id).toBe(program.id);
    const renamed = await put(`/api/user-groups/${group}`, { name: { en: 'Renamed' } });
    expect(renamed.body.userGroup.name.en).toBe('Renamed');
    const removed = await put(`/api/admin/auth/delete-user-group/${group}`, {
      user_id: member.uid,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.userGroup.member_ids).toEqual([]);
    const added = await put(`/api/user-groups/${group}/add-users`, { user_ids: [member.uid] });
    expect(added.body.userGroup.member_ids).toEqual([member.uid]);
    expect((await call(api, '/api/user-groups/nope', { token: admin.token })).status).toBe(404);
    const deleted = await call(api, `/api/user-groups/${group}`, {
      method: 'DELETE',
      token: manager.token,
    });
    expect(deleted.status).toBe(200);
  });
});
