/** What is watched of the app (tests pass their own). */
export interface BusyApp {
  /** Queries and mutations in flight. */
  isFetching(): number;
  isMutating(): number;
  /**
   * Whether someone is signed in: the sign-in pages never count as settled (the user is about
   * to sign in, and the screens that follow need the connection).
   */
  isSignedIn(): boolean;
}

export interface SettleOptions {
  /** How long nothing may be in flight. */
  quietMs: number;
  /** Whatever happens, it resolves this long after it was asked. */
  atMostMs: number;
  /** How often it looks. */
  everyMs?: number;
}

/**
 * Resolves once, signed in, the app has asked the api for nothing for `quietMs` (the screen the
 * user came for has its data), or `atMostMs` after the sign-in. The service worker's first install downloads every
 * file of the app (megabytes, issue 16): started with the page, it would take the connection
 * (and, over HTTP/1.1, the browser's six sockets per host) from the first screen's own calls.
 */
export function whenAppSettles(
  app: BusyApp,
  { quietMs, atMostMs, everyMs = 250 }: SettleOptions,
): Promise<void> {
  return new Promise((resolve) => {
    let signedInSince: number | null = null;
    let quietSince = 0;
    const timer = setInterval(() => {
      const now = Date.now();
      if (!app.isSignedIn()) {
        signedInSince = null;
        return;
      }
      signedInSince ??= quietSince = now;
      if (app.isFetching() > 0 || app.isMutating() > 0) quietSince = now;
      if (now - quietSince >= quietMs || now - signedInSince >= atMostMs) {
        clearInterval(timer);
        resolve();
      }
    }, everyMs);
  });
}
