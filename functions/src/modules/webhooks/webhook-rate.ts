import type { Clock } from '../../core/clock.js';

// Deliveries per collect are limited by a token bucket in this instance's memory: `limit`
// deliveries at once, refilled at `limit` per window. A count shared by all instances would be
// one Firestore document written by every delivery, and a document takes about one sustained
// write per second: at the rates a webhook sender reaches (50 deliveries/s) that document is
// the bottleneck (measured on the emulator: eight concurrent deliveries waited 1 to 4 s on its
// transaction). The price is that the limit holds per instance: with N instances serving one
// collect it is up to N times the rate, which the api function's maximum instances bounds.
// Hence a rate above what a steady sender sends (the contract's): counted per instance, a rate
// below it would refuse that sender more or less often depending on how the platform spread
// its deliveries (the Functions emulator sends each to its first idle worker; Cloud Functions
// may send all of them to one instance), which no sender could plan for.

export type RateDecision =
  { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

export interface RateLimitSettings {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface DeliveryRateLimiter {
  take(collectId: string): RateDecision;
}

interface Bucket {
  tokens: number;
  atMs: number;
}

/** Buckets kept; past this, full ones (collects idle for a window) are forgotten. */
const BUCKETS_MAX = 10_000;

export function createDeliveryRateLimiter(
  clock: Clock,
  settings: RateLimitSettings,
): DeliveryRateLimiter {
  const perMs = settings.limit / (settings.windowSeconds * 1000);
  const buckets = new Map<string, Bucket>();

  const refilled = (bucket: Bucket, nowMs: number) =>
    Math.min(settings.limit, bucket.tokens + Math.max(0, nowMs - bucket.atMs) * perMs);

  const forgetIdle = (nowMs: number) => {
    if (buckets.size < BUCKETS_MAX) return;
    for (const [collectId, bucket] of buckets) {
      if (refilled(bucket, nowMs) >= settings.limit) buckets.delete(collectId);
    }
  };

  return {
    take(collectId) {
      const nowMs = clock.now().getTime();
      const bucket = buckets.get(collectId) ?? { tokens: settings.limit, atMs: nowMs };
      const tokens = refilled(bucket, nowMs);
      if (tokens < 1) {
        buckets.set(collectId, { tokens, atMs: nowMs });
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)),
        };
      }
      forgetIdle(nowMs);
      buckets.set(collectId, { tokens: tokens - 1, atMs: nowMs });
      return { ok: true };
    },
  };
}
