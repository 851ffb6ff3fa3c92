import type { ClientConfig } from '@shared/contract/config.schema';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfigKept } from './kept-runtime-config';

const config: ClientConfig = {
  firebase: { apiKey: 'key', authDomain: 'rainbow.example', projectId: 'rainbow' },
  authEmulatorUrl: null,
  recaptchaSiteKey: null,
  tagManagerId: null,
  errorReportingDsn: null,
  googleClientId: null,
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the runtime configuration kept on the device', () => {
  it('starts offline from the configuration received last time', async () => {
    const storage = memoryStorage();
    await loadRuntimeConfigKept(() => Promise.resolve(config), storage);
    const offline = await loadRuntimeConfigKept(
      () => Promise.reject(new TypeError('Failed to fetch')),
      storage,
    );
    expect(offline).toEqual(config);
  });

  it('fails as before on a device that never received one', async () => {
    await expect(
      loadRuntimeConfigKept(
        () => Promise.reject(new TypeError('Failed to fetch')),
        memoryStorage(),
      ),
    ).rejects.toThrow('Failed to fetch');
  });
});
