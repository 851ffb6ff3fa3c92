import { useEffect, useState } from 'react';

/** What the online store needs from the browser: its own idea of the connection, and events. */
export interface ConnectionSource {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * Whether the app may count on the network. The browser's `navigator.onLine` is only half of it:
 * a field worker's phone often says "connected" behind a dead access point, so a call that fails
 * for network reasons marks the app offline too, until a call gets through or the browser
 * reports that the connection came back.
 */
export interface OnlineStore {
  isOnline(): boolean;
  subscribe(listener: () => void): () => void;
  /** A call got no HTTP answer at all (not a 4xx/5xx: that server was reached). */
  reportNetworkFailure(): void;
  /** A call got an answer (the app is online, whatever the browser last said). */
  reportNetworkSuccess(): void;
}

export function createOnlineStore(source: ConnectionSource): OnlineStore {
  let browserOnline = source.navigator.onLine;
  let lastCallFailed = false;
  const listeners = new Set<() => void>();
  const isOnline = () => browserOnline && !lastCallFailed;

  const update = (change: () => void) => {
    const before = isOnline();
    change();
    // A copy: a listener may (un)subscribe others while they are being told.
    if (isOnline() !== before) for (const listener of [...listeners]) listener();
  };

  source.addEventListener('online', () =>
    update(() => {
      browserOnline = true;
      lastCallFailed = false;
    }),
  );
  source.addEventListener('offline', () =>
    update(() => {
      browserOnline = false;
    }),
  );

  return {
    isOnline,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportNetworkFailure: () =>
      update(() => {
        lastCallFailed = true;
      }),
    // An answer proves the connection, whatever the browser last said: its `online` event can
    // be missed (seen with DevTools' network emulation after a reload offline).
    reportNetworkSuccess: () =>
      update(() => {
        browserOnline = true;
        lastCallFailed = false;
      }),
  };
}

let browserStore: OnlineStore | null = null;

/**
 * The tab's one store. The connection is a fact about the browser, not a dependency of a screen:
 * every part of the app (the frame's banner, the outbox's sync) must agree on it, so it is made
 * once, on first use, rather than passed down through every provider.
 */
export function browserOnlineStore(): OnlineStore {
  browserStore ??= createOnlineStore(window);
  return browserStore;
}

/**
 * True while the app can reach the network (see OnlineStore). A state set by the store's own
 * listener rather than useSyncExternalStore: with the Preact compat renderer, a change notified
 * while queries resumed on reconnection was seen to leave the banner saying "offline".
 */
export function useOnline(store: OnlineStore = browserOnlineStore()): boolean {
  const [online, setOnline] = useState(store.isOnline);
  useEffect(() => {
    const follow = () => setOnline(store.isOnline());
    const unsubscribe = store.subscribe(follow);
    // A change between the render and this subscription went unheard: catch up once.
    queueMicrotask(follow);
    return unsubscribe;
  }, [store]);
  return online;
}
