import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import {
  contributorOf,
  createProgram,
  invite,
  latestMail,
  linkOf,
  managerOf,
  newEmail,
} from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// Every call of "programs and people", tried by every kind of caller, in the style of ODK
// Central's permission tests: the allowed ones succeed, every other one is refused with 403
// (signed in but not allowed, or disabled) or 401 (no token). A manager of another program
// stands for "nobody across programs".

const ACTORS = [
  'admin',
  'manager',
  'otherManager',
  'contributor',
  'disabled',
  'anonymous',
] as const;
type Actor = (typeof ACTORS)[number];
const ACTIVE: Actor[] = ['admin', 'manager', 'otherManager', 'contributor'];
const ADMIN_OR_MANAGER: Actor[] = ['admin', 'manager'];
const ADMIN: Actor[] = ['admin'];

interface Call {
  readonly method?: string;
  readonly path: string;
  readonly json?: unknown;
}

interface Row {
  readonly name: string;
  /** Who succeeds; `public` calls need no token and refuse nobody. */
  readonly allowed: readonly Actor[] | 'public';
  /** Builds the call; `allowed` says whether it will succeed (fresh targets for mutations). */
  readonly build: (actor: Actor, allowed: boolean) => Promise<Call>;
}

describe('who may call what (programs and people)', () => {
  let api: TestApi;
  const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
  let P: { id: string; collectId: string };
  let groupId: string;
  let invitationId: string;
  let mailId: string;
  let counter = 0;
  const unique = (label: string) => `${label} ${(counter += 1)}`;

  const freshMember = async () => (await contributorOf(api, P.id, P.collectId, 'target')).uid;
  const freshGroup = async (memberIds: string[] = []) => {
    const created = await call<{ userGroup: { _id: string } }>(
      api,
      `/api/programs/${P.id}/user-groups`,
      { token: users.admin.token, json: { name: { en: unique('Group') }, member_ids: memberIds } },
    );
    return created.body.userGroup._id;
  };
  const freshInvitation = async (email = newEmail(api, 'perm')) => {
    const sent = await invite(api, users.admin.token, P.id, [{ email, role: 'PROGRAM_MANAGER' }]);
    return { id: sent.body.invitations[0]?._id ?? '', link: linkOf(await latestMail(api, email)) };
  };
  const target = async (allowed: boolean, fresh: () => Promise<string>, shared: string) =>
    allowed ? fresh() : shared;

  const groupRows = (prefix: (id: string) => string, label: string): Row[] => [
    {
      name: `GET ${label}`,
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({ path: prefix(groupId) }),
    },
    {
      name: `PUT ${label}`,
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({
        method: 'PUT',
        path: prefix(groupId),
        json: { name: { en: unique('G') } },
      }),
    },
    {
      name: `DELETE ${label}`,
      allowed: ADMIN_OR_MANAGER,
      build: async (_a, ok) => ({
        method: 'DELETE',
        path: prefix(await target(ok, () => freshGroup(), groupId)),
      }),
    },
    {
      name: `PUT ${label}/add-users`,
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({
        method: 'PUT',
        path: `${prefix(groupId)}/add-users`,
        json: { user_ids: [await freshMember()] },
      }),
    },
    {
      name: `PUT ${label}/remove-user`,
      allowed: ADMIN_OR_MANAGER,
      build: async () => {
        const member = await freshMember();
        return {
          method: 'PUT',
          path: `${prefix(await freshGroup([member]))}/remove-user`,
          json: { user_id: member },
        };
      },
    },
  ];

  const rows = (): Row[] => [
    { name: 'GET /api/programs', allowed: ACTIVE, build: async () => ({ path: '/api/programs' }) },
    {
      name: 'POST /api/programs/create',
      allowed: ADMIN,
      build: async () => ({
        method: 'POST',
        path: '/api/programs/create',
        json: { name: unique('Created') },
      }),
    },
    {
      name: 'GET /api/programs/{program_id}',
      allowed: ['admin', 'manager', 'contributor'],
      build: async () => ({ path: `/api/programs/${P.id}` }),
    },
    {
      name: 'PUT /api/programs/edit/{program_id}',
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({
        method: 'PUT',
        path: `/api/programs/edit/${P.id}`,
        json: { name: unique('Permissions program') },
      }),
    },
    {
      name: 'DELETE /api/programs/{program_id}',
      allowed: ADMIN,
      build: async (_a, ok) => ({
        method: 'DELETE',
        path: `/api/programs/${ok ? (await createProgram(api, users.admin, unique('Doomed'))).id : P.id}`,
      }),
    },
    {
      name: 'GET /api/programs/{program_id}/members',
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({ path: `/api/programs/${P.id}/members?keywords=target` }),
    },
    {
      name: 'PUT /api/programs/role_edit',
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({
        method: 'PUT',
        path: '/api/programs/role_edit',
        json: { id: await freshMember(), program_id: P.id, role: 'PROGRAM_MANAGER' },
      }),
    },
    {
      name: 'DELETE /api/programs/{program_id}/members/{user_id}',
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({
        method: 'DELETE',
        path: `/api/programs/${P.id}/members/${await freshMember()}`,
      }),
    },
    {
      name: 'POST /api/programs/{program_id}/invite_users',
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({
        method: 'POST',
        path: `/api/programs/${P.id}/invite_users?lang=fr`,
        json: { invitations: [{ email: newEmail(api, 'invitee'), role: 'PROGRAM_MANAGER' }] },
      }),
    },
    {
      name: 'GET /api/programs/{program_id}/invitations',
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({ path: `/api/programs/${P.id}/invitations?page=1` }),
    },
    {
      name: 'POST /api/program/{programId}/resend-users-invitation',
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({
        method: 'POST',
        path: `/api/program/${P.id}/resend-users-invitation?lang=en`,
        json: { invitation_id: invitationId },
      }),
    },
    {
      name: 'DELETE /api/admin/auth/delete-user-invitation/{id}',
      allowed: ADMIN_OR_MANAGER,
      build: async (_a, ok) => ({
        method: 'DELETE',
        path: `/api/admin/auth/delete-user-invitation/${ok ? (await freshInvitation()).id : invitationId}`,
      }),
    },
    {
      name: 'POST /api/admin/auth/invite_user',
      allowed: ADMIN,
      build: async () => ({
        method: 'POST',
        path: '/api/admin/auth/invite_user?lang=en',
        json: { email: newEmail(api, 'admin-invitee'), program_id: P.id, role: 'PROGRAM_MANAGER' },
      }),
    },
    {
      name: 'GET /api/invite_user/fetch_email',
      allowed: 'public',
      build: async () => {
        const { link } = await freshInvitation();
        return { path: `/api/invite_user/fetch_email?id=${link.id}&code=${link.code}` };
      },
    },
    {
      name: 'POST /api/invite_user/register',
      allowed: 'public',
      build: async () => {
        const { link } = await freshInvitation();
        return {
          method: 'POST',
          path: '/api/invite_user/register?has_task=false',
          json: {
            id: link.id,
            code: link.code,
            first_name: 'New',
            last_name: 'Person',
            password: 'password-1',
          },
        };
      },
    },
    {
      name: 'GET /api/auth/rainbow_invitations',
      allowed: ACTIVE,
      build: async () => ({ path: '/api/auth/rainbow_invitations' }),
    },
    {
      name: 'POST /api/auth/rainbow_invitations/{id}/accept (the addressee)',
      allowed: ACTIVE,
      build: async (actor) => {
        const owner = actor === 'anonymous' ? users.manager : users[actor];
        const program = await createProgram(api, users.admin, unique('Accepted'));
        const sent = await invite(api, users.admin.token, program.id, [
          { email: owner.email, role: 'COLLECT_BULK_CONTRIBUTOR', collect_id: program.collectId },
        ]);
        return {
          method: 'POST',
          path: `/api/auth/rainbow_invitations/${sent.body.invitations[0]?._id}/accept`,
        };
      },
    },
    {
      name: 'PUT /api/auth/update_user_data',
      allowed: ACTIVE,
      build: async () => ({
        method: 'PUT',
        path: '/api/auth/update_user_data',
        json: { last_name: 'Renamed' },
      }),
    },
    {
      name: 'PUT /api/auth/locale',
      allowed: ACTIVE,
      build: async () => ({ method: 'PUT', path: '/api/auth/locale', json: { locale: 'fr' } }),
    },
    {
      name: 'GET /api/programs/{programId}/user-groups',
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({ path: `/api/programs/${P.id}/user-groups?parent=none` }),
    },
    {
      name: 'POST /api/programs/{programId}/user-groups',
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({
        method: 'POST',
        path: `/api/programs/${P.id}/user-groups`,
        json: { name: { en: unique('New group') } },
      }),
    },
    ...groupRows(
      (id) => `/api/programs/${P.id}/user-groups/${id}`,
      '/api/programs/{programId}/user-groups/{id}',
    ),
    ...groupRows((id) => `/api/user-groups/${id}`, '/api/user-groups/{id}'),
    {
      name: 'PUT /api/admin/auth/delete-user-group/{id}',
      allowed: ADMIN_OR_MANAGER,
      build: async () => {
        const member = await freshMember();
        return {
          method: 'PUT',
          path: `/api/admin/auth/delete-user-group/${await freshGroup([member])}`,
          json: { user_id: member },
        };
      },
    },
    {
      name: 'GET /api/admin/users',
      allowed: ADMIN,
      build: async () => ({ path: '/api/admin/users?keywords=a' }),
    },
    { name: 'GET /api/users', allowed: ADMIN, build: async () => ({ path: '/api/users?page=1' }) },
    {
      name: 'GET /api/admin/get_user_by',
      allowed: ADMIN,
      build: async () => ({
        path: `/api/admin/get_user_by?email=${encodeURIComponent(users.manager.email)}`,
      }),
    },
    {
      name: 'PUT /api/admin/update_user_role',
      allowed: ADMIN,
      build: async () => ({
        method: 'PUT',
        path: '/api/admin/update_user_role',
        json: {
          user_id: await freshMember(),
          roles: [{ program_id: P.id, role: 'PROGRAM_MANAGER' }],
        },
      }),
    },
    {
      name: 'PUT /api/admin/change_user_status',
      allowed: ADMIN,
      build: async () => ({
        method: 'PUT',
        path: '/api/admin/change_user_status',
        json: { user_id: await freshMember() },
      }),
    },
    {
      name: 'GET /api/programs/{program_id}/activities',
      allowed: ADMIN_OR_MANAGER,
      build: async () => ({ path: `/api/programs/${P.id}/activities?limit=5` }),
    },
    {
      name: 'GET /api/email/{id} (emulators: open)',
      allowed: 'public',
      build: async () => ({ path: `/api/email/${mailId}` }),
    },
  ];

  beforeAll(async () => {
    api = await startTestApi('permissions');
    users.admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    P = await createProgram(api, users.admin, 'Permissions program');
    const Q = await createProgram(api, users.admin, 'Other program');
    users.manager = await managerOf(api, P.id);
    users.otherManager = await managerOf(api, Q.id, 'other-manager');
    users.contributor = await contributorOf(api, P.id, P.collectId);
    users.disabled = await createTestUser(api, 'disabled', {
      status: 'DISABLED',
      roles: [{ program_id: P.id, role: 'PROGRAM_MANAGER' }],
    });
    groupId = await freshGroup();
    const shared = await freshInvitation();
    invitationId = shared.id;
    mailId = (
      await latestMail(
        api,
        (await api.db.doc(`invitations/${invitationId}`).get()).get('email') as string,
      )
    ).id;
  });
  afterAll(() => api.close());

  // Public calls are tried without a token; the others by every actor.
  const cases = rows().flatMap((row) =>
    (row.allowed === 'public' ? (['anonymous'] as const) : ACTORS).map((actor) => ({
      row: row.name,
      actor,
    })),
  );

  it('covers every route of this issue', () => {
    expect(new Set(rows().map((row) => row.name)).size).toBe(rows().length);
    expect(cases.length).toBeGreaterThan(150);
  });

  it.each(cases)('$row as $actor', async ({ row: name, actor }) => {
    const row = rows().find((candidate) => candidate.name === name);
    if (!row) throw new Error(name);
    const allowed = row.allowed === 'public' || row.allowed.includes(actor);
    const request = await row.build(actor, allowed);
    const response = await call(api, request.path, {
      method: request.method ?? 'GET',
      ...(request.json === undefined ? {} : { json: request.json }),
      ...(actor === 'anonymous' ? {} : { token: users[actor].token }),
    });
    if (allowed) {
      expect([200, 201], `${name} as ${actor}: ${response.text}`).toContain(response.status);
    } else {
      expect(response.status, `${name} as ${actor}: ${response.text}`).toBe(
        actor === 'anonymous' ? 401 : 403,
      );
    }
  });
});
