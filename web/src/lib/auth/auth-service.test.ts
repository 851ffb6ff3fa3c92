import { describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from '@shared/contract/config.schema';
import { SIGNED_OUT_STORAGE_KEY } from '@/config/constants';
import {
  browserLazyAuthDeps,
  createFirebaseAuthService,
  SDK_AHEAD_OF_EXPIRY_MS,
  type AuthService,
} from './auth-service';
import type { KeptSession } from './kept-session';

const config: ClientConfig = {
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  authEmulatorUrl: null,
  recaptchaSiteKey: null,
  tagManagerId: null,
  errorReportingDsn: null,
  googleClientId: null,
};

function fakeSdk(signedIn: boolean) {
  const listeners: ((signedIn: boolean) => void)[] = [];
  const sdk: AuthService = {
    ready: async () => {
      for (const listener of listeners) listener(signedIn);
    },
    isSignedIn: () => signedIn,
    getToken: async () => (signedIn ? 'token' : null),
    signInWithPassword: async () => {
      signedIn = true;
      for (const listener of listeners) listener(true);
    },
    googleEmulated: false,
    signInWithGoogle: async () => undefined,
    signInWithEmulatedGoogle: async () => undefined,
    sendPasswordReset: async () => undefined,
    signOut: async () => {
      signedIn = false;
      for (const listener of listeners) listener(false);
    },
    onChange: (listener) => {
      listeners.push(listener);
      return () => undefined;
    },
  };
  return sdk;
}

function setUp(
  signedIn: boolean,
  storage: Storage = new MemoryStorage(),
  mayHaveSession?: () => Promise<boolean>,
  keptSession?: (config: ClientConfig) => Promise<KeptSession>,
) {
  const loadSdk = vi.fn(async () => fakeSdk(signedIn));
  const idle: (() => void)[] = [];
  const timers: { work: () => void; delayMs: number }[] = [];
  const auth = createFirebaseAuthService(config, {
    storage,
    whenIdle: (work) => idle.push(work),
    later: (work, delayMs) => timers.push({ work, delayMs }),
    loadSdk,
    mayHaveSession,
    keptSession,
  });
  return { auth, loadSdk, idle, timers, storage };
}

/** A browser where Firebase ran and kept `session` (the SDK, once loaded, says `signedIn`). */
const withKept = (signedIn: boolean, session: KeptSession) =>
  setUp(
    signedIn,
    new MemoryStorage(),
    async () => true,
    async () => session,
  );

const keptToken = (secondsLeft: number): KeptSession => ({
  kind: 'token',
  token: 'kept-token',
  expiresAt: Date.now() + secondsLeft * 1000,
});

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('the lazily loaded auth service', () => {
  it('restores a session on a first visit by loading the SDK at once', async () => {
    const { auth, loadSdk } = setUp(true);

    await auth.ready();

    expect(loadSdk).toHaveBeenCalledOnce();
    expect(auth.isSignedIn()).toBe(true);
    await expect(auth.getToken()).resolves.toBe('token');
  });

  it('shows a known signed-out browser the sign-in page without waiting for the SDK', async () => {
    const first = setUp(false);
    await first.auth.ready();
    expect(first.storage.getItem(SIGNED_OUT_STORAGE_KEY)).toBe('1');

    const next = setUp(false, first.storage);
    await next.auth.ready();

    expect(next.loadSdk).not.toHaveBeenCalled();
    expect(next.auth.isSignedIn()).toBe(false);
    await expect(next.auth.getToken()).resolves.toBeNull();
    // The SDK still arrives while the browser is idle, before the user submits the form.
    for (const work of next.idle) work();
    expect(next.loadSdk).toHaveBeenCalledOnce();
  });

  it('shows a browser where Firebase never ran the sign-in page without waiting for the SDK', async () => {
    const { auth, loadSdk, idle } = setUp(false, new MemoryStorage(), async () => false);

    await auth.ready();

    expect(loadSdk).not.toHaveBeenCalled();
    await expect(auth.getToken()).resolves.toBeNull();
    for (const work of idle) work();
    expect(loadSdk).toHaveBeenCalledOnce();
  });

  it('restores a session Firebase may have kept, without a hint', async () => {
    const { auth, loadSdk } = setUp(true, new MemoryStorage(), async () => true);

    await auth.ready();

    expect(loadSdk).toHaveBeenCalledOnce();
    expect(auth.isSignedIn()).toBe(true);
  });

  it('shows a kept session with its token, and loads the SDK only as the token nears expiry', async () => {
    const { auth, loadSdk, idle, timers } = withKept(true, keptToken(3000));

    await auth.ready();
    await auth.ready();

    expect(loadSdk).not.toHaveBeenCalled();
    expect(auth.isSignedIn()).toBe(true);
    await expect(auth.getToken()).resolves.toBe('kept-token');
    // Nothing while the screen starts: one timer, due ten minutes before the token expires.
    expect(idle).toEqual([]);
    expect(timers).toHaveLength(1);
    const dueIn = (3000 - SDK_AHEAD_OF_EXPIRY_MS / 1000) * 1000;
    expect(timers[0]?.delayMs).toBeGreaterThan(dueIn - 5000);
    expect(timers[0]?.delayMs).toBeLessThanOrEqual(dueIn);
    timers[0]?.work();
    expect(loadSdk).not.toHaveBeenCalled();
    for (const work of idle) work();
    expect(loadSdk).toHaveBeenCalledOnce();
    // Once it has restored the session, the SDK answers (and renews).
    await vi.waitFor(() => expect(auth.getToken()).resolves.toBe('token'));
    expect(auth.isSignedIn()).toBe(true);
  });

  it('loads the SDK when idle at once for a kept token with less than ten minutes left', async () => {
    const { auth, loadSdk, idle, timers } = withKept(true, keptToken(400));

    await auth.ready();

    expect(timers).toEqual([]);
    expect(idle).toHaveLength(1);
    await expect(auth.getToken()).resolves.toBe('kept-token');
    for (const work of idle) work();
    expect(loadSdk).toHaveBeenCalledOnce();
  });

  it('loads the SDK for a sign-out before the kept token nears expiry', async () => {
    const { auth, loadSdk } = withKept(true, keptToken(3000));

    await auth.ready();
    await auth.signOut();

    expect(loadSdk).toHaveBeenCalledOnce();
    expect(auth.isSignedIn()).toBe(false);
  });

  it('leaves a kept token about to expire to the SDK, which renews it', async () => {
    const { auth, loadSdk } = withKept(true, keptToken(30));

    await auth.ready();
    await expect(auth.getToken()).resolves.toBe('token');
    expect(loadSdk).toHaveBeenCalledOnce();
  });

  it('loads the SDK at once when the kept session cannot be read', async () => {
    const { auth, loadSdk } = withKept(true, { kind: 'unknown' });

    await auth.ready();

    expect(loadSdk).toHaveBeenCalledOnce();
    expect(auth.isSignedIn()).toBe(true);
  });

  it('shows the sign-in page when Firebase ran here but kept no session', async () => {
    const { auth, loadSdk } = withKept(false, { kind: 'none' });

    await auth.ready();

    expect(loadSdk).not.toHaveBeenCalled();
    expect(auth.isSignedIn()).toBe(false);
    await expect(auth.getToken()).resolves.toBeNull();
  });

  it('signs in on demand and forgets the signed-out hint', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SIGNED_OUT_STORAGE_KEY, '1');
    const { auth, loadSdk } = setUp(false, storage);
    await auth.ready();

    await auth.signInWithPassword('a@b.c', 'secret');

    expect(loadSdk).toHaveBeenCalledOnce();
    expect(auth.isSignedIn()).toBe(true);
    expect(storage.getItem(SIGNED_OUT_STORAGE_KEY)).toBeNull();
    await expect(auth.getToken()).resolves.toBe('token');
  });

  it('stops a change listener that unsubscribes before the SDK arrives', async () => {
    const { auth } = setUp(true);
    const listener = vi.fn();

    auth.onChange(listener)();
    await auth.ready();

    expect(listener).not.toHaveBeenCalled();
  });
});

describe("the browser's auth dependencies", () => {
  it('look into IndexedDB at boot, so the sign-in page does not wait for it', async () => {
    let answer: (databases: IDBDatabaseInfo[]) => void = () => undefined;
    const databases = vi.fn(() => new Promise<IDBDatabaseInfo[]>((resolve) => (answer = resolve)));
    vi.stubGlobal('indexedDB', { databases });
    window.localStorage.clear();
    try {
      const deps = browserLazyAuthDeps();
      // Asked when the dependencies are made (at boot), before any route asks.
      expect(databases).toHaveBeenCalledTimes(1);
      answer([{ name: 'firebaseLocalStorageDb', version: 1 }]);
      await expect(deps.mayHaveSession?.()).resolves.toBe(true);
      await expect(deps.mayHaveSession?.()).resolves.toBe(true);
      expect(databases).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('do not look when the browser is known to be signed out', () => {
    const databases = vi.fn(async () => []);
    vi.stubGlobal('indexedDB', { databases });
    window.localStorage.setItem(SIGNED_OUT_STORAGE_KEY, '1');
    try {
      browserLazyAuthDeps();
      expect(databases).not.toHaveBeenCalled();
    } finally {
      window.localStorage.clear();
      vi.unstubAllGlobals();
    }
  });
});
