import { afterEach, describe, expect, it, vi } from 'vitest';
import { driveOnlineManager } from './online-manager-sync';
import { createOnlineStore, type ConnectionSource } from './online-store';

const browser = (onLine: boolean): ConnectionSource => ({
  navigator: { onLine },
  addEventListener: () => undefined,
});

/** TanStack's onlineManager as seen from here: it hands over its `setOnline` once. */
function fakeManager() {
  const state = { online: true };
  return {
    state,
    setEventListener(setup: (setOnline: (online: boolean) => void) => (() => void) | undefined) {
      setup((online) => {
        state.online = online;
      });
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('driveOnlineManager', () => {
  it('pauses queries while calls fail, and probes until one gets through', async () => {
    vi.useFakeTimers();
    const store = createOnlineStore(browser(true));
    const manager = fakeManager();
    let serverBack = false;
    const probe = vi.fn(async () => {
      if (!serverBack) {
        store.reportNetworkFailure();
        throw new TypeError('Failed to fetch');
      }
      store.reportNetworkSuccess();
    });
    driveOnlineManager(manager, store, probe, [100, 1000]);
    expect(manager.state.online).toBe(true);

    store.reportNetworkFailure();
    expect(manager.state.online).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(manager.state.online).toBe(false);

    serverBack = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(manager.state.online).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('starts offline in a tab opened without a network', () => {
    const manager = fakeManager();
    driveOnlineManager(manager, createOnlineStore(browser(false)), () => Promise.resolve());
    expect(manager.state.online).toBe(false);
  });
});
