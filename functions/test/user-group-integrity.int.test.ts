import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GROUP_DEPTH } from '../src/modules/user-groups/user-group-tree.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import { createProgram, managerOf } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// Issue 9 defect 7: a group could be created under a program that does not exist (an orphan no
// screen shows and nothing deletes), and the depth and program of its parent were checked when
// a group moved but not when it was created.

describe('creating a user group', () => {
  let api: TestApi;
  let admin: TestUser;
  let program: { id: string; collectId: string };

  const create = (programId: string, json: unknown, token = admin.token) =>
    call<{ userGroup: { _id: string; parent_id: string | null } } & ErrorBody>(
      api,
      `/api/programs/${programId}/user-groups`,
      { token, json },
    );

  beforeAll(async () => {
    api = await startTestApi('user-group-integrity');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    program = await createProgram(api, admin, 'Groups program');
  });
  afterAll(() => api.close());

  it('refuses a program that does not exist, leaving nothing behind', async () => {
    const response = await create('no-such-program', { name: { en: 'Orphan' } });
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Program not found' });
    const stored = await api.db.collection('programs/no-such-program/userGroups').get();
    expect(stored.size).toBe(0);
  });

  it('refuses a parent that belongs to another program', async () => {
    const other = await createProgram(api, admin, 'Other groups program');
    const foreign = await api.factory.makeGroup(other.id, { name: 'Foreign', by: admin });
    const manager = await managerOf(api, program.id, 'groups-lead');
    const response = await create(
      program.id,
      { name: { en: 'Child' }, parent_id: foreign._id },
      manager.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('parent_id: No such user group in this program');
  });

  it('refuses to nest deeper than a move may, as a move would', async () => {
    let parentId: string | null = null;
    // The deepest chain a move accepts: MAX_GROUP_DEPTH groups above the last one.
    for (let level = 0; level <= MAX_GROUP_DEPTH; level += 1) {
      const group = await api.factory.makeGroup(program.id, {
        name: `Level ${level}`,
        parentId,
        by: admin,
      });
      parentId = group._id;
    }
    const tooDeep = await create(program.id, { name: { en: 'Too deep' }, parent_id: parentId });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error.message).toBe(
      `parent_id: Groups nest at most ${MAX_GROUP_DEPTH} levels deep`,
    );
    // Moving an existing group there is refused the same way.
    const loose = await create(program.id, { name: { en: 'Loose' } });
    const moved = await call<ErrorBody>(
      api,
      `/api/programs/${program.id}/user-groups/${loose.body.userGroup._id}`,
      { method: 'PUT', token: admin.token, json: { parent_id: parentId } },
    );
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toBe(tooDeep.body.error.message);
  });

  it('still creates a group under a parent of the same program', async () => {
    const parent = await create(program.id, { name: { en: 'Parent' } });
    const child = await create(program.id, {
      name: { en: 'Child' },
      parent_id: parent.body.userGroup._id,
    });
    expect(child.status).toBe(201);
    expect(child.body.userGroup.parent_id).toBe(parent.body.userGroup._id);
  });
});
