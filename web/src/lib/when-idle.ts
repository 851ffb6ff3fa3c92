/** Idle callbacks wait at most this long on a busy page. */
const IDLE_TIMEOUT_MS = 3000;
/** Without idle callbacks (Safari), the work waits this long instead. */
const FALLBACK_DELAY_MS = 1000;

/**
 * Runs `work` once the browser is idle (issue 15: what the first screen does not need loads after
 * it); returns what cancels it. One helper for the lazy language menu, Firebase Auth on a sign-in
 * page and the screens' idle prefetches.
 */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, FALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}

/**
 * The first screen, shown with its data (app/first-screen.ts). Until then `afterFirstScreen`
 * keeps its work back: an idle moment comes often while a slow connection brings the screen's
 * code and data, and the prefetches, menus and dialogs that filled it used to compete with the
 * screen itself (their downloads for the connection, their compiling and rendering for the
 * phone's one busy thread). Open (resolved) where nothing holds it, as in unit tests.
 */
let firstScreen: Promise<void> = Promise.resolve();

/** Called once at start (app/bootstrap.tsx) with when the first screen has settled. */
export function holdUntilFirstScreen(settled: Promise<void>): void {
  firstScreen = settled;
}

/** `whenIdle`, once the first screen has settled; returns what cancels it. */
export function afterFirstScreen(work: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  void firstScreen.then(() => {
    if (!cancelled) cancelIdle = whenIdle(work);
  });
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}
