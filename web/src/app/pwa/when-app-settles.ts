/** What is watched of the query client (tests pass their own). */
export interface BusyApp {
  /** Queries and mutations in flight. */
  isFetching(): number;
  isMutating(): number;
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
 * Resolves once the app has asked the api for nothing for `quietMs` (the screen the user came
 * for has its data), or after `atMostMs`. The service worker's first install downloads every
 * file of the app (megabytes, issue 16): started with the page, it would take the connection
 * (and, over HTTP/1.1, the browser's six sockets per host) from the first screen's own calls.
 */
export function whenAppSettles(
  app: BusyApp,
  { quietMs, atMostMs, everyMs = 250 }: SettleOptions,
): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    let quietSince = started;
    const timer = setInterval(() => {
      const now = Date.now();
      if (app.isFetching() > 0 || app.isMutating() > 0) quietSince = now;
      if (now - quietSince >= quietMs || now - started >= atMostMs) {
        clearInterval(timer);
        resolve();
      }
    }, everyMs);
  });
}
