import type { onlineManager as OnlineManager } from '@tanstack/react-query';
import type { OnlineStore } from './online-store';

/**
 * While calls fail for network reasons, one cheap call checks whether the server is back: soon
 * at first (a call that failed as the connection was coming back), then every 15 seconds.
 */
export const PROBE_DELAYS_MS: readonly number[] = [2_000, 5_000, 15_000];

/**
 * TanStack Query pauses its fetches and mutations while its onlineManager says offline (kept
 * data stays on screen instead of turning into errors). By default it only hears the browser's
 * `online`/`offline` events; here it follows the online store, which also knows when calls fail
 * behind a connection the browser calls fine. Nothing is fetched while paused, so a probe asks
 * now and then whether the server can be reached again.
 */
export function driveOnlineManager(
  manager: Pick<typeof OnlineManager, 'setEventListener'>,
  store: Pick<OnlineStore, 'isOnline' | 'subscribe'>,
  probe: () => Promise<unknown>,
  delaysMs: readonly number[] = PROBE_DELAYS_MS,
): void {
  manager.setEventListener((setOnline) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stopProbing = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const probeAfter = (attempt: number) => {
      const delay = delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 15_000;
      timer = setTimeout(() => {
        void probe()
          .catch(() => undefined)
          .then(() => {
            if (timer !== null && !store.isOnline()) probeAfter(attempt + 1);
          });
      }, delay);
    };
    const follow = () => {
      const online = store.isOnline();
      setOnline(online);
      if (online) stopProbing();
      else if (timer === null) probeAfter(0);
    };
    const unsubscribe = store.subscribe(follow);
    follow();
    return () => {
      unsubscribe();
      stopProbing();
    };
  });
}
