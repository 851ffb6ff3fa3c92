import { describe, expect, it } from 'vitest';
import type { User, UserStatus } from '../../shared/contract/user.schema.js';
import { matchSignInAccount } from './sign-in-status.js';

const user = (status: UserStatus): User => ({
  _id: 'u1',
  email: 'u1@test.dev',
  first_name: 'U',
  last_name: 'One',
  level: 'REGULAR_USER',
  status,
  roles: [],
});

/** A stored status and an Auth flag; `during` runs inside the next Auth write, before it lands. */
function world(initial: UserStatus) {
  const state = { stored: initial, authDisabled: false, writes: [] as boolean[] };
  let during: (() => Promise<void>) | null = null;
  const deps = {
    users: { findById: () => Promise.resolve(user(state.stored)) },
    accounts: {
      async setDisabled(_uid: string, disabled: boolean) {
        const hook = during;
        during = null;
        if (hook) await hook();
        state.authDisabled = disabled;
        state.writes.push(disabled);
      },
    },
  };
  return {
    state,
    deps,
    interleave(hook: () => Promise<void>) {
      during = hook;
    },
  };
}

describe('matchSignInAccount', () => {
  it('sets Auth from the stored status and answers the stored user', async () => {
    const { state, deps } = world('DISABLED');
    const answer = await matchSignInAccount(user('DISABLED'), deps);
    expect(answer.status).toBe('DISABLED');
    expect(state.authDisabled).toBe(true);
    expect(state.writes).toEqual([true]);
  });

  it('follows a change that another call made while this one was writing Auth', async () => {
    const { state, deps, interleave } = world('DISABLED');
    // Another call enables the user and writes Auth first; this call's stale write lands after.
    interleave(async () => {
      state.stored = 'ACTIVE';
      await matchSignInAccount(user('ACTIVE'), deps);
    });
    const answer = await matchSignInAccount(user('DISABLED'), deps);
    expect(answer.status).toBe('ACTIVE');
    expect(state.writes).toEqual([false, true, false]);
    expect(state.authDisabled).toBe(false);
  });

  it('fails when Auth fails, and a later call converges', async () => {
    const { state, deps } = world('DISABLED');
    const failing = {
      ...deps,
      accounts: { setDisabled: () => Promise.reject(new Error('Auth is unavailable')) },
    };
    await expect(matchSignInAccount(user('DISABLED'), failing)).rejects.toThrow(/unavailable/);
    expect(state.authDisabled).toBe(false);
    await matchSignInAccount(user('DISABLED'), deps);
    expect(state.authDisabled).toBe(true);
  });
});
