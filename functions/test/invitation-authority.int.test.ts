import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import {
  createCollect,
  invite,
  latestMail,
  linkOf,
  managedProgram,
  managerOf,
  newEmail,
} from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

const LOST_AUTHORITY =
  'This invitation is no longer valid: the person who sent it can no longer grant this role. Ask a program manager for a new invitation';

// Issue 9, defect 11: an invitation grants a role on its sender's authority. Accepting it checks
// that authority again, and that its collect still exists.
describe('accepting an invitation whose sender lost the authority to send it', () => {
  let api: TestApi;
  let admin: TestUser;
  let program: { id: string; collectId: string };

  beforeAll(async () => {
    api = await startTestApi('inviter-authority');
    ({ admin, program } = await managedProgram(api, 'Authority program'));
  });
  afterAll(() => api.close());

  async function invitedBy(sender: TestUser, email: string, collectId = program.collectId) {
    const response = await invite(api, sender.token, program.id, [
      { email, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: collectId },
    ]);
    expect(response.status).toBe(201);
    return linkOf(await latestMail(api, email));
  }

  const registerNew = (link: { id: string; code: string }) =>
    call<ErrorBody & { token: string }>(api, '/api/invite_user/register', {
      json: {
        id: link.id,
        code: link.code,
        first_name: 'Ina',
        last_name: 'Vitee',
        password: 'a-long-password',
      },
    });

  const statusInList = async (invitationId: string) => {
    const list = await call<{ invitations: { _id: string; status: string }[] }>(
      api,
      `/api/programs/${program.id}/invitations`,
      { token: admin.token },
    );
    return list.body.invitations.find((invitation) => invitation._id === invitationId)?.status;
  };

  async function expectWithdrawn(
    response: { status: number; body: ErrorBody },
    link: { id: string; code: string },
    email: string,
    message: string,
  ) {
    expect(response.status).toBe(410);
    expect(response.body.error).toMatchObject({ code: 'INVITATION_EXPIRED', message });
    // Nothing was granted, no sign-in identity is left behind, and the link is spent.
    expect((await api.db.collection('users').where('email', '==', email).get()).size).toBe(0);
    await expect(api.auth.getUserByEmail(email)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    const again = await call<ErrorBody>(
      api,
      `/api/invite_user/fetch_email?id=${link.id}&code=${link.code}`,
    );
    expect(again.status).toBe(410);
    expect(await statusInList(link.id)).toBe('EXPIRED');
  }

  it('refuses it once its sender was removed from the program', async () => {
    const sender = await managerOf(api, program.id, 'removed-sender');
    const email = newEmail(api, 'after-removal');
    const link = await invitedBy(sender, email);
    const removed = await call(api, `/api/programs/${program.id}/members/${sender.uid}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    await expectWithdrawn(await registerNew(link), link, email, LOST_AUTHORITY);
  });

  it('refuses it once its sender was demoted to contributor', async () => {
    const sender = await managerOf(api, program.id, 'demoted-sender');
    const email = newEmail(api, 'after-demotion');
    const link = await invitedBy(sender, email);
    const demoted = await call(api, '/api/admin/update_user_role', {
      method: 'PUT',
      token: admin.token,
      json: {
        user_id: sender.uid,
        roles: [
          {
            program_id: program.id,
            role: 'COLLECT_BULK_CONTRIBUTOR',
            collect_id: program.collectId,
          },
        ],
      },
    });
    expect(demoted.status).toBe(200);
    await expectWithdrawn(await registerNew(link), link, email, LOST_AUTHORITY);
  });

  it('refuses it once its sender was disabled, to a signed-in account too', async () => {
    const sender = await managerOf(api, program.id, 'disabled-sender');
    const existing = await createTestUser(api, 'signed-in-invitee');
    await invitedBy(sender, existing.email);
    const disabled = await call(api, '/api/admin/change_user_status', {
      method: 'PUT',
      token: admin.token,
      json: { user_id: sender.uid, status: 'DISABLED' },
    });
    expect(disabled.status).toBe(200);
    const pending = await call<{ invitations: { _id: string }[] }>(
      api,
      '/api/auth/rainbow_invitations',
      { token: existing.token },
    );
    const invitationId = pending.body.invitations[0]?._id ?? '';
    const accepted = await call<ErrorBody>(
      api,
      `/api/auth/rainbow_invitations/${invitationId}/accept`,
      { method: 'POST', token: existing.token },
    );
    expect(accepted.status).toBe(410);
    expect(accepted.body.error).toMatchObject({
      code: 'INVITATION_EXPIRED',
      message: LOST_AUTHORITY,
    });
    const me = await call<{ user: { roles: unknown[] } }>(api, '/api/auth/get_current_user', {
      token: existing.token,
    });
    expect(me.body.user.roles).toEqual([]);
    expect(await statusInList(invitationId)).toBe('EXPIRED');
  });

  it('refuses it once its collect was deleted', async () => {
    const sender = await managerOf(api, program.id, 'collect-sender');
    const collectId = await createCollect(api, program.id, 'Short-lived');
    const email = newEmail(api, 'after-collect');
    const link = await invitedBy(sender, email, collectId);
    // No endpoint deletes a collect yet: it goes the way a deletion would, from Firestore.
    await api.db.doc(`programs/${program.id}/collects/${collectId}`).delete();
    await expectWithdrawn(
      await registerNew(link),
      link,
      email,
      'This invitation is no longer valid: the collect it gives access to has been deleted. Ask a program manager for a new invitation',
    );
  });

  it('still accepts the invitation of a manager who kept the role', async () => {
    const sender = await managerOf(api, program.id, 'steady-sender');
    const link = await invitedBy(sender, newEmail(api, 'steady'));
    const response = await registerNew(link);
    expect(response.status).toBe(200);
  });
});
