import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenAppSettles } from './when-app-settles';

afterEach(() => {
  vi.useRealTimers();
});

describe('whenAppSettles', () => {
  it('waits until nothing has been in flight for the quiet time', async () => {
    vi.useFakeTimers();
    let fetching = 1;
    let settled = false;
    void whenAppSettles(
      { isFetching: () => fetching, isMutating: () => 0, isSignedIn: () => true },
      { quietMs: 1000, atMostMs: 20_000 },
    ).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(3000);
    expect(settled).toBe(false);
    fetching = 0;
    await vi.advanceTimersByTimeAsync(750);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(true);
  });

  it('counts a save in flight as busy, and gives up waiting after the longest time', async () => {
    vi.useFakeTimers();
    let settled = false;
    void whenAppSettles(
      { isFetching: () => 0, isMutating: () => 1, isSignedIn: () => true },
      { quietMs: 1000, atMostMs: 5000 },
    ).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4750);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(true);
  });

  it('does not settle on the sign-in pages: it counts from the sign-in on', async () => {
    vi.useFakeTimers();
    let signedIn = false;
    let settled = false;
    void whenAppSettles(
      { isFetching: () => 0, isMutating: () => 0, isSignedIn: () => signedIn },
      { quietMs: 1000, atMostMs: 5000 },
    ).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(settled).toBe(false);
    signedIn = true;
    await vi.advanceTimersByTimeAsync(750);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(750);
    expect(settled).toBe(true);
  });
});
