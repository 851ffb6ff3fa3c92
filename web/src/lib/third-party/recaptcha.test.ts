import { describe, expect, it, vi } from 'vitest';
import { createRecaptcha, recaptchaFromConfig, RecaptchaError } from './recaptcha';

function client(execute: () => Promise<string>) {
  return { ready: (callback: () => void) => callback(), execute };
}

describe('createRecaptcha', () => {
  it('is absent when no site key is configured, so forms work without it', () => {
    expect(recaptchaFromConfig(null)).toBeNull();
  });

  it('loads the v3 script with the site key and returns a token', async () => {
    const load = vi.fn(async () => undefined);
    const recaptcha = createRecaptcha({
      siteKey: 'site key',
      version: 3,
      load,
      getClient: () => client(async () => 'token'),
    });
    await expect(recaptcha.execute('login')).resolves.toBe('token');
    expect(load).toHaveBeenCalledWith('https://www.google.com/recaptcha/api.js?render=site%20key');
  });

  it.each([
    ['noKey', { siteKey: '', version: 3 }],
    ['noVersion', { siteKey: 'k', version: 2 }],
  ] as const)('fails with %s', async (failure, options) => {
    const recaptcha = createRecaptcha({ ...options, load: async () => undefined });
    await expect(recaptcha.execute('login')).rejects.toEqual(new RecaptchaError(failure));
  });

  it('reports a script that failed to load', async () => {
    const recaptcha = createRecaptcha({
      siteKey: 'k',
      version: 3,
      load: async () => Promise.reject(new Error('offline')),
    });
    await expect(recaptcha.execute('login')).rejects.toMatchObject({ failure: 'scriptLoadFailed' });
  });

  it('reports an execution failure', async () => {
    const recaptcha = createRecaptcha({
      siteKey: 'k',
      version: 3,
      load: async () => undefined,
      getClient: () => client(async () => Promise.reject(new Error('boom'))),
    });
    await expect(recaptcha.execute('login')).rejects.toMatchObject({ failure: 'executeFailed' });
  });
});
