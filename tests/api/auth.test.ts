import { beforeAll, describe, expect, it } from 'vitest';

import { api, signIn } from '../support/api-client.js';
import { superAdmin } from '../support/stack-context.js';

describe('authentication', () => {
  const admin = superAdmin();
  let token: string;

  beforeAll(async () => {
    token = await signIn(admin.email, admin.password);
  });

  it('signs the seeded super admin in with a token', () => {
    expect(token).toEqual(expect.any(String));
    expect(token.length).toBeGreaterThan(20);
  });

  it('returns the current user for that token', async () => {
    const response = await api<{ user: { email: string; level: string } }>(
      '/api/auth/get_current_user',
      { token },
    );

    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: admin.email, level: 'SUPER_ADMIN' });
  });

  it('refuses a wrong password with 401', async () => {
    const response = await api('/api/auth/login', {
      json: { email: admin.email, password: `${admin.password}-wrong` },
    });

    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('refuses a call without a token with a 401 JSON error', async () => {
    const response = await api('/api/auth/get_current_user');

    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a forged token with 401', async () => {
    const response = await api('/api/programs', { token: 'not-a-firebase-id-token' });

    expect(response.status).toBe(401);
  });
});
