import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstNavigation } from './first-navigation';

function fakeRouter(initialized = false) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe: (listener: (state: { initialized: boolean }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish: () => {
      router.state = { initialized: true };
      for (const listener of [...listeners]) listener(router.state);
    },
    listeners,
  };
  return router;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('waiting for the first navigation before the first render', () => {
  it('goes on as soon as the loaders finish, and stops listening', async () => {
    vi.useFakeTimers();
    const router = fakeRouter();
    const settled = vi.fn();
    void firstNavigation(router, 300).then(settled);
    await vi.advanceTimersByTimeAsync(120);
    expect(settled).not.toHaveBeenCalled();
    router.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(router.listeners.size).toBe(0);
  });

  it('does not wait past the timeout for long loaders (the boot screen shows then)', async () => {
    vi.useFakeTimers();
    const router = fakeRouter();
    const settled = vi.fn();
    void firstNavigation(router, 300).then(settled);
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(router.listeners.size).toBe(0);
  });

  it('does not wait for a router already done', async () => {
    await expect(firstNavigation(fakeRouter(true), 300)).resolves.toBeUndefined();
  });
});
