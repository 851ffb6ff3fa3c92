import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../../core/firestore-values.js';
import { loginThrottleRef } from '../../db/collections.js';
import { afterFailure } from './login-throttle.js';
import type { ThrottlePolicy, ThrottleState } from './login-throttle.js';

// `loginThrottle/{sha256(kind, key)}`: failures, last_failure_at, locked_until (null when not
// locked) and expires_at, after which the document means nothing (a Firestore TTL policy on
// `expires_at` may delete it).

export interface ThrottleKey {
  readonly kind: 'address' | 'client';
  readonly key: string;
  readonly policy: ThrottlePolicy;
}

export interface LoginThrottleRepository {
  /** The state of each key, in order; null where nothing is recorded. */
  read(keys: readonly ThrottleKey[]): Promise<(ThrottleState | null)[]>;
  /** Counts one failure for every key, in one transaction. */
  recordFailure(keys: readonly ThrottleKey[], now: Date): Promise<void>;
  clear(key: ThrottleKey): Promise<void>;
}

const storedSchema = z.object({
  failures: z.number().int().nonnegative(),
  last_failure_at: storedDateSchema,
  locked_until: storedDateSchema.nullable(),
});

function toState(data: unknown): ThrottleState | null {
  const parsed = storedSchema.safeParse(data);
  if (!parsed.success) return null;
  const { failures, last_failure_at, locked_until } = parsed.data;
  return { failures, lastFailureAt: last_failure_at, lockedUntil: locked_until };
}

export function createLoginThrottleRepository(db: Firestore): LoginThrottleRepository {
  const refOf = ({ kind, key }: ThrottleKey) => loginThrottleRef(db, kind, key);
  return {
    async read(keys) {
      if (keys.length === 0) return [];
      const snapshots = await db.getAll(...keys.map(refOf));
      return snapshots.map((snapshot) => (snapshot.exists ? toState(snapshot.data()) : null));
    },
    async recordFailure(keys, now) {
      await db.runTransaction(async (tx) => {
        const snapshots = await tx.getAll(...keys.map(refOf));
        keys.forEach((key, index) => {
          const snapshot = snapshots[index];
          if (!snapshot) return;
          const before = snapshot.exists ? toState(snapshot.data()) : null;
          const next = afterFailure(before, key.policy, now);
          tx.set(snapshot.ref, {
            kind: key.kind,
            failures: next.failures,
            last_failure_at: next.lastFailureAt,
            locked_until: next.lockedUntil,
            expires_at: new Date(now.getTime() + key.policy.forgetAfterMs),
          });
        });
      });
    },
    async clear(key) {
      await refOf(key).delete();
    },
  };
}
