import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { driveOnlineManager } from './online-manager-sync';
import { browserOnlineStore, type OnlineStore } from './online-store';
import { fetchReportingTo } from './reporting-fetch';
import { browserQuerySnapshots, type QuerySnapshotStore } from './query-snapshot-store';

export interface DeviceQueryDeps {
  snapshots: QuerySnapshotStore;
  now: () => number;
  /** Changes to the cache are written at most this often. */
  saveDelayMs: number;
  /** Where `pagehide` is heard: the last changes are written as the tab goes away. */
  target: Pick<Window, 'addEventListener'> | null;
  /** What TanStack Query's onlineManager follows (online-manager-sync.ts). */
  online: OnlineStore;
  /** A cheap call that tells the online store whether the server answers again. */
  probe: () => Promise<unknown>;
}

export function browserDeviceQueryDeps(): DeviceQueryDeps {
  return {
    snapshots: browserQuerySnapshots(),
    now: Date.now,
    saveDelayMs: 1000,
    target: window,
    online: browserOnlineStore(),
    probe: () => loadRuntimeConfig(fetchReportingTo(browserOnlineStore())),
  };
}

/**
 * The app's query client, whose answers for offline work (device-query-policy.ts) are kept in
 * IndexedDB and put back before the router's loaders first run, so that a reload without a
 * network opens the screens a contributor visited. Without IndexedDB (a private window that
 * refuses it) the app simply works online.
 */
export async function createDeviceQueryClient(
  deps: DeviceQueryDeps = browserDeviceQueryDeps(),
): Promise<QueryClient> {
  // TanStack Query assumes it is online until an `offline` event: a tab reloaded without a
  // network must pause its fetches (and keep the kept data on screen) from the start.
  driveOnlineManager(onlineManager, deps.online, deps.probe);
  const client = createQueryClient();
  // Restoring and saving (TanStack's hydration, the policy) load beside the first screen's
  // chunks rather than in the entry every screen downloads (issue 15).
  const sync = await import('./device-query-sync').catch(() => null);
  if (!sync) return client;
  await sync.restoreDeviceQueries(client, deps).catch(() => undefined);
  sync.keepSavingDeviceQueries(client, deps);
  return client;
}
