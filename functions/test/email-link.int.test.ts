import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import { invite, managedProgram, newEmail } from './support/people.js';
import type { InvitationBody } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import type { TestUser } from './support/users.js';

// The link to GET /api/email/{mail_id} works without a token only in the emulators; in
// production the page needs a super administrator's token, which a link cannot carry.
describe('the e-mail link of an invitation, in production', () => {
  let api: TestApi;
  let manager: TestUser;
  let program: { id: string };

  beforeAll(async () => {
    // firebase-admin still reaches the emulators through the process environment; the app's
    // own configuration is production's.
    api = await startTestApi('email-link', {
      env: {
        FIREBASE_AUTH_EMULATOR_HOST: undefined,
        FIRESTORE_EMULATOR_HOST: undefined,
        RAINBOW_WEB_API_KEY: 'production-like-key',
      },
    });
    expect(api.config.runningInEmulator).toBe(false);
    ({ manager, program } = await managedProgram(api, 'Production mail program'));
  });
  afterAll(() => api.close());

  it('is not in the answer of an invitation', async () => {
    const sent = await invite(api, manager.token, program.id, [
      { email: newEmail(api, 'prod'), role: 'PROGRAM_MANAGER' },
    ]);
    expect(sent.status).toBe(201);
    expect(sent.body.invitations[0]).toBeDefined();
    expect(sent.body.invitations[0]).not.toHaveProperty('mail_id');
  });

  it('is not in the answer of a resend', async () => {
    const sent = await invite(api, manager.token, program.id, [
      { email: newEmail(api, 'resend'), role: 'PROGRAM_MANAGER' },
    ]);
    const id = sent.body.invitations[0]?._id ?? '';
    const resent = await call<{ invitation: InvitationBody }>(
      api,
      `/api/program/${program.id}/resend-users-invitation`,
      { token: manager.token, json: { invitation_id: id } },
    );
    expect(resent.status).toBe(200);
    expect(resent.body.invitation).toMatchObject({ _id: id });
    expect(resent.body.invitation).not.toHaveProperty('mail_id');
  });
});
