// Failed sign-ins slow down the next ones, per address and per client. The state lives in
// Firestore (one document per key), not in memory: every request may reach another instance.
//
// Per address: a few free failures, then a backoff that doubles but stays short (30 s at most),
// and a successful sign-in clears it. Someone guessing a victim's password from many clients
// gets one try per backoff, while the victim, who knows the password, gets in at the next free
// moment: nobody can lock an account for longer than that.
// Per client: more free failures, then a backoff up to a minute. Success does not clear it (an
// attacker could sign in to their own account between guesses). The cap stays low because many
// people may share one address (an office, a carrier's NAT), and if a proxy ever hid the real
// addresses everyone would share one key: the worst case is then a minute's wait, not a lockout.
// Failures are forgotten after 15 minutes without one.

export interface ThrottlePolicy {
  readonly freeFailures: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  readonly forgetAfterMs: number;
}

const MINUTE_MS = 60_000;

export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  forgetAfterMs: 15 * MINUTE_MS,
};

export const CLIENT_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  firstDelayMs: 1_000,
  maxDelayMs: MINUTE_MS,
  forgetAfterMs: 15 * MINUTE_MS,
};

export interface ThrottleState {
  readonly failures: number;
  readonly lastFailureAt: Date;
  readonly lockedUntil: Date | null;
}

/** The state once one more failure is counted at `now`. */
export function afterFailure(
  state: ThrottleState | null,
  policy: ThrottlePolicy,
  now: Date,
): ThrottleState {
  const forgotten = !state || now.getTime() - state.lastFailureAt.getTime() >= policy.forgetAfterMs;
  const failures = forgotten ? 1 : state.failures + 1;
  const over = failures - policy.freeFailures;
  const delay = over > 0 ? Math.min(policy.firstDelayMs * 2 ** (over - 1), policy.maxDelayMs) : 0;
  return {
    failures,
    lastFailureAt: now,
    lockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
  };
}

/** How long a caller must wait before trying again (0: not at all). */
export function waitMs(state: ThrottleState | null, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}
