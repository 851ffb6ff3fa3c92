/** A tab left open for days (a field worker's) still hears of new versions. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** What is used of workbox-window's Workbox (tests pass their own). */
export interface UpdatingWorkbox {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  update(): Promise<unknown>;
}

/**
 * A new service worker waits (the page still runs the old version's files) until the user
 * accepts the prompt: then it takes over, and the page reloads once it controls it, so that no
 * screen mixes two versions' chunks.
 */
export function promptOnUpdate(
  workbox: UpdatingWorkbox,
  prompt: (reload: () => void) => void,
  reloadPage: () => void = () => window.location.reload(),
): void {
  workbox.addEventListener('waiting', () => {
    prompt(() => {
      workbox.addEventListener('controlling', () => reloadPage());
      workbox.messageSkipWaiting();
    });
  });
}

export function checkForUpdatesEvery(workbox: UpdatingWorkbox, intervalMs: number): void {
  setInterval(() => {
    // Offline, the check fails; the next one will do.
    workbox.update().catch(() => undefined);
  }, intervalMs);
}
