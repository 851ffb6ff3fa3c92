import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { afterThisSecond } from './support/auth-time.js';
import { call } from './support/http.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser, signInWithEmulator } from './support/users.js';

// Issue 9, defect 2: a stolen ID token must stop working as soon as its account's tokens are
// revoked (a password reset, a registration taking an address back), not an hour later. The
// Auth emulator checks revocation on every verification, so this shows the answer a client gets;
// src/http/authenticate.test.ts shows that production, which checks only when asked, is asked.
describe('revoked tokens', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('revocation');
  });
  afterAll(() => api.close());

  const me = (token: string) =>
    call<ErrorBody & { user: { _id: string } }>(api, '/api/auth/get_current_user', { token });

  it('answers 401 to an ID token minted before revokeRefreshTokens', async () => {
    const user = await createTestUser(api, 'revoked');
    expect((await me(user.token)).status).toBe(200);
    // Firebase compares the token's auth_time with the revocation time in whole seconds.
    await afterThisSecond();
    await api.auth.revokeRefreshTokens(user.uid);

    const stale = await me(user.token);
    expect(stale.status).toBe(401);
    expect(stale.body.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Invalid or expired token: sign in again',
    });
    // Signing in again gives a token that works.
    const fresh = await me(await signInWithEmulator(user.email, user.password));
    expect(fresh.status).toBe(200);
    expect(fresh.body.user._id).toBe(user.uid);
  });

  it('answers 401 to the token of a deleted identity', async () => {
    const user = await createTestUser(api, 'deleted');
    await api.auth.deleteUser(user.uid);
    const response = await me(user.token);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
  });
});
