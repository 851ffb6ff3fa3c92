import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

interface UserBody {
  user: { _id: string; email: string; first_name: string; last_name: string; level: string };
}

describe('authentication', () => {
  let api: TestApi;
  let manager: TestUser;

  beforeAll(async () => {
    api = await startTestApi('auth');
    manager = await createTestUser(api, 'manager', {
      roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
    });
  });
  afterAll(() => api.close());

  describe('POST /api/auth/login', () => {
    it('returns an ID token that the api accepts', async () => {
      const login = await call<{ token: string }>(api, '/api/auth/login', {
        json: { email: manager.email.toUpperCase(), password: manager.password },
      });
      expect(login.status).toBe(200);
      expect(Object.keys(login.body)).toEqual(['token']);
      const me = await call<UserBody>(api, '/api/auth/get_current_user', {
        token: login.body.token,
      });
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe(manager.email);
    });

    it('refuses a wrong password and an unknown e-mail alike', async () => {
      for (const json of [
        { email: manager.email, password: 'wrong-password' },
        { email: `nobody.${api.prefix}@test.rainbow.dev`, password: 'whatever' },
      ]) {
        const response = await call<ErrorBody>(api, '/api/auth/login', { json });
        expect(response.status).toBe(401);
        expect(response.body.error).toEqual({
          code: 'INVALID_CREDENTIALS',
          message: 'Incorrect e-mail or password',
        });
      }
    });

    it('names the invalid field', async () => {
      const response = await call<ErrorBody>(api, '/api/auth/login', {
        json: { email: 'not-an-email' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(response.body.error.message).toContain('email:');
      expect(response.body.error.message).toContain('password: Required');
      expect(response.body.error.details?.issues?.map((issue) => issue.path)).toEqual([
        'email',
        'password',
      ]);
    });

    it('refuses an account disabled in Firebase Auth with 403', async () => {
      const user = await createTestUser(api, 'auth-disabled');
      await api.auth.updateUser(user.uid, { disabled: true });
      const response = await call<ErrorBody>(api, '/api/auth/login', {
        json: { email: user.email, password: user.password },
      });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('USER_DISABLED');
    });

    it('refuses an account disabled in Rainbow with 403', async () => {
      const user = await createTestUser(api, 'rainbow-disabled', { status: 'DISABLED' });
      const response = await call<ErrorBody>(api, '/api/auth/login', {
        json: { email: user.email, password: user.password },
      });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('USER_DISABLED');
    });

    it('refuses an identity without a Rainbow account with 403', async () => {
      const user = await createTestUser(api, 'stranger', { withAccount: false });
      const response = await call<ErrorBody>(api, '/api/auth/login', {
        json: { email: user.email, password: user.password },
      });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('FORBIDDEN');
    });

    it('never logs passwords or tokens', async () => {
      await call(api, '/api/auth/login', {
        json: { email: manager.email, password: manager.password },
      });
      const logged = JSON.stringify(api.logs);
      expect(logged).not.toContain(manager.password);
      expect(logged).not.toContain(manager.token);
      expect(logged).not.toMatch(/eyJ[\w-]+\.[\w-]*\.[\w-]*/);
    });
  });

  describe('GET /api/auth/get_current_user', () => {
    it('returns the user without any storage-only field', async () => {
      const response = await call<UserBody>(api, '/api/auth/get_current_user', {
        token: manager.token,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        user: {
          _id: manager.uid,
          email: manager.email,
          first_name: 'Test',
          last_name: 'manager',
          level: 'REGULAR_USER',
          status: 'ACTIVE',
          roles: [{ program_id: 'p1', role: 'PROGRAM_MANAGER' }],
        },
      });
    });

    it('answers 401 UNAUTHENTICATED without a token', async () => {
      const response = await call<ErrorBody>(api, '/api/auth/get_current_user');
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('UNAUTHENTICATED');
    });

    it('answers 401 to a forged, a prefixed or a tampered token', async () => {
      const [header = '', payload = ''] = manager.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, aud: 'other' })).toString('base64url')}.`;
      for (const token of ['not-a-token', `Bearer ${manager.token}`, tampered]) {
        const response = await call<ErrorBody>(api, '/api/auth/get_current_user', { token });
        expect(response.status).toBe(401);
        expect(response.body.error.code).toBe('UNAUTHENTICATED');
      }
    });

    it('refuses a user disabled in Rainbow on the very next call, token still valid', async () => {
      const user = await createTestUser(api, 'soon-disabled');
      const before = await call(api, '/api/auth/get_current_user', { token: user.token });
      expect(before.status).toBe(200);
      await api.factory.updateUser(user.uid, { status: 'DISABLED' });
      const after = await call<ErrorBody>(api, '/api/auth/get_current_user', {
        token: user.token,
      });
      expect(after.status).toBe(403);
      expect(after.body.error).toEqual({
        code: 'USER_DISABLED',
        message: 'This account is disabled',
      });
    });

    it('refuses a token whose user has no Rainbow account', async () => {
      const user = await createTestUser(api, 'no-account', { withAccount: false });
      const response = await call<ErrorBody>(api, '/api/auth/get_current_user', {
        token: user.token,
      });
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('This account has no access to Rainbow');
    });
  });

  describe('PUT /api/auth/update_user_data', () => {
    it('updates trimmed names and returns the user', async () => {
      const user = await createTestUser(api, 'renamed');
      const response = await call<UserBody>(api, '/api/auth/update_user_data', {
        method: 'PUT',
        token: user.token,
        json: { first_name: '  Grace ', last_name: 'Hopper' },
      });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
      const again = await call<UserBody>(api, '/api/auth/get_current_user', { token: user.token });
      expect(again.body.user).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    });

    it('names the field that is empty or too long', async () => {
      const cases = [
        [{ first_name: '   ' }, 'first_name'],
        [{ last_name: 'x'.repeat(101) }, 'last_name'],
        [{ first_name: 42 }, 'first_name'],
      ] as const;
      for (const [json, field] of cases) {
        const response = await call<ErrorBody>(api, '/api/auth/update_user_data', {
          method: 'PUT',
          token: manager.token,
          json,
        });
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('VALIDATION_ERROR');
        expect(response.body.error.message).toMatch(new RegExp(`^${field}: `));
      }
    });

    it('refuses fields users may not change about themselves', async () => {
      const response = await call<ErrorBody>(api, '/api/auth/update_user_data', {
        method: 'PUT',
        token: manager.token,
        json: { level: 'SUPER_ADMIN' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain('level');
      const me = await call<UserBody>(api, '/api/auth/get_current_user', { token: manager.token });
      expect(me.body.user.level).toBe('REGULAR_USER');
    });

    it('answers 400 to malformed JSON and 401 without a token', async () => {
      const malformed = await fetch(`${api.baseUrl}/api/auth/update_user_data`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-auth': manager.token },
        body: '{"first_name":',
      });
      expect(malformed.status).toBe(400);
      const anonymous = await call(api, '/api/auth/update_user_data', {
        method: 'PUT',
        json: { first_name: 'Eve' },
      });
      expect(anonymous.status).toBe(401);
    });
  });
});
