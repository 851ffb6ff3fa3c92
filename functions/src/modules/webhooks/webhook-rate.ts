import type { Clock } from '../../core/clock.js';
import type { CollectPlace, RateWindow } from './webhooks.repository.js';

// Deliveries per collect are counted in fixed windows in one Firestore document, so every
// instance of the function shares the count (a token bucket in memory would let each instance
// accept the full rate). Once Firestore has said a window is full, this instance remembers it
// until the window ends and answers 429 without a transaction: a sender far over the rate costs
// nothing and does not keep the count document busy. The memory is only a shortcut for a fact
// the shared count already established; forgetting it (a new instance) costs one transaction.

export type RateDecision =
  { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

export interface RateLimitSettings {
  readonly limit: number;
  readonly windowSeconds: number;
}

export type TakeRateSlot = (collect: CollectPlace, window: RateWindow) => Promise<boolean>;

export interface DeliveryRateLimiter {
  take(collect: CollectPlace): Promise<RateDecision>;
}

export function createDeliveryRateLimiter(
  take: TakeRateSlot,
  clock: Clock,
  settings: RateLimitSettings,
): DeliveryRateLimiter {
  const windowMs = settings.windowSeconds * 1000;
  const fullWindows = new Map<string, number>();

  const refusal = (startMs: number, nowMs: number): RateDecision => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000)),
  });

  return {
    async take(collect) {
      const collectId = collect.id;
      const nowMs = clock.now().getTime();
      const startMs = nowMs - (nowMs % windowMs);
      if (fullWindows.get(collectId) === startMs) return refusal(startMs, nowMs);
      fullWindows.delete(collectId);
      if (await take(collect, { startMs, limit: settings.limit })) return { ok: true };
      fullWindows.set(collectId, startMs);
      return refusal(startMs, nowMs);
    },
  };
}
