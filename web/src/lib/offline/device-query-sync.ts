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

/** However busy the cache, what changed is written at most this long after the first change. */
const SAVE_AT_MOST_AFTER = 3;

/**
 * Writes the kept part of the cache once it has been quiet for `saveDelayMs` (at most
 * SAVE_AT_MOST_AFTER times that after the first change), and as the tab is left. Writing copies
 * the kept pages on the page's thread: while the user scrolls through a grid whose pages keep
 * arriving, it waits for them to stop rather than cut into their frames.
 */
export function keepSavingDeviceQueries(
  client: QueryClient,
  { snapshots, now, saveDelayMs, target }: Omit<DeviceQueryDeps, 'online' | 'probe'>,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstChange: number | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    firstChange = null;
    const state = boundForDevice(dehydrate(client), now());
    void snapshots.write({ version: SNAPSHOT_VERSION, savedAt: now(), state }).catch(() => {
      // A full or refused IndexedDB costs the offline copy, never the screen in use.
    });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const changed =
      event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    if (!changed) return;
    const at = now();
    firstChange ??= at;
    if (timer) clearTimeout(timer);
    const latest = firstChange + SAVE_AT_MOST_AFTER * saveDelayMs;
    timer = setTimeout(save, Math.max(0, Math.min(saveDelayMs, latest - at)));
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
