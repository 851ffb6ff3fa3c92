import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/core/clock.js';
import { createMemoryLogger } from '../src/core/logger.js';
import type { CurrentUser } from '../src/http/request-context.js';
import { createUsersRepository } from '../src/modules/users/users.repository.js';
import { createUsersService } from '../src/modules/users/users.service.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import { createProgram, managerOf } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser, signedIn } from './support/users.js';
import type { TestUser } from './support/users.js';

// Issue 9 defects 4 and 10: a program's member list and its "last manager" rule must follow the
// users as they are now. A stale copy of a user must not resurrect a removed membership, and a
// disabled manager must not count as the manager who remains.

interface MembersPage {
  members: { _id: string; role: string; status: string }[];
  totalItems: number;
}

describe('member projections follow the users', () => {
  let api: TestApi;
  let admin: TestUser;
  let program: { id: string; collectId: string };

  const members = (programId = program.id) =>
    call<MembersPage>(api, `/api/programs/${programId}/members`, { token: admin.token });
  const memberDoc = (programId: string, uid: string) =>
    api.db.doc(`programs/${programId}/members/${uid}`).get();
  const stepDown = (manager: TestUser) =>
    call<ErrorBody>(api, '/api/programs/role_edit', {
      method: 'PUT',
      token: manager.token,
      json: {
        id: manager.uid,
        program_id: program.id,
        role: 'COLLECT_SINGLE_CONTRIBUTOR',
        collect_id: program.collectId,
      },
    });

  beforeAll(async () => {
    api = await startTestApi('member-consistency');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    program = await createProgram(api, admin, 'Consistency program');
  });
  afterAll(() => api.close());

  describe('update_user_data racing a removal (defect 4)', () => {
    it('does not bring back a membership removed after the caller was authenticated', async () => {
      const lead = await managerOf(api, program.id, 'lead');
      const ghost = await managerOf(api, program.id, 'ghost');
      const users = createUsersRepository(api.db);
      // What `authenticate` read for the rename request, before the removal lands.
      const account = await users.findById(ghost.uid);
      if (!account) throw new Error('no account');
      const stale: CurrentUser = {
        uid: account._id,
        level: account.level,
        roles: account.roles,
        user: account,
      };
      const removed = await call(api, `/api/programs/${program.id}/members/${ghost.uid}`, {
        method: 'DELETE',
        token: admin.token,
      });
      expect(removed.status).toBe(200);

      const service = createUsersService({ users, clock: systemClock });
      const renamed = await service.updateOwnData(
        stale,
        { first_name: 'Renamed' },
        createMemoryLogger(),
      );

      // The answer and the stored user are the current ones, names changed, no role.
      expect(renamed).toMatchObject({ _id: ghost.uid, first_name: 'Renamed', roles: [] });
      expect(await users.findById(ghost.uid)).toMatchObject({ first_name: 'Renamed', roles: [] });
      // No member document came back, so the list does not show them…
      expect((await memberDoc(program.id, ghost.uid)).exists).toBe(false);
      const listed = await members();
      expect(listed.body.members.map((member) => member._id)).not.toContain(ghost.uid);
      // …and they are not "another manager" that would let the last real one step down.
      const refused = await stepDown(lead);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CONFLICT');
    });

    it('removes a member left behind by the old race, and from its groups', async () => {
      const other = await createProgram(api, admin, 'Leftover program');
      const lead = await managerOf(api, other.id, 'leftover-lead');
      const ghost = await managerOf(api, other.id, 'leftover');
      const group = await api.factory.makeGroup(other.id, {
        name: 'Haunted',
        memberIds: [ghost.uid],
        by: admin,
      });
      // What the old update_user_data left: a manager's member document, no role behind it.
      await api.db.doc(`users/${ghost.uid}`).update({ roles: [], program_ids: [] });

      const removed = await call(api, `/api/programs/${other.id}/members/${ghost.uid}`, {
        method: 'DELETE',
        token: admin.token,
      });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ _id: ghost.uid, removed_from_user_groups: 1 });
      expect((await memberDoc(other.id, ghost.uid)).exists).toBe(false);
      const groupDoc = await api.db.doc(`programs/${other.id}/userGroups/${group._id}`).get();
      expect(groupDoc.get('member_ids')).toEqual([]);
      // The lead is now the only manager, as the users say.
      const stepDown = await call<ErrorBody>(api, `/api/programs/${other.id}/members/${lead.uid}`, {
        method: 'DELETE',
        token: lead.token,
      });
      expect(stepDown.status).toBe(409);
      // A member who is not there at all is still a 404.
      const again = await call(api, `/api/programs/${other.id}/members/${ghost.uid}`, {
        method: 'DELETE',
        token: admin.token,
      });
      expect(again.status).toBe(404);
    });

    it('still renames a member everywhere the member is listed', async () => {
      const member = await managerOf(api, program.id, 'renamed');
      const response = await call<{ user: { first_name: string } }>(
        api,
        '/api/auth/update_user_data',
        { method: 'PUT', token: member.token, json: { first_name: 'Zoé' } },
      );
      expect(response.status).toBe(200);
      expect(response.body.user.first_name).toBe('Zoé');
      expect((await memberDoc(program.id, member.uid)).get('first_name')).toBe('Zoé');
    });
  });

  describe('the last active manager (defect 10)', () => {
    it('does not count a disabled manager as the one who remains', async () => {
      const other = await createProgram(api, admin, 'Disabled manager program');
      const lead = await managerOf(api, other.id, 'active-lead');
      const disabled = await api.factory.makeMember(other.id, {
        label: 'disabled-lead',
        status: 'DISABLED',
      });
      const asLead = {
        id: lead.uid,
        program_id: other.id,
        role: 'COLLECT_SINGLE_CONTRIBUTOR',
        collect_id: other.collectId,
      };
      const put = (json: unknown) =>
        call<ErrorBody>(api, '/api/programs/role_edit', {
          method: 'PUT',
          token: lead.token,
          json,
        });

      const demoted = await put(asLead);
      expect(demoted.status).toBe(409);
      expect(demoted.body.error.message).toMatch(/only manager/);
      const left = await call<ErrorBody>(api, `/api/programs/${other.id}/members/${lead.uid}`, {
        method: 'DELETE',
        token: lead.token,
      });
      expect(left.status).toBe(409);

      // Once the other manager is active again, the lead may step down.
      const enabled = await call(api, '/api/admin/change_user_status', {
        method: 'PUT',
        token: admin.token,
        json: { user_id: disabled.uid },
      });
      expect(enabled.status).toBe(200);
      expect((await put(asLead)).status).toBe(200);
      const after = await call<MembersPage>(api, `/api/programs/${other.id}/members`, {
        token: (await signedIn(disabled)).token,
      });
      expect(after.body.members.map((member) => [member._id, member.role]).sort()).toEqual(
        [
          [lead.uid, 'COLLECT_SINGLE_CONTRIBUTOR'],
          [disabled.uid, 'PROGRAM_MANAGER'],
        ].sort(),
      );
    });
  });
});
