import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { costOf, readBilling } from './support/billing.js';
import type { Billing } from './support/billing.js';
import { call } from './support/http.js';
import {
  contributorOf,
  invite,
  latestMail,
  linkOf,
  managedProgram,
  newEmail,
} from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import type { TestUser } from './support/users.js';

// The Firestore bill of each "programs and people" call, measured by the offline emulator's
// counters, in a program of 30 members, 25 invitations and a 40-entry log. Reads include the
// caller's user document (every authenticated call reads it) and one per count() aggregation.
/**
 * What keeping attribution rules' access documents costs a change of groups or roles
 * (modules/record-access): the program's collects (one query), then for its one collect the
 * collect, its rules, the program's groups and the access documents (an empty answer is still
 * a read; a second group or access document one more).
 */
const ACCESS_REFRESH = 6;

describe('Firestore cost per call: programs and people', () => {
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  let program: { id: string; collectId: string };
  let groupId: string;
  const countsRequired = inject('firestoreEmulatorKind') === 'rainbow';
  let available = false;

  const measure = async (action: () => Promise<unknown>): Promise<Billing> => {
    const cost = await costOf(api.projectId, action);
    if (!cost) throw new Error('no billing counters');
    return cost;
  };
  const as = (token: string, path: string, method = 'GET', json?: unknown) =>
    call(api, path, { method, token, ...(json === undefined ? {} : { json }) });

  beforeAll(async () => {
    api = await startTestApi('people-cost');
    ({ admin, program, manager } = await managedProgram(api, 'Costed program'));
    const members: TestUser[] = [];
    for (let index = 0; index < 29; index += 1) {
      members.push(await contributorOf(api, program.id, program.collectId, `m${index}`));
    }
    const group = await call<{ userGroup: { _id: string } }>(
      api,
      `/api/programs/${program.id}/user-groups`,
      {
        token: manager.token,
        json: { name: { en: 'Costed' }, member_ids: members.slice(0, 10).map((m) => m.uid) },
      },
    );
    groupId = group.body.userGroup._id;
    await invite(
      api,
      manager.token,
      program.id,
      Array.from({ length: 25 }, (_, index) => ({
        email: newEmail(api, `i${index}`),
        role: 'PROGRAM_MANAGER',
      })),
    );
    available = (await readBilling(api.projectId)) !== null;
  });
  afterAll(() => api.close());

  it('bills each call as budgeted', async (context) => {
    if (!available && countsRequired)
      throw new Error('The Firestore emulator has no billing counters');
    if (!available) context.skip('this Firestore emulator has no billing counters');
    const p = `/api/programs/${program.id}`;
    const target = await contributorOf(api, program.id, program.collectId, 'target');
    const email = newEmail(api, 'costed');
    const costs: Record<string, Billing> = {};
    costs.getProgram = await measure(() => as(manager.token, p));
    costs.editProgram = await measure(() =>
      as(manager.token, `/api/programs/edit/${program.id}`, 'PUT', { name: 'Costed program 2' }),
    );
    costs.members = await measure(() => as(manager.token, `${p}/members`));
    costs.membersPage2 = await measure(() => as(manager.token, `${p}/members?page=2`));
    costs.membersSearch = await measure(() => as(manager.token, `${p}/members?keywords=m1`));
    costs.membersOfGroup = await measure(() =>
      as(manager.token, `${p}/members?user_group_id=${groupId}`),
    );
    costs.roleEdit = await measure(() =>
      as(manager.token, '/api/programs/role_edit', 'PUT', {
        id: target.uid,
        program_id: program.id,
        role: 'PROGRAM_MANAGER',
      }),
    );
    costs.inviteOne = await measure(() =>
      invite(api, manager.token, program.id, [{ email, role: 'PROGRAM_MANAGER' }]),
    );
    costs.inviteTen = await measure(() =>
      invite(
        api,
        manager.token,
        program.id,
        Array.from({ length: 10 }, (_, index) => ({
          email: newEmail(api, `ten${index}`),
          role: 'PROGRAM_MANAGER',
        })),
      ),
    );
    costs.invitations = await measure(() => as(manager.token, `${p}/invitations`));
    const link = linkOf(await latestMail(api, email));
    costs.resend = await measure(() =>
      as(manager.token, `/api/program/${program.id}/resend-users-invitation`, 'POST', {
        invitation_id: link.id,
      }),
    );
    const fresh = linkOf(await latestMail(api, email));
    costs.fetchEmail = await measure(() =>
      call(api, `/api/invite_user/fetch_email?id=${fresh.id}&code=${fresh.code}`),
    );
    costs.registerNew = await measure(() =>
      call(api, '/api/invite_user/register', {
        json: {
          id: fresh.id,
          code: fresh.code,
          first_name: 'Cost',
          last_name: 'Ly',
          password: 'password-1',
        },
      }),
    );
    costs.myInvitations = await measure(() => as(target.token, '/api/auth/rainbow_invitations'));
    const doomed = (
      await invite(api, manager.token, program.id, [
        { email: newEmail(api, 'doomed'), role: 'PROGRAM_MANAGER' },
      ])
    ).body.invitations[0]?._id;
    costs.deleteInvitation = await measure(() =>
      as(manager.token, `/api/admin/auth/delete-user-invitation/${doomed}`, 'DELETE'),
    );
    costs.groups = await measure(() => as(manager.token, `${p}/user-groups`));
    costs.group = await measure(() => as(manager.token, `${p}/user-groups/${groupId}`));
    costs.groupById = await measure(() => as(manager.token, `/api/user-groups/${groupId}`));
    costs.createGroup = await measure(() =>
      as(manager.token, `${p}/user-groups`, 'POST', { name: { en: 'New' } }),
    );
    costs.addUsers = await measure(() =>
      as(manager.token, `${p}/user-groups/${groupId}/add-users`, 'PUT', { user_ids: [target.uid] }),
    );
    costs.removeUser = await measure(() =>
      as(manager.token, `${p}/user-groups/${groupId}/remove-user`, 'PUT', { user_id: target.uid }),
    );
    costs.removeMember = await measure(() =>
      as(manager.token, `${p}/members/${target.uid}`, 'DELETE'),
    );
    costs.users = await measure(() => as(admin.token, '/api/admin/users'));
    costs.usersSearch = await measure(() => as(admin.token, '/api/admin/users?keywords=m2'));
    costs.userBy = await measure(() => as(admin.token, `/api/admin/get_user_by?id=${manager.uid}`));
    costs.updateUserRole = await measure(() =>
      as(admin.token, '/api/admin/update_user_role', 'PUT', {
        user_id: target.uid,
        roles: [{ program_id: program.id, role: 'PROGRAM_MANAGER' }],
      }),
    );
    costs.changeStatus = await measure(() =>
      as(admin.token, '/api/admin/change_user_status', 'PUT', { user_id: target.uid }),
    );
    costs.activities = await measure(() => as(manager.token, `${p}/activities`));
    costs.deleteGroup = await measure(() =>
      as(manager.token, `${p}/user-groups/${groupId}`, 'DELETE'),
    );
    let deleted = { documents: 0, members: 0, invitations: 0 };
    const deletion = await measure(async () => {
      const response = await call<{ deleted: typeof deleted }>(api, p, {
        method: 'DELETE',
        token: admin.token,
      });
      deleted = response.body.deleted;
    });
    console.info(
      `Firestore cost per call (programs and people): ${JSON.stringify({ ...costs, deletion })}`,
    );
    const bill = (reads: number, writes = 0, deletes = 0) => ({ reads, writes, deletes });
    expect(costs).toEqual({
      // Every authenticated call first reads the caller's user document (1 read).
      getProgram: bill(2),
      // Program (in a transaction), new name reservation; program, reservation, log entry
      // written; the old reservation deleted.
      editProgram: bill(3, 3, 1),
      // A page of 20, one more to tell whether a page follows, and one count() aggregation;
      // `?page=` offsets bill the skipped documents (functions/test/list-cost: cursors do not).
      members: bill(23),
      membersPage2: bill(33),
      // 11 members match "m1"; 10 are in the group.
      membersSearch: bill(13),
      membersOfGroup: bill(12),
      // User, the program's active managers (up to 3), the program (open to new roles?) and
      // member in a transaction; the member after.
      roleEdit: bill(6 + ACCESS_REFRESH - 1, 3),
      // Program, addresses already registered (one `in` query per 30), slot per address;
      // invitation, slot, log entry and e-mail per address.
      inviteOne: bill(4, 4),
      inviteTen: bill(13, 40),
      invitations: bill(23),
      resend: bill(3, 3),
      // Invitation, program, whether the address has an account.
      fetchEmail: bill(3),
      // Invitation and account checks; the claim on the invitation (read, written); then the
      // transaction: invitation, slot, program, its sender (still allowed to invite?), user,
      // member; user, member, log entry and invitation written, slot deleted. The sign-in
      // identity's checks are Firebase Auth calls, not Firestore reads. The user writer reads
      // the program once more (open to new roles?) as every grant does.
      registerNew: bill(10 + ACCESS_REFRESH - 1, 5, 1),
      myInvitations: bill(2),
      deleteInvitation: bill(4, 1, 2),
      groups: bill(3),
      group: bill(2),
      // By id alone: one collection-group query finds the program.
      groupById: bill(3),
      // The program (it must exist, and not be being deleted); group and log entry written.
      createGroup: bill(2 + ACCESS_REFRESH, 2),
      addUsers: bill(3 + ACCESS_REFRESH, 3),
      removeUser: bill(3 + ACCESS_REFRESH, 3),
      // Member, user, 3 managers, member projections; user and log entry written, member deleted.
      removeMember: bill(7, 2, 1),
      users: bill(23),
      usersSearch: bill(12),
      userBy: bill(3),
      // Programs and collects checked; user, program (open to new roles?) and member in a
      // transaction.
      updateUserRole: bill(5 + ACCESS_REFRESH, 3),
      // The user in a transaction, then read again once Auth matches it.
      changeStatus: bill(4, 3),
      activities: bill(23),
      // The group, its children (none: one read), its 10 members' projections updated.
      deleteGroup: bill(13 + ACCESS_REFRESH - 1, 11, 1),
    });
    // Deleting a program costs in proportion to what it holds: a write per user who loses a
    // role (and one for the mark that starts the deletion), a delete per document under it, per
    // invitation and its slot, and the name.
    expect(deleted.members).toBe(32);
    expect(deletion.writes).toBe(deleted.members + 1);
    expect(deletion.deletes).toBe(deleted.documents + 2 * deleted.invitations + 1);
    expect(deletion.reads).toBeLessThanOrEqual(deletion.deletes + 2 * deleted.members + 10);
  });
});
