import { describe, expect, it } from 'vitest';
import { ADDRESS_POLICY, CLIENT_POLICY, afterFailure, waitMs } from './login-throttle.js';
import type { ThrottlePolicy, ThrottleState } from './login-throttle.js';

const start = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

/** `count` failures one millisecond apart; the state after the last. */
function failures(policy: ThrottlePolicy, count: number): ThrottleState | null {
  let state: ThrottleState | null = null;
  for (let index = 0; index < count; index += 1) state = afterFailure(state, policy, at(index));
  return state;
}

describe('login throttle', () => {
  it('lets the first few failures of an address through, then backs off 1 s, 2 s, 4 s…', () => {
    expect(waitMs(failures(ADDRESS_POLICY, 5), at(5))).toBe(0);
    const delays = [6, 7, 8, 9].map((count) => {
      const state = failures(ADDRESS_POLICY, count);
      return state?.lockedUntil ? state.lockedUntil.getTime() - at(count - 1).getTime() : 0;
    });
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never makes an address wait more than 30 s, however many failures', () => {
    const state = failures(ADDRESS_POLICY, 200);
    expect(waitMs(state, at(199))).toBe(30_000);
  });

  it('gives a client more free failures, and caps its wait at a minute', () => {
    expect(waitMs(failures(CLIENT_POLICY, 20), at(20))).toBe(0);
    expect(waitMs(failures(CLIENT_POLICY, 21), at(20))).toBe(1_000);
    expect(waitMs(failures(CLIENT_POLICY, 500), at(499))).toBe(60_000);
  });

  it('forgets failures after 15 quiet minutes', () => {
    const locked = failures(ADDRESS_POLICY, 8);
    const later = afterFailure(locked, ADDRESS_POLICY, at(15 * 60_000 + 10));
    expect(later).toEqual({ failures: 1, lastFailureAt: at(15 * 60_000 + 10), lockedUntil: null });
  });

  it('stops making anyone wait once the backoff has passed', () => {
    const state = failures(ADDRESS_POLICY, 6);
    expect(waitMs(state, at(5 + 999))).toBe(1);
    expect(waitMs(state, at(5 + 1_000))).toBe(0);
    expect(waitMs(null, at(0))).toBe(0);
  });
});
