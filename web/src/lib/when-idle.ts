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
