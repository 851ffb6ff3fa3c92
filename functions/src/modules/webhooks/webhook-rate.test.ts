import { describe, expect, it } from 'vitest';
import type { CollectPlace, RateWindow } from './webhooks.repository.js';
import { createDeliveryRateLimiter } from './webhook-rate.js';

function counter() {
  const counts = new Map<string, { start: number; count: number }>();
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    take: ({ id: collectId }: CollectPlace, window: RateWindow) => {
      calls += 1;
      const current = counts.get(collectId);
      const count = current?.start === window.startMs ? current.count : 0;
      if (count >= window.limit) return Promise.resolve(false);
      counts.set(collectId, { start: window.startMs, count: count + 1 });
      return Promise.resolve(true);
    },
  };
}

const A = { id: 'a', programId: 'p' };
const B = { id: 'b', programId: 'p' };

describe('delivery rate limiter', () => {
  it('accepts the limit per window and per collect, then says when to come back', async () => {
    let now = 1_000_000;
    const store = counter();
    const limiter = createDeliveryRateLimiter(
      store.take,
      { now: () => new Date(now) },
      {
        limit: 3,
        windowSeconds: 10,
      },
    );
    for (let index = 0; index < 3; index += 1) expect(await limiter.take(A)).toEqual({ ok: true });
    now += 2_500;
    expect(await limiter.take(A)).toEqual({ ok: false, retryAfterSeconds: 8 });
    expect(await limiter.take(B)).toEqual({ ok: true });
    now += 7_500;
    expect(await limiter.take(A)).toEqual({ ok: true });
  });

  it('answers a full window from memory without asking the store again', async () => {
    const store = counter();
    const limiter = createDeliveryRateLimiter(
      store.take,
      { now: () => new Date(5_000) },
      {
        limit: 1,
        windowSeconds: 10,
      },
    );
    await limiter.take(A);
    await limiter.take(A);
    const calls = store.calls;
    for (let index = 0; index < 20; index += 1) expect((await limiter.take(A)).ok).toBe(false);
    expect(store.calls).toBe(calls);
  });
});
