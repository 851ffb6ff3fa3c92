import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser, signedIn } from './support/users.js';
import type { TestUser } from './support/users.js';

// Every other suite starts from the factory's data: what it makes must be, for the api, the
// same as what the api makes itself (search keywords, member documents, group counts, log).

interface MembersPage {
  members: { user_id: string; email: string; user_group_ids: string[] }[];
  totalItems: number;
}

describe('test factory', () => {
  let api: TestApi;
  let admin: TestUser;
  let programId: string;

  beforeAll(async () => {
    api = await startTestApi('factory');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    ({ id: programId } = await api.factory.makeProgram({ name: 'Factory program', by: admin }));
  });
  afterAll(() => api.close());

  const members = (query: string) =>
    call<MembersPage>(api, `/api/programs/${programId}/members${query}`, { token: admin.token });

  it('makes members the api lists, finds by name and counts in their groups', async () => {
    const member = await api.factory.makeMember(programId, {
      label: 'zephyrine',
      firstName: 'Zéphyrine',
    });
    const group = await api.factory.makeGroup(programId, {
      name: 'Night shift',
      memberIds: [member.uid],
      by: admin,
    });

    const found = await members('?keywords=zephyr');
    expect(found.body.members).toEqual([
      expect.objectContaining({
        user_id: member.uid,
        email: member.email,
        user_group_ids: [group._id],
      }),
    ]);
    const users = await call<{ users: { _id: string }[] }>(api, '/api/admin/users?keywords=zeph', {
      token: admin.token,
    });
    expect(users.body.users.map((user) => user._id)).toEqual([member.uid]);
    const groups = await call<{ userGroups: { _id: string; members_count: number }[] }>(
      api,
      `/api/programs/${programId}/user-groups?keywords=night`,
      { token: admin.token },
    );
    expect(groups.body.userGroups).toEqual([
      expect.objectContaining({ _id: group._id, members_count: 1 }),
    ]);
  });

  it('logs the program and the group as created by who the factory was told', async () => {
    const log = await call<{ activities: { action: string; actor: { _id: string } }[] }>(
      api,
      `/api/programs/${programId}/activities`,
      { token: admin.token },
    );
    expect(log.body.activities.map(({ action, actor }) => [action, actor._id]).sort()).toEqual([
      ['PROGRAM_CREATED', admin.uid],
      ['USER_GROUP_CREATED', admin.uid],
    ]);
  });

  it('changes users as the admin screens do: a removed role takes the member away', async () => {
    const manager = await signedIn(await api.factory.makeMember(programId, { label: 'leaving' }));
    expect((await members('?keywords=leaving')).body.totalItems).toBe(1);

    await api.factory.updateUser(manager.uid, { roles: [] });

    expect((await members('?keywords=leaving')).body.totalItems).toBe(0);
    const refused = await call<ErrorBody>(api, `/api/programs/${programId}`, {
      token: manager.token,
    });
    expect(refused.status).toBe(403);
  });
});
