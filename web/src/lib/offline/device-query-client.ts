import { dehydrate, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { driveOnlineManager } from './online-manager-sync';
import { browserOnlineStore, type OnlineStore } from './online-store';
import { fetchReportingTo } from './reporting-fetch';
import { boundForDevice, KEPT_FOR_MS } from './device-query-policy';
import {
  browserQuerySnapshots,
  SNAPSHOT_VERSION,
  type QuerySnapshotStore,
} from './query-snapshot-store';

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

/** Puts back what the device kept: what is older than KEPT_FOR_MS is not shown any more. */
export async function restoreDeviceQueries(
  client: QueryClient,
  { snapshots, now }: Pick<DeviceQueryDeps, 'snapshots' | 'now'>,
): Promise<void> {
  const snapshot = await snapshots.read();
  if (!snapshot || now() - snapshot.savedAt > KEPT_FOR_MS) return;
  hydrate(client, boundForDevice(snapshot.state, now()));
}

/** Writes the kept part of the cache shortly after it changes, and as the tab is left. */
export function keepSavingDeviceQueries(
  client: QueryClient,
  { snapshots, now, saveDelayMs, target }: Omit<DeviceQueryDeps, 'online' | 'probe'>,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const state = boundForDevice(dehydrate(client), now());
    void snapshots.write({ version: SNAPSHOT_VERSION, savedAt: now(), state }).catch(() => {
      // A full or refused IndexedDB costs the offline copy, never the screen in use.
    });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const changed =
      event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    if (!changed) return;
    timer ??= setTimeout(save, saveDelayMs);
  });
  const onPageHide = () => {
    if (timer) save();
  };
  target?.addEventListener('pagehide', onPageHide);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
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
  await restoreDeviceQueries(client, deps).catch(() => undefined);
  keepSavingDeviceQueries(client, deps);
  return client;
}
