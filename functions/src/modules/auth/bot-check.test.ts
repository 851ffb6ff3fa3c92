import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../../core/logger.js';
import type { SiteVerify } from '../../core/bot-check/site-verify.js';
import { createBotCheck } from './bot-check.js';

const context = { clientIp: '203.0.113.7', logger: createMemoryLogger() };
const human: SiteVerify = async () => ({ success: true, action: 'login', score: 0.9 });

describe('bot check', () => {
  it('is off without a secret: nothing is asked of Google, every request goes on', async () => {
    const siteVerify = vi.fn(human);
    await expect(
      createBotCheck(null, siteVerify).verify(undefined, 'login', context),
    ).resolves.toBeUndefined();
    expect(siteVerify).not.toHaveBeenCalled();
  });

  it('sends the secret, the token and the client address to siteverify', async () => {
    const siteVerify = vi.fn(human);
    await createBotCheck('s3cret', siteVerify).verify('token', 'login', context);
    expect(siteVerify).toHaveBeenCalledWith({
      secret: 's3cret',
      response: 'token',
      remoteip: '203.0.113.7',
    });
  });

  it('refuses a missing token with SPEC §8’s "no key provided"', async () => {
    const check = createBotCheck('s3cret', human);
    await expect(check.verify(undefined, 'login', context)).rejects.toMatchObject({
      code: 'BOT_CHECK_FAILED',
      status: 400,
      message: 'Bot protection: no key provided.',
      details: { failure: 'noKey' },
    });
  });

  it.each([
    ['an invalid token', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['a token of another form', { success: true, action: 'forgot_password', score: 0.9 }],
    ['a low score', { success: true, action: 'login', score: 0.3 }],
    ['no score', { success: true, action: 'login' }],
  ])('refuses %s with "failed to execute"', async (_case, answer) => {
    const check = createBotCheck('s3cret', async () => answer);
    await expect(check.verify('token', 'login', context)).rejects.toMatchObject({
      code: 'BOT_CHECK_FAILED',
      message: 'Bot protection: failed to execute. Reload the page and try again.',
      details: { failure: 'executeFailed' },
    });
  });

  it('refuses when Google cannot be reached, rather than letting bots through', async () => {
    const check = createBotCheck('s3cret', async () => Promise.reject(new Error('offline')));
    await expect(check.verify('token', 'login', context)).rejects.toMatchObject({
      code: 'BOT_CHECK_FAILED',
    });
  });
});
