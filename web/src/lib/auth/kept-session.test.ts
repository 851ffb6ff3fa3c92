import 'fake-indexeddb/auto';
import type { ClientConfig } from '@shared/contract/config.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_TOKEN_MIN_VALIDITY_MS, keptSessionOf, readKeptSession } from './kept-session';
import { firebaseUserKey } from './firebase-storage';

const config: ClientConfig = {
  firebase: { apiKey: 'key', authDomain: 'd', projectId: 'p' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  recaptchaSiteKey: null,
  tagManagerId: null,
  errorReportingDsn: null,
  googleClientId: null,
};

const NOW = Date.UTC(2026, 10, 24, 12);
const user = (expiresAt: number, apiKey = 'key') => ({
  uid: 'u1',
  apiKey,
  appName: '[DEFAULT]',
  stsTokenManager: { accessToken: 'id-token', refreshToken: 'refresh', expirationTime: expiresAt },
});

/** Stores `value` as firebase/auth's IndexedDB persistence does. */
function keepInIndexedDb(key: string, value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('firebaseLocalStorageDb', 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const database = request.result;
      const put = database
        .transaction('firebaseLocalStorage', 'readwrite')
        .objectStore('firebaseLocalStorage')
        .put({ fbase_key: key, value });
      put.onsuccess = () => {
        database.close();
        resolve();
      };
      put.onerror = () => reject(put.error);
    };
  });
}

/** The kept session at NOW, told whether Firebase's database exists. */
const read = (databaseExists = true) =>
  readKeptSession(
    config,
    async () => databaseExists,
    () => NOW,
  );

const databaseNames = async () => (await indexedDB.databases()).map((info) => info.name);

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  for (const name of await databaseNames()) if (name) indexedDB.deleteDatabase(name);
});

describe('keptSessionOf', () => {
  it('gives the ID token while it has time left', () => {
    expect(keptSessionOf(user(NOW + 3_600_000), 'key', NOW)).toEqual({
      kind: 'token',
      token: 'id-token',
      expiresAt: NOW + 3_600_000,
    });
  });

  it('gives the refresh token of a token about to expire', () => {
    const soon = NOW + KEPT_TOKEN_MIN_VALIDITY_MS - 1;
    expect(keptSessionOf(user(soon), 'key', NOW)).toEqual({
      kind: 'expired',
      refreshToken: 'refresh',
    });
  });

  it('leaves another project and an unknown layout to the SDK', () => {
    expect(keptSessionOf(user(NOW + 3_600_000, 'other'), 'key', NOW)).toEqual({ kind: 'unknown' });
    expect(keptSessionOf({ apiKey: 'key', tokens: {} }, 'key', NOW)).toEqual({ kind: 'unknown' });
    expect(keptSessionOf('text', 'key', NOW)).toEqual({ kind: 'unknown' });
  });

  it('says so when nothing is kept', () => {
    expect(keptSessionOf(undefined, 'key', NOW)).toEqual({ kind: 'none' });
  });
});

describe('readKeptSession', () => {
  it('reads the user firebase/auth kept in IndexedDB', async () => {
    await keepInIndexedDb(firebaseUserKey('key'), user(NOW + 3_600_000));
    await expect(read()).resolves.toMatchObject({
      kind: 'token',
      token: 'id-token',
    });
  });

  it('reads the localStorage fallback first', async () => {
    window.localStorage.setItem(firebaseUserKey('key'), JSON.stringify(user(NOW + 3_600_000)));
    await expect(read(false)).resolves.toMatchObject({
      kind: 'token',
    });
  });

  it('finds no session in a database without this project’s user', async () => {
    await keepInIndexedDb(firebaseUserKey('other'), user(NOW + 3_600_000, 'other'));
    await expect(read()).resolves.toEqual({
      kind: 'none',
    });
  });

  it('renews a token about to expire with the kept refresh token, as the SDK would', async () => {
    await keepInIndexedDb(firebaseUserKey('key'), user(NOW + 60_000));
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ id_token: 'renewed', refresh_token: 'refresh', expires_in: '3600' }),
    );
    vi.stubGlobal('fetch', fetch);

    await expect(read()).resolves.toEqual({
      kind: 'token',
      token: 'renewed',
      expiresAt: NOW + 3_600_000,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=key');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('grant_type=refresh_token&refresh_token=refresh');
  });

  it('leaves a refused renewal (a disabled account) or no network to the SDK', async () => {
    await keepInIndexedDb(firebaseUserKey('key'), user(NOW + 60_000));
    vi.stubGlobal('fetch', async () => Response.json({ error: 'USER_DISABLED' }, { status: 400 }));
    await expect(read()).resolves.toEqual({
      kind: 'unknown',
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(read()).resolves.toEqual({
      kind: 'unknown',
    });
  });

  it('creates no database where Firebase never ran', async () => {
    await expect(read(false)).resolves.toEqual({
      kind: 'none',
    });
    // Told wrongly that it exists: still nothing left behind, and no telling.
    await expect(read()).resolves.toEqual({
      kind: 'unknown',
    });
    expect(await databaseNames()).toEqual([]);
  });
});
