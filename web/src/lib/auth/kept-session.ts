import type { ClientConfig } from '@shared/contract/config.schema';
import { FIREBASE_DATABASE, FIREBASE_STORE, firebaseUserKey } from './firebase-storage';

/**
 * The session Firebase Auth kept on this browser, read without its SDK (issue 15: Firebase Auth
 * only where someone signs in). A signed-in screen's first load used to download and start the
 * SDK (30 KB, then its own look into IndexedDB) before its first call; the ID token the SDK
 * stored is enough for those calls while it has time left (renewed with the kept refresh token,
 * as the SDK would, when it has not), and the SDK then loads before that token expires, to follow
 * the session and renew the token from then on (auth-service.ts).
 *
 * Only what the SDK writes is read, and nothing is written. Anything unexpected (another storage
 * layout after an SDK upgrade, a blocked database) reads as "unknown": the SDK is then loaded at
 * once, as before.
 */

/** The SDK renews a token with less than 30 s left; a token used here keeps 5 min in hand. */
export const KEPT_TOKEN_MIN_VALIDITY_MS = 5 * 60 * 1000;

/** What the browser keeps: a usable ID token, no session at all, or no telling. */
export type KeptSession =
  { kind: 'token'; token: string; expiresAt: number } | { kind: 'none' } | { kind: 'unknown' };

/** A kept user record: its token, or (too close to expiry) the refresh token that renews it. */
type KeptRecord = KeptSession | { kind: 'expired'; refreshToken: string };

const UNKNOWN: KeptSession = { kind: 'unknown' };

/**
 * The kept user record, as the SDK stored it: its ID token while it has at least
 * KEPT_TOKEN_MIN_VALIDITY_MS left, else its refresh token.
 */
export function keptSessionOf(user: unknown, apiKey: string, now: number): KeptRecord {
  if (user === undefined || user === null) return { kind: 'none' };
  if (typeof user !== 'object') return UNKNOWN;
  const record = user as { apiKey?: unknown; stsTokenManager?: unknown };
  if (record.apiKey !== apiKey) return UNKNOWN;
  const tokens = record.stsTokenManager as
    { accessToken?: unknown; expirationTime?: unknown; refreshToken?: unknown } | undefined;
  const token = tokens?.accessToken;
  const expiresAt = tokens?.expirationTime;
  const refreshToken = tokens?.refreshToken;
  if (typeof refreshToken !== 'string' || refreshToken === '') return UNKNOWN;
  if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number') return UNKNOWN;
  if (expiresAt - now < KEPT_TOKEN_MIN_VALIDITY_MS) return { kind: 'expired', refreshToken };
  return { kind: 'token', token, expiresAt };
}

/** Firebase's token endpoint, the Auth emulator's when there is one (the SDK's own calls). */
function tokenEndpoint(config: ClientConfig): string {
  const host = config.authEmulatorUrl
    ? `${config.authEmulatorUrl.replace(/\/$/, '')}/securetoken.googleapis.com`
    : 'https://securetoken.googleapis.com';
  return `${host}/v1/token?key=${encodeURIComponent(config.firebase.apiKey)}`;
}

/**
 * A new ID token for a kept refresh token, as the SDK asks for one. A refusal (a revoked or
 * disabled account) or no network reads as "unknown": the SDK then decides.
 */
export async function renewIdToken(
  config: ClientConfig,
  refreshToken: string,
  now: () => number = Date.now,
): Promise<KeptSession> {
  try {
    const response = await fetch(tokenEndpoint(config), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }).toString(),
    });
    if (!response.ok) return UNKNOWN;
    const body = (await response.json()) as { id_token?: unknown; expires_in?: unknown };
    const seconds = Number(body.expires_in);
    if (typeof body.id_token !== 'string' || !(seconds > 0)) return UNKNOWN;
    return { kind: 'token', token: body.id_token, expiresAt: now() + seconds * 1000 };
  } catch {
    return UNKNOWN;
  }
}

/**
 * Reads the kept session: localStorage first (the SDK's fallback persistence), then IndexedDB;
 * a token too close to expiry is renewed.
 * The database is opened only if it exists (`databaseExists`): opening a missing one would
 * create it empty, which the SDK would then have to repair.
 */
export async function readKeptSession(
  config: ClientConfig,
  databaseExists: () => Promise<boolean>,
  now: () => number = Date.now,
): Promise<KeptSession> {
  const record = await readKeptRecord(config.firebase.apiKey, databaseExists, now);
  return record.kind === 'expired' ? renewIdToken(config, record.refreshToken, now) : record;
}

async function readKeptRecord(
  apiKey: string,
  databaseExists: () => Promise<boolean>,
  now: () => number,
): Promise<KeptRecord> {
  try {
    const stored = window.localStorage.getItem(firebaseUserKey(apiKey));
    if (stored !== null) return keptSessionOf(JSON.parse(stored) as unknown, apiKey, now());
    if (typeof indexedDB === 'undefined' || !(await databaseExists())) return { kind: 'none' };
    const row = await readRow(firebaseUserKey(apiKey));
    if (row === UNREADABLE) return UNKNOWN;
    return keptSessionOf((row as { value?: unknown } | undefined)?.value, apiKey, now());
  } catch {
    return UNKNOWN;
  }
}

const UNREADABLE = Symbol('unreadable');

function readRow(key: string): Promise<unknown> {
  return new Promise((resolve) => {
    const request = indexedDB.open(FIREBASE_DATABASE);
    // It did not exist after all: leave nothing behind.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(UNREADABLE);
    request.onblocked = () => resolve(UNREADABLE);
    request.onsuccess = () => {
      const database = request.result;
      try {
        if (!database.objectStoreNames.contains(FIREBASE_STORE)) {
          database.close();
          resolve(UNREADABLE);
          return;
        }
        const read = database
          .transaction(FIREBASE_STORE, 'readonly')
          .objectStore(FIREBASE_STORE)
          .get(key);
        read.onsuccess = () => {
          database.close();
          resolve(read.result);
        };
        read.onerror = () => {
          database.close();
          resolve(UNREADABLE);
        };
      } catch {
        database.close();
        resolve(UNREADABLE);
      }
    };
  });
}
