import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { DeviceQueryDeps } from './device-query-client';
import { boundForDevice, KEPT_FOR_MS } from './device-query-policy';
import { SNAPSHOT_VERSION } from './query-snapshot-store';

/**
 * Puts back what the device kept: what is older than KEPT_FOR_MS is not shown any more. What is
 * put back is only a stand-in: it is marked stale, so that every screen online fetches it again
 * (a reload seconds after a save must show the save, not the copy of before it), while offline
 * the paused queries keep showing it.
 */
export async function restoreDeviceQueries(
  client: QueryClient,
  { snapshots, now }: Pick<DeviceQueryDeps, 'snapshots' | 'now'>,
): Promise<void> {
  const snapshot = await snapshots.read();
  if (!snapshot || now() - snapshot.savedAt > KEPT_FOR_MS) return;
  hydrate(client, boundForDevice(snapshot.state, now()));
  await client.invalidateQueries({ refetchType: 'none' });
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
