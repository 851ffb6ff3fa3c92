import 'fake-indexeddb/auto';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/query-keys';
import { createDeviceQueryClient, type DeviceQueryDeps } from './device-query-client';
import { keepSavingDeviceQueries, restoreDeviceQueries } from './device-query-sync';
import { KEPT_FOR_MS } from './device-query-policy';
import { createOnlineStore } from './online-store';
import { createQuerySnapshotStore, SNAPSHOT_VERSION } from './query-snapshot-store';

const NOW = Date.UTC(2026, 10, 20, 9);
const user = { _id: 'u1', email: 'ana@example.org' };
let databases = 0;

function deps(overrides: Partial<DeviceQueryDeps> = {}): DeviceQueryDeps {
  databases += 1;
  return {
    snapshots: createQuerySnapshotStore(`device-queries-test-${databases}`),
    now: () => NOW,
    saveDelayMs: 5,
    target: null,
    online: createOnlineStore({ navigator: { onLine: true }, addEventListener: () => undefined }),
    probe: () => Promise.resolve(),
    ...overrides,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  vi.useRealTimers();
});

describe('the query cache kept on the device', () => {
  it('puts back, in a new tab, what a contributor loaded before', async () => {
    const shared = deps();
    const first = await createDeviceQueryClient(shared);
    first.setQueryData(sessionKeys.currentUser(), user, { updatedAt: NOW - 60_000 });
    first.setQueryData(['collect', 'c1', 'detail'], { _id: 'c1', fields: [] });
    await settle();

    const reloaded = await createDeviceQueryClient(shared);
    expect(reloaded.getQueryData(sessionKeys.currentUser())).toEqual(user);
    expect(reloaded.getQueryState(sessionKeys.currentUser())?.dataUpdatedAt).toBe(NOW - 60_000);
    expect(reloaded.getQueryData(['collect', 'c1', 'detail'])).toEqual({ _id: 'c1', fields: [] });
    // A stand-in only: online, a screen fetches it again however recent the copy.
    expect(reloaded.getQueryState(sessionKeys.currentUser())?.isInvalidated).toBe(true);
    expect(reloaded.getQueryState(['collect', 'c1', 'detail'])?.isInvalidated).toBe(true);
  });

  it('keeps only what offline work needs', async () => {
    const shared = deps();
    const client = await createDeviceQueryClient(shared);
    client.setQueryData(['program', 'p1', 'members'], [{ _id: 'm1' }]);
    client.setQueryData(['program', 'p1', 'collects'], [{ _id: 'c1' }]);
    await settle();

    const reloaded = await createDeviceQueryClient(shared);
    expect(reloaded.getQueryData(['program', 'p1', 'members'])).toBeUndefined();
    expect(reloaded.getQueryData(['program', 'p1', 'collects'])).toEqual([{ _id: 'c1' }]);
  });

  it('forgets a copy saved more than a week ago', async () => {
    const shared = deps();
    const old = new QueryClient();
    old.setQueryData(sessionKeys.currentUser(), user, { updatedAt: NOW - KEPT_FOR_MS - 1 });
    await shared.snapshots.write({
      version: SNAPSHOT_VERSION,
      savedAt: NOW - KEPT_FOR_MS - 1,
      state: dehydrate(old),
    });
    const client = new QueryClient();
    await restoreDeviceQueries(client, shared);
    expect(client.getQueryData(sessionKeys.currentUser())).toBeUndefined();
  });

  it('keeps nothing after sign-out cleared the cache and the copy', async () => {
    const shared = deps();
    const client = await createDeviceQueryClient(shared);
    client.setQueryData(sessionKeys.currentUser(), user);
    await settle();
    client.clear();
    await shared.snapshots.clear();
    await settle();

    const next = new QueryClient();
    await restoreDeviceQueries(next, shared);
    expect(next.getQueryData(sessionKeys.currentUser())).toBeUndefined();
  });

  it('does not let a save begun before a sign-out land after it', async () => {
    const shared = deps();
    const client = new QueryClient();
    client.setQueryData(sessionKeys.currentUser(), user);
    const write = shared.snapshots.write({
      version: SNAPSHOT_VERSION,
      savedAt: NOW,
      state: dehydrate(client),
    });
    const clear = shared.snapshots.clear();
    await Promise.all([write, clear]);
    expect(await shared.snapshots.read()).toBeUndefined();
  });

  it('writes the last changes when the tab is left, without waiting for the delay', async () => {
    const target = new EventTarget();
    const shared = deps({ saveDelayMs: 60_000, target });
    const client = new QueryClient();
    const stop = keepSavingDeviceQueries(client, shared);
    client.setQueryData(sessionKeys.programs(), [{ _id: 'p1' }]);
    target.dispatchEvent(new Event('pagehide'));
    await settle();
    stop();

    const next = new QueryClient();
    await restoreDeviceQueries(next, shared);
    expect(next.getQueryData(sessionKeys.programs())).toEqual([{ _id: 'p1' }]);
  });

  it('waits for a busy cache to be quiet before writing, but not for ever', async () => {
    vi.useFakeTimers({ now: NOW });
    const saved: number[] = [];
    const shared = deps({ saveDelayMs: 100, now: () => Date.now() });
    const write = shared.snapshots.write.bind(shared.snapshots);
    shared.snapshots.write = (snapshot) => {
      saved.push(Date.now() - NOW);
      return write(snapshot);
    };
    const client = new QueryClient();
    const stop = keepSavingDeviceQueries(client, shared);
    // A grid page arrives every 60 ms for 0.9 s (the user scrolls).
    for (let page = 0; page < 15; page += 1) {
      client.setQueryData(['collect', 'c1', 'records', 'grid', { page }], { page });
      vi.advanceTimersByTime(60);
    }
    // Written every 300 ms (3 × the delay) while they keep coming, not after each page...
    expect(saved).toEqual([300, 600, 900]);
    vi.advanceTimersByTime(1000);
    expect(saved).toEqual([300, 600, 900]);
    // ...and 100 ms after the last change once they stop.
    client.setQueryData(['collect', 'c1', 'records', 'grid', { page: 15 }], { page: 15 });
    vi.advanceTimersByTime(60);
    client.setQueryData(['collect', 'c1', 'records', 'grid', { page: 16 }], { page: 16 });
    vi.advanceTimersByTime(500);
    expect(saved).toEqual([300, 600, 900, 2060]);
    stop();
  });
});
