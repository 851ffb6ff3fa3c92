import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KEPT_TOKEN_MIN_VALIDITY_MS,
  keptSessionOf,
  keptUserKey,
  readKeptSession,
} from './kept-session';

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

const databaseNames = async () => (await indexedDB.databases()).map((info) => info.name);

afterEach(async () => {
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

  it('leaves a token about to expire, another project and an unknown layout to the SDK', () => {
    const soon = NOW + KEPT_TOKEN_MIN_VALIDITY_MS - 1;
    expect(keptSessionOf(user(soon), 'key', NOW)).toEqual({ kind: 'unknown' });
    expect(keptSessionOf(user(NOW + 3_600_000, 'other'), 'key', NOW)).toEqual({ kind: 'unknown' });
    expect(keptSessionOf({ apiKey: 'key', tokens: {} }, 'key', NOW)).toEqual({ kind: 'unknown' });
    expect(keptSessionOf('text', 'key', NOW)).toEqual({ kind: 'unknown' });
  });

  it('says so when nothing is kept', () => {
    expect(keptSessionOf(undefined, 'key', NOW)).toEqual({ kind: 'none' });
  });
});

describe('readKeptSession', () => {
  it("reads the user firebase/auth kept in IndexedDB", async () => {
    await keepInIndexedDb(keptUserKey('key'), user(NOW + 3_600_000));
    await expect(readKeptSession('key', async () => true, () => NOW)).resolves.toMatchObject({
      kind: 'token',
      token: 'id-token',
    });
  });

  it('reads the localStorage fallback first', async () => {
    window.localStorage.setItem(keptUserKey('key'), JSON.stringify(user(NOW + 3_600_000)));
    await expect(readKeptSession('key', async () => false, () => NOW)).resolves.toMatchObject({
      kind: 'token',
    });
  });

  it('finds no session in a database without this project’s user', async () => {
    await keepInIndexedDb(keptUserKey('other'), user(NOW + 3_600_000, 'other'));
    await expect(readKeptSession('key', async () => true, () => NOW)).resolves.toEqual({
      kind: 'none',
    });
  });

  it('creates no database where Firebase never ran', async () => {
    await expect(readKeptSession('key', async () => false, () => NOW)).resolves.toEqual({
      kind: 'none',
    });
    // Told wrongly that it exists: still nothing left behind, and no telling.
    await expect(readKeptSession('key', async () => true, () => NOW)).resolves.toEqual({
      kind: 'unknown',
    });
    expect(await databaseNames()).toEqual([]);
  });
});
