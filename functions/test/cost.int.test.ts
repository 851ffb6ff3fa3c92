import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { costOf, readBilling } from './support/billing.js';
import { call } from './support/http.js';
import { pngBytes, programForm } from './support/fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// The Firestore bill of each call, measured by the offline emulator's counters. These budgets
// are what a change must keep (or consciously raise); they skip on an emulator without counters.
// Authenticated calls also ask Firebase Auth whether the token was revoked (verifyIdToken with
// checkRevoked): an Auth lookup, not a Firestore read, so it is not in these figures.
describe('Firestore cost per call', () => {
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  // Rainbow's emulator must count; another one (FIRESTORE_EMULATOR_HOST preset) may not.
  const countsRequired = inject('firestoreEmulatorKind') === 'rainbow';
  let available = false;

  beforeAll(async () => {
    api = await startTestApi('cost');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const created = await call<{ programID: string }>(api, '/api/programs/create', {
        token: admin.token,
        form: programForm(name, { bytes: pngBytes(), type: 'image/png' }),
      });
      ids.push(created.body.programID);
    }
    manager = await createTestUser(api, 'manager', {
      roles: ids.slice(0, 2).map((id) => ({ program_id: id, role: 'PROGRAM_MANAGER' as const })),
    });
    available = (await readBilling(api.projectId)) !== null;
  });
  afterAll(() => api.close());

  const measure = async (action: () => Promise<unknown>) => {
    const cost = await costOf(api.projectId, action);
    if (!cost) throw new Error('no billing counters');
    return cost;
  };

  it('bills each call as budgeted', async (context) => {
    if (!available && countsRequired)
      throw new Error('The Firestore emulator has no billing counters');
    if (!available) context.skip('this Firestore emulator has no billing counters');
    const costs = {
      login: await measure(() =>
        call(api, '/api/auth/login', {
          json: { email: manager.email, password: manager.password },
        }),
      ),
      currentUser: await measure(() =>
        call(api, '/api/auth/get_current_user', { token: manager.token }),
      ),
      updateUserData: await measure(() =>
        call(api, '/api/auth/update_user_data', {
          method: 'PUT',
          token: manager.token,
          json: { first_name: 'Budget' },
        }),
      ),
      programsAsManager: await measure(() => call(api, '/api/programs', { token: manager.token })),
      programsAsAdmin: await measure(() => call(api, '/api/programs', { token: admin.token })),
      createProgram: await measure(() =>
        call(api, '/api/programs/create', { token: admin.token, json: { name: 'Four' } }),
      ),
      health: await measure(() => call(api, '/api/health')),
    };
    console.info(`Firestore cost per call: ${JSON.stringify(costs)}`);
    // The user document and the failed-sign-in counters of the address and of the client
    // (functions/src/modules/auth/login-throttle.ts), read even when none exists.
    expect(costs.login).toEqual({ reads: 3, writes: 0, deletes: 0 });
    expect(costs.currentUser).toEqual({ reads: 1, writes: 0, deletes: 0 });
    // The user document read by authentication, then in the rename's transaction the user
    // document as it is now and its member projection in each of the user's 2 programs, all
    // three written (projections come from the current roles, never from a stale copy).
    expect(costs.updateUserData).toEqual({ reads: 4, writes: 3, deletes: 0 });
    // The user document, then one read per visible program (2 of 3).
    expect(costs.programsAsManager).toEqual({ reads: 3, writes: 0, deletes: 0 });
    expect(costs.programsAsAdmin).toEqual({ reads: 4, writes: 0, deletes: 0 });
    // The user document; the program, its name-uniqueness document and its log entry.
    expect(costs.createProgram).toEqual({ reads: 1, writes: 3, deletes: 0 });
    expect(costs.health).toEqual({ reads: 0, writes: 0, deletes: 0 });
  });
});
