import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SiteVerifyAnswer, SiteVerifyRequest } from '../src/core/bot-check/site-verify.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { shiftedClock } from './support/fixtures.js';
import { call } from './support/http.js';
import { invite, latestMail, linkOf, managedProgram, newEmail } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// Issue 9, defect 3: reCAPTCHA tokens are verified where a secret is configured, and failed
// sign-ins are throttled per address and per client in Firestore.

interface LoginBody {
  token: string;
}

const from = (clientIp: string) => ({ 'x-forwarded-for': `${clientIp}, 10.0.0.1` });

describe('bot protection (reCAPTCHA secret configured)', () => {
  let api: TestApi;
  let user: TestUser;
  const asked: SiteVerifyRequest[] = [];
  // Google's answers, by token: a person on each form, and a bot.
  const answers: Record<string, SiteVerifyAnswer> = {
    'person-login': { success: true, action: 'login', score: 0.9 },
    'person-registration': { success: true, action: 'registration', score: 0.9 },
    'person-forgot': { success: true, action: 'forgot_password', score: 0.7 },
    bot: { success: true, action: 'login', score: 0.1 },
  };

  beforeAll(async () => {
    api = await startTestApi('bot-check', {
      env: { RAINBOW_RECAPTCHA_SECRET: 'test-secret' },
      siteVerify: async (request) => {
        asked.push(request);
        return answers[request.response] ?? { success: false, 'error-codes': ['bad-token'] };
      },
    });
    user = await createTestUser(api, 'person');
  });
  afterAll(() => api.close());

  const login = (extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call<LoginBody & ErrorBody>(api, '/api/auth/login', {
      json: { email: user.email, password: user.password, ...extra },
      headers,
    });

  it('signs in with a person’s token, checked with the secret and the client address', async () => {
    const response = await login({ recaptcha_token: 'person-login' }, from('198.51.100.4'));
    expect(response.status).toBe(200);
    expect(asked.at(-1)).toEqual({
      secret: 'test-secret',
      response: 'person-login',
      remoteip: '198.51.100.4',
    });
  });

  it('refuses a missing token, a bot’s, and another form’s, with SPEC §8’s messages', async () => {
    const missing = await login({});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({
      code: 'BOT_CHECK_FAILED',
      message: 'Bot protection: no key provided.',
      details: { failure: 'noKey' },
    });
    for (const token of ['bot', 'person-forgot', 'forged']) {
      const refused = await login({ recaptcha_token: token });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'BOT_CHECK_FAILED',
        message: 'Bot protection: failed to execute. Reload the page and try again.',
        details: { failure: 'executeFailed' },
      });
    }
  });

  it('checks registration and password-reset requests too', async () => {
    const { manager, program } = await managedProgram(api, 'Bot program');
    const email = newEmail(api, 'bot-invitee');
    await invite(api, manager.token, program.id, [{ email, role: 'PROGRAM_MANAGER' }]);
    const link = linkOf(await latestMail(api, email));
    const registration = {
      id: link.id,
      code: link.code,
      first_name: 'Real',
      last_name: 'Person',
      password: 'a-long-password',
    };
    const refused = await call<ErrorBody>(api, '/api/invite_user/register', {
      json: registration,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('BOT_CHECK_FAILED');
    const registered = await call(api, '/api/invite_user/register', {
      json: { ...registration, recaptcha_token: 'person-registration' },
    });
    expect(registered.status).toBe(200);

    const noToken = await call<ErrorBody>(api, '/api/auth/forgot_password', {
      json: { email: user.email },
    });
    expect(noToken.status).toBe(400);
    const reset = await call(api, '/api/auth/forgot_password', {
      json: { email: user.email, lang: 'fr', recaptcha_token: 'person-forgot' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ sent: true });
  });
});

describe('password reset (no reCAPTCHA secret)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('reset');
  });
  afterAll(() => api.close());

  it('sends Firebase Auth’s reset e-mail, and answers an unknown address the same way', async () => {
    const user = await createTestUser(api, 'forgetful');
    const known = await call(api, '/api/auth/forgot_password', { json: { email: user.email } });
    const unknown = await call(api, '/api/auth/forgot_password', {
      json: { email: newEmail(api, 'nobody') },
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(known.body);
    const codes = await fetch(
      `http://${inject('authEmulatorHost')}/emulator/v1/projects/${inject('authProjectId')}/oobCodes`,
    );
    const { oobCodes } = (await codes.json()) as {
      oobCodes: { email: string; requestType: string }[];
    };
    expect(oobCodes).toContainEqual(
      expect.objectContaining({ email: user.email, requestType: 'PASSWORD_RESET' }),
    );
  });
});

describe('failed sign-in throttling', () => {
  const clock = shiftedClock();
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('throttle', { clock });
  });
  afterAll(() => api.close());

  const attempt = (user: TestUser, password: string, clientIp: string) =>
    call<LoginBody & ErrorBody>(api, '/api/auth/login', {
      json: { email: user.email, password },
      headers: from(clientIp),
    });

  it('slows down guesses at one address, from any client, and a success clears it', async () => {
    const victim = await createTestUser(api, 'victim');
    for (let index = 0; index < 6; index += 1) {
      expect((await attempt(victim, `guess-${index}`, `192.0.2.${index}`)).status).toBe(401);
    }
    // The sixth failure starts a 1 s backoff for the address, whatever the client.
    for (const client of ['192.0.2.50', '203.0.113.9']) {
      const throttled = await attempt(victim, victim.password, client);
      expect(throttled.status).toBe(429);
      expect(throttled.headers.get('retry-after')).toBe('1');
      expect(throttled.body.error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many attempts: try again later',
        details: { retry_after: 1 },
      });
    }
    clock.advance(1);
    // The owner gets in once the backoff has passed, and that starts the count again.
    expect((await attempt(victim, victim.password, '203.0.113.9')).status).toBe(200);
    expect((await attempt(victim, 'one-more-guess', '192.0.2.60')).status).toBe(401);
    expect((await attempt(victim, victim.password, '203.0.113.9')).status).toBe(200);
  });

  it('never locks an address for more than 30 seconds', async () => {
    const victim = await createTestUser(api, 'persistent-target');
    let failures = 0;
    let longest = 0;
    // A patient attacker: every refused guess waits out its backoff and tries again.
    while (failures < 14) {
      const response = await attempt(victim, `guess-${failures}`, `198.51.100.${failures}`);
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after'));
        longest = Math.max(longest, seconds);
        clock.advance(seconds);
        continue;
      }
      expect(response.status).toBe(401);
      failures += 1;
    }
    expect(longest).toBe(30);
    clock.advance(30);
    expect((await attempt(victim, victim.password, '203.0.113.9')).status).toBe(200);
  });

  it('slows down one client guessing many addresses, not the other clients', async () => {
    const users: TestUser[] = [];
    for (let index = 0; index < 21; index += 1) users.push(await createTestUser(api, `c${index}`));
    // 20 free failures for one client, spread over addresses so none of them is throttled.
    for (const [index, user] of users.entries()) {
      expect((await attempt(user, 'wrong', '203.0.113.77')).status).toBe(401);
      if (index === 19) break;
    }
    const last = users[20] ?? users[0];
    if (!last) throw new Error('no users');
    expect((await attempt(last, 'wrong', '203.0.113.77')).status).toBe(401);
    const throttled = await attempt(last, last.password, '203.0.113.77');
    expect(throttled.status).toBe(429);
    expect((await attempt(last, last.password, '203.0.113.78')).status).toBe(200);
  });
});
