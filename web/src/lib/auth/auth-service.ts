import type { ClientConfig } from '@shared/contract/config.schema';
import { SIGNED_OUT_STORAGE_KEY } from '@/config/constants';
import { whenIdle } from '@/lib/when-idle';
import type { EmulatedGoogleAccount } from './emulated-google';
import { FIREBASE_DATABASE, FIREBASE_USER_KEY_PREFIX } from './firebase-storage';
import type { KeptSession } from './kept-session';

/** What the app needs from Firebase Auth; screens and tests depend on this, not on the SDK. */
export interface AuthService {
  /** Resolves once the persisted session (if any) has been restored. */
  ready(): Promise<void>;
  isSignedIn(): boolean;
  /**
   * The current ID token; the SDK refreshes it silently when it is about to expire. Rejects with
   * an ApiError (NETWORK_ERROR, or 401 when the session cannot be renewed).
   */
  getToken(): Promise<string | null>;
  signInWithPassword(email: string, password: string): Promise<void>;
  /**
   * True against the Auth emulator: Google's popup needs Google's servers, so the app asks for
   * the Google account itself and signs in with an emulator-accepted credential instead.
   */
  readonly googleEmulated: boolean;
  signInWithGoogle(): Promise<void>;
  /** Only against the Auth emulator, which accepts an unsigned Google ID token. */
  signInWithEmulatedGoogle(account: EmulatedGoogleAccount): Promise<void>;
  sendPasswordReset(email: string, languageCode: string): Promise<void>;
  signOut(): Promise<void>;
  onChange(listener: (signedIn: boolean) => void): () => void;
}

export interface LazyAuthDeps {
  /** Where the "nobody is signed in on this browser" hint is kept (localStorage). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Runs work when the browser is idle, after the first screen. */
  whenIdle: (work: () => void) => void;
  /** Runs work after `delayMs` (setTimeout); tests pass their own clock. */
  later?: (work: () => void, delayMs: number) => void;
  loadSdk?: (config: ClientConfig) => Promise<AuthService>;
  /**
   * Whether Firebase may have kept a session on this browser; false only when it certainly has
   * not (it never ran here). Absent: assume it may have.
   */
  mayHaveSession?: () => Promise<boolean>;
  /**
   * The session the SDK kept on this browser, read without it (kept-session.ts). Absent: unknown,
   * and the SDK restores it.
   */
  keptSession?: (config: ClientConfig) => Promise<KeptSession>;
}

/** A kept token is used for a call only with this much time left; the SDK renews it after. */
const KEPT_TOKEN_MARGIN_MS = 60 * 1000;
/**
 * With a kept token, the SDK loads (when the browser is idle) this long before the token expires,
 * so that it is there to renew it: not while the first screen starts (on Lighthouse's slow phone,
 * its evaluation was one of the signed-in screens' longest tasks).
 */
export const SDK_AHEAD_OF_EXPIRY_MS = 10 * 60 * 1000;

/**
 * A first visit: Firebase Auth creates its IndexedDB database the first time it runs, so without
 * it (and without its localStorage fallback's key) nobody can be signed in on this browser.
 */
async function browserMayHaveSession(): Promise<boolean> {
  try {
    if (Object.keys(window.localStorage).some((key) => key.startsWith(FIREBASE_USER_KEY_PREFIX)))
      return true;
    if (typeof indexedDB === 'undefined' || !('databases' in indexedDB)) return true;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === FIREBASE_DATABASE);
  } catch {
    return true;
  }
}

const loadFirebaseSdk = async (config: ClientConfig) =>
  (await import('./firebase-auth-sdk')).createFirebaseAuthSdk(config);

/**
 * Made first thing at boot: the look into IndexedDB (~0.2 s on a slow phone, longer on a first
 * visit, when the browser sets IndexedDB up) starts then, beside the downloads, and the sign-in
 * page's guest check finds its answer ready instead of asking once the route's code is in.
 */
export function browserLazyAuthDeps(): LazyAuthDeps {
  const signedOut = window.localStorage.getItem(SIGNED_OUT_STORAGE_KEY) === '1';
  const mayHaveSession = signedOut ? null : browserMayHaveSession();
  return {
    storage: window.localStorage,
    mayHaveSession: () => mayHaveSession ?? browserMayHaveSession(),
    // Its own small chunk: /login shows without it (issue 15's 170 KB).
    keptSession: async (config) =>
      (await import('./kept-session')).readKeptSession(
        config,
        () => mayHaveSession ?? browserMayHaveSession(),
      ),
    whenIdle: (work) => void whenIdle(work),
  };
}

/**
 * Firebase Auth is the heaviest piece of the sign-in page (issue 15's budget): the SDK is loaded
 * on first use instead of at start. A browser whose last known state was "signed out" (the hint
 * below), or where Firebase never ran (a first visit), shows /login without waiting for the SDK,
 * which then loads while the browser is idle, so that signing in does not wait for it. A browser
 * where the SDK kept a session shows the signed-in screen with its ID token (renewed first if it
 * was about to expire, kept-session.ts), and the SDK loads when that token nears expiry (or
 * sooner, when a call, a sign-out or a listener needs it), to take over and renew it: the
 * signed-in screens do without it, as issue 15 asks. Otherwise (no telling: an unreadable record, a refused renewal, no network) the SDK is
 * loaded at once to restore the session.
 */
export function createFirebaseAuthService(
  config: ClientConfig,
  {
    storage,
    whenIdle,
    later = (work, delayMs) => void setTimeout(work, delayMs),
    loadSdk = loadFirebaseSdk,
    mayHaveSession,
    keptSession,
  }: LazyAuthDeps,
): AuthService {
  let loaded: AuthService | null = null;
  let loading: Promise<AuthService> | null = null;
  let scheduled = false;

  const load = (): Promise<AuthService> => {
    loading ??= loadSdk(config).then(async (sdk) => {
      // It answers once it has restored the session: until then, the kept token does.
      await sdk.ready();
      loaded = sdk;
      // The hint follows the SDK's own view of the session, in every tab.
      sdk.onChange((signedIn) => {
        if (signedIn) storage.removeItem(SIGNED_OUT_STORAGE_KEY);
        else storage.setItem(SIGNED_OUT_STORAGE_KEY, '1');
      });
      return sdk;
    });
    return loading;
  };
  // Decided once, at start: from the first sign-in on, the loaded SDK answers.
  let signedOutAtStart: Promise<boolean> | null = null;
  const knownSignedOut = (): Promise<boolean> => {
    signedOutAtStart ??=
      storage.getItem(SIGNED_OUT_STORAGE_KEY) === '1'
        ? Promise.resolve(true)
        : (mayHaveSession?.() ?? Promise.resolve(true)).then((may) => !may);
    return signedOutAtStart;
  };
  // Read once, at start, like the hint; `kept` holds the answer once it is in.
  let kept: KeptSession = { kind: 'unknown' };
  let keptRead: Promise<KeptSession> | null = null;
  const readKept = (): Promise<KeptSession> => {
    keptRead ??= (keptSession?.(config) ?? Promise.resolve(kept)).then(
      (session) => (kept = session),
      () => kept,
    );
    return keptRead;
  };
  /** Whether the session is known without the SDK: signed out, or kept with a usable token. */
  const knownWithoutSdk = async (): Promise<boolean> =>
    (await knownSignedOut()) || (await readKept()).kind !== 'unknown';

  return {
    ready: async () => {
      if (!loaded && (await knownWithoutSdk())) {
        if (!scheduled) {
          scheduled = true;
          // Signed out: whoever is on the sign-in page is about to need it. A kept token: only
          // to renew it (every call loads it first if it has to), so not before it nears expiry.
          const delayMs =
            kept.kind === 'token' ? kept.expiresAt - SDK_AHEAD_OF_EXPIRY_MS - Date.now() : 0;
          if (delayMs > 0) later(() => whenIdle(() => void load()), delayMs);
          else whenIdle(() => void load());
        }
        return;
      }
      await (await load()).ready();
    },
    isSignedIn: () => (loaded ? loaded.isSignedIn() : kept.kind === 'token'),
    getToken: async () => {
      if (!loaded) {
        if (await knownSignedOut()) return null;
        const session = await readKept();
        if (session.kind === 'none') return null;
        if (session.kind === 'token' && session.expiresAt - Date.now() > KEPT_TOKEN_MARGIN_MS)
          return session.token;
      }
      return (await load()).getToken();
    },
    signInWithPassword: async (email, password) =>
      (await load()).signInWithPassword(email, password),
    googleEmulated: config.authEmulatorUrl !== null,
    signInWithGoogle: async () => (await load()).signInWithGoogle(),
    signInWithEmulatedGoogle: async (account) => (await load()).signInWithEmulatedGoogle(account),
    sendPasswordReset: async (email, languageCode) =>
      (await load()).sendPasswordReset(email, languageCode),
    signOut: async () => (await load()).signOut(),
    onChange: (listener) => {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void load().then((sdk) => {
        if (!cancelled) unsubscribe = sdk.onChange(listener);
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
  };
}
