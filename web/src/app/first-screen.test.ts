import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenSettled, type StartingApp } from './first-screen';

function app(state: { idle: boolean; fetching: number; mutating: number }): StartingApp {
  return {
    routerIdle: () => state.idle,
    isFetching: () => state.fetching,
    isMutating: () => state.mutating,
  };
}

describe('firstScreenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the screen to be shown, then for its calls to have been over a while', async () => {
    const state = { idle: true, fetching: 0, mutating: 0 };
    let show = () => {};
    const shown = new Promise<void>((resolve) => {
      show = resolve;
    });
    let settled = false;
    void firstScreenSettled(app(state), { quietMs: 300, atMostMs: 10_000 }, shown).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);

    show();
    state.fetching = 2;
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);

    state.fetching = 0;
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('counts a navigation still loading and a mutation as busy', async () => {
    const state = { idle: false, fetching: 0, mutating: 1 };
    let settled = false;
    void firstScreenSettled(app(state), { quietMs: 300, atMostMs: 10_000 }, Promise.resolve()).then(
      () => {
        settled = true;
      },
    );
    await vi.advanceTimersByTimeAsync(1000);
    state.idle = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);
    state.mutating = 0;
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(true);
  });

  it('gives up waiting after atMostMs (a screen that polls is never quiet)', async () => {
    const state = { idle: true, fetching: 1, mutating: 0 };
    let settled = false;
    void firstScreenSettled(app(state), { quietMs: 300, atMostMs: 5000 }, Promise.resolve()).then(
      () => {
        settled = true;
      },
    );
    await vi.advanceTimersByTimeAsync(4800);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(settled).toBe(true);
  });
});
