import { describe, expect, it } from 'vitest';
import { createMemoryLogger, MASK, maskSecrets } from './logger.js';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl';

describe('logs', () => {
  it('masks secret-looking keys at any depth, whatever their value', () => {
    expect(
      maskSecrets({
        password: 'hunter2',
        headers: { 'x-auth': 'abc', Authorization: 'Bearer abc', cookie: 'a=b' },
        nested: [{ idToken: 'abc', apiKey: 'k', sig: 's', email: 'a@b.c' }],
      }),
    ).toEqual({
      password: MASK,
      headers: { 'x-auth': MASK, Authorization: MASK, cookie: MASK },
      nested: [{ idToken: MASK, apiKey: MASK, sig: MASK, email: 'a@b.c' }],
    });
  });

  it('masks values shaped like a JWT under any key', () => {
    expect(maskSecrets({ note: JWT, list: [JWT] })).toEqual({ note: MASK, list: [MASK] });
  });

  it('writes named events with the child fields and masked secrets', () => {
    const logger = createMemoryLogger();
    logger.child({ requestId: 'r1' }).write('INFO', 'auth.login_failed', 'Sign-in refused', {
      reason: 'INVALID_PASSWORD',
      token: JWT,
    });
    expect(logger.entries).toEqual([
      {
        severity: 'INFO',
        event: 'auth.login_failed',
        message: 'Sign-in refused',
        requestId: 'r1',
        reason: 'INVALID_PASSWORD',
        token: MASK,
      },
    ]);
  });

  it('keeps error stacks for the logs', () => {
    const masked = maskSecrets({ error: new Error('boom') }) as { error: { stack: string } };
    expect(masked.error.stack).toContain('logger.test.ts');
  });
});
