import { useEffect } from 'react';

/** What is watched of the app while its first screen settles (tests pass their own). */
export interface StartingApp {
  /** Whether the router's first navigation is over (its loaders ran, its modules came). */
  routerIdle(): boolean;
  /** Queries and mutations in flight. */
  isFetching(): number;
  isMutating(): number;
}

export interface FirstScreenOptions {
  /** How long the shown screen must have asked the api for nothing. */
  quietMs: number;
  /** Whatever happens, it resolves this long after start (a screen that polls is never quiet). */
  atMostMs: number;
  /** How often it looks. */
  everyMs?: number;
}

export const FIRST_SCREEN_QUIET_MS = 300;
export const FIRST_SCREEN_AT_MOST_MS = 8000;

let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Mounted beside the routes' screen (RootFrame): its effect runs once the first one is shown. */
export function FirstScreenMark(): null {
  useEffect(() => markShown(), []);
  return null;
}

/**
 * Resolves once the first screen has been shown and has had its data (nothing asked of the api
 * for `quietMs`), or `atMostMs` after start. What waits for it (lib/when-idle.ts'
 * `afterFirstScreen`: idle prefetches, deferred menus and dialogs, the notifications' container,
 * the progress bar, the service worker's registration) stays off a slow connection and a slow
 * phone's main thread until the screen the user came for is there (issue 15).
 */
export function firstScreenSettled(
  app: StartingApp,
  { quietMs, atMostMs, everyMs = 100 }: FirstScreenOptions,
  screenShown: Promise<void> = shown,
): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    let isShown = false;
    void screenShown.then(() => {
      isShown = true;
    });
    let quietSince: number | null = null;
    const timer = setInterval(() => {
      const now = Date.now();
      const busy = !isShown || !app.routerIdle() || app.isFetching() > 0 || app.isMutating() > 0;
      if (busy) quietSince = null;
      else quietSince ??= now;
      if ((quietSince !== null && now - quietSince >= quietMs) || now - started >= atMostMs) {
        clearInterval(timer);
        resolve();
      }
    }, everyMs);
  });
}
