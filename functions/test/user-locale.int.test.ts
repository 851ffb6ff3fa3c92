import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRef } from '../src/db/collections.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import { invite, latestMail, linkOf, managedProgram, newEmail } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// Each person's language (issue 14): the web app stores the interface language a user works in,
// and the e-mails Rainbow sends on its own (reminders) speak it. A person registering from an
// invitation starts with the invitation's language.

interface UserBody {
  user: { _id: string; email: string; locale?: string };
}

describe('PUT /api/auth/locale', () => {
  let api: TestApi;
  let user: TestUser;

  const setLocale = (json: unknown, token: string | null = user.token) =>
    call<UserBody & ErrorBody>(api, '/api/auth/locale', {
      method: 'PUT',
      json,
      ...(token ? { token } : {}),
    });
  const me = (token: string) => call<UserBody>(api, '/api/auth/get_current_user', { token });
  const storedUpdate = async (uid: string) =>
    ((await userRef(api.db, uid).get()).get('updated_at') as { toMillis(): number }).toMillis();

  beforeAll(async () => {
    api = await startTestApi('user-locale');
    user = await createTestUser(api, 'speaker');
  });
  afterAll(() => api.close());

  it('stores the language and answers it in the current user', async () => {
    expect((await me(user.token)).body.user.locale).toBeUndefined();
    const response = await setLocale({ locale: 'fr' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ _id: user.uid, email: user.email, locale: 'fr' });
    expect((await me(user.token)).body.user.locale).toBe('fr');

    const back = await setLocale({ locale: 'en' });
    expect(back.body.user.locale).toBe('en');
    expect((await me(user.token)).body.user.locale).toBe('en');
  });

  it('writes nothing when the language is already the stored one', async () => {
    await setLocale({ locale: 'fr' });
    const before = await storedUpdate(user.uid);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const same = await setLocale({ locale: 'fr' });
    expect(same.status).toBe(200);
    expect(same.body.user.locale).toBe('fr');
    expect(await storedUpdate(user.uid)).toBe(before);
  });

  it('keeps the language through a change of names', async () => {
    await setLocale({ locale: 'fr' });
    const renamed = await call<UserBody>(api, '/api/auth/update_user_data', {
      method: 'PUT',
      token: user.token,
      json: { first_name: 'Amélie' },
    });
    expect(renamed.body.user.locale).toBe('fr');
    expect((await me(user.token)).body.user.locale).toBe('fr');
  });

  it('answers 400 naming locale for a missing, unknown or extra value', async () => {
    for (const json of [{}, { locale: 'de' }, { locale: 42 }]) {
      const response = await setLocale(json);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(response.body.error.message).toMatch(/^locale: /);
    }
    const extra = await setLocale({ locale: 'en', level: 'SUPER_ADMIN' });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toContain('level');
  });

  it('answers 401 without a token', async () => {
    const response = await setLocale({ locale: 'fr' }, null);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('gives a person registering from a French invitation French as their language', async () => {
    const { program, manager } = await managedProgram(api, 'Locale program');
    const email = newEmail(api, 'francophone');
    const sent = await invite(
      api,
      manager.token,
      program.id,
      [{ email, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: program.collectId }],
      'fr',
    );
    expect(sent.status).toBe(201);
    const link = linkOf(await latestMail(api, email));
    const registered = await call<{ token: string }>(api, '/api/invite_user/register', {
      json: {
        id: link.id,
        code: link.code,
        first_name: 'Zoé',
        last_name: 'Martin',
        password: 'long-enough',
      },
    });
    expect(registered.status).toBe(200);
    expect((await me(registered.body.token)).body.user.locale).toBe('fr');
  });
});
