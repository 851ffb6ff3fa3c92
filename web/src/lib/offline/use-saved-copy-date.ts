import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useOnline } from './online-store';

/**
 * Data older than the page was put back from the device (device-query-client.ts) and has not
 * been refreshed since. It is only worth a word when it cannot be refreshed: offline, or its
 * last fetch failed or is waiting for the network.
 */
function isUnrefreshedCopy(query: Query, pageOpenedAt: number, online: boolean): boolean {
  const { data, dataUpdatedAt, fetchStatus, status } = query.state;
  if (data === undefined || dataUpdatedAt >= pageOpenedAt || query.getObserversCount() === 0) {
    return false;
  }
  return !online || fetchStatus === 'paused' || status === 'error';
}

/**
 * When the screen shows answers kept on this device that could not be refreshed: the time the
 * oldest of them was received (for "Saved on this device on {date}"), otherwise null.
 */
export function useSavedCopyDate(pageOpenedAt: number = performance.timeOrigin): number | null {
  const queryClient = useQueryClient();
  const online = useOnline();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const snapshot = useCallback(() => {
    let oldest: number | null = null;
    for (const query of queryClient.getQueryCache().getAll()) {
      if (!isUnrefreshedCopy(query, pageOpenedAt, online)) continue;
      const at = query.state.dataUpdatedAt;
      if (oldest === null || at < oldest) oldest = at;
    }
    return oldest;
  }, [queryClient, pageOpenedAt, online]);
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
