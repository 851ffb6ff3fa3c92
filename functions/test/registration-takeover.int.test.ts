import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { afterThisSecond } from './support/auth-time.js';
import { call } from './support/http.js';
import {
  restLinkGoogle,
  restRefresh,
  restSignInStatus,
  restSignInWithGoogle,
  restSignUp,
} from './support/identity-toolkit-rest.js';
import { invite, latestMail, linkOf, managedProgram, newEmail } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// Issue 9, defect 1: account pre-hijacking. Anyone can sign an address up in Firebase Auth with
// the public Web API key before its invitee registers, and link their own Google account to it.
// Registration must end with an identity only the invitee controls.
describe('registration of an address someone signed up first', () => {
  let api: TestApi;
  let manager: TestUser;
  let program: { id: string; collectId: string };

  beforeAll(async () => {
    api = await startTestApi('takeover');
    ({ program, manager } = await managedProgram(api, 'Takeover program'));
  });
  afterAll(() => api.close());

  async function invited(email: string) {
    const response = await invite(api, manager.token, program.id, [
      { email, role: 'PROGRAM_MANAGER' },
    ]);
    expect(response.status).toBe(201);
    return linkOf(await latestMail(api, email));
  }

  const register = (body: Record<string, unknown>) =>
    call<{ token: string } & ErrorBody>(api, '/api/invite_user/register', { json: body });
  const me = (token: string) =>
    call<ErrorBody & { user: { _id: string; email: string; roles: { program_id: string }[] } }>(
      api,
      '/api/auth/get_current_user',
      { token },
    );

  it('leaves the early sign-up, its Google link, its password and its tokens without access', async () => {
    const email = newEmail(api, 'victim');
    const attackerGoogle = newEmail(api, 'attacker-google');
    const link = await invited(email);
    // The attacker signs the address up, links their Google account and keeps a session.
    const early = await restSignUp(email, 'attacker-password');
    const linked = await restLinkGoogle(early, attackerGoogle);
    expect(linked.uid).toBe(early.uid);
    const before = await api.auth.getUser(early.uid);
    expect(before.providerData.map((p) => p.providerId).sort()).toEqual(['google.com', 'password']);
    await afterThisSecond();

    const registered = await register({
      id: link.id,
      code: link.code,
      first_name: 'Val',
      last_name: 'Victim',
      password: 'the-invitee-password',
    });
    expect(registered.status).toBe(200);
    const account = await me(registered.body.token);
    expect(account.status).toBe(200);
    expect(account.body.user.email).toBe(email);
    expect(account.body.user.roles.map((r) => r.program_id)).toEqual([program.id]);

    // The address's identity now has the invitee's password and nothing else.
    const identity = await api.auth.getUserByEmail(email);
    expect(identity.uid).toBe(account.body.user._id);
    expect(identity.providerData.map((p) => p.providerId)).toEqual(['password']);
    // The attacker's ID tokens, refresh token, password and Google account lead nowhere.
    expect((await me(early.idToken)).status).toBe(401);
    expect((await me(linked.idToken)).status).toBe(401);
    expect(await restRefresh(linked.refreshToken)).not.toBe(200);
    expect(await restSignInStatus(email, 'attacker-password')).toBe(400);
    const viaGoogle = await restSignInWithGoogle(attackerGoogle);
    expect(viaGoogle.uid).not.toBe(identity.uid);
    expect((await me(viaGoogle.idToken)).status).toBe(403);
    expect(await restSignInStatus(email, 'the-invitee-password')).toBe(200);
  });

  it('refuses with 409, and grants nothing, when the identity is another Rainbow account’s', async () => {
    // A Rainbow user whose sign-in address was changed in Firebase Auth to the invited address
    // (through the Identity Toolkit's update call, which the user's own token allows).
    const other = await createTestUser(api, 'other-account');
    const email = newEmail(api, 'moved');
    await api.auth.updateUser(other.uid, { email });
    const link = await invited(email);

    const refused = await register({
      id: link.id,
      code: link.code,
      first_name: 'New',
      last_name: 'Comer',
      password: 'a-long-password',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'CONFLICT',
      message:
        'This address is the sign-in of another Rainbow account: ask the person who invited you to check the address',
    });
    // The other account keeps its identity and gains no role; no second account appears.
    expect((await api.auth.getUserByEmail(email)).uid).toBe(other.uid);
    const stored = await api.db.collection('users').doc(other.uid).get();
    expect(stored.get('roles')).toEqual([]);
    expect(stored.get('email')).toBe(other.email);
    expect((await api.db.collection('users').where('email', '==', email).get()).size).toBe(0);
    // The link is not used up.
    const still = await call(api, `/api/invite_user/fetch_email?id=${link.id}&code=${link.code}`);
    expect(still.status).toBe(200);
  });
});
