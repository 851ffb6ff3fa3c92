import type { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import { createProgram, managerOf } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// Issue 9 defect 9: the status lives in Firestore (checked on every request) and in Firebase
// Auth (which mints tokens). A toggle that failed at Auth, then retried, toggled Firestore back;
// two toggles could finish in either order. Now the call carries the status to reach, and the
// Auth side is set from the stored status after it is written, so retries and races converge.

/** The emulator's Auth client, except that `updateUser` fails as many times as asked. */
function flakyAuth() {
  let failures = 0;
  const wrap = (auth: Auth): Auth =>
    new Proxy(auth, {
      get(target, property) {
        if (property === 'updateUser' && failures > 0) {
          failures -= 1;
          return () => Promise.reject(new Error('Auth is unavailable'));
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(target)
          : value;
      },
    });
  return {
    wrap,
    failNext() {
      failures += 1;
    },
  };
}

interface UserBody {
  _id: string;
  status: string;
}

describe('PUT /api/admin/change_user_status keeps Firestore and Auth in step', () => {
  const auth = flakyAuth();
  let api: TestApi;
  let admin: TestUser;
  let program: { id: string; collectId: string };

  const setStatus = (json: { user_id: string; status?: string }) =>
    call<{ user: UserBody } & ErrorBody>(api, '/api/admin/change_user_status', {
      method: 'PUT',
      token: admin.token,
      json,
    });
  const stored = async (uid: string) =>
    (
      await call<{ user: UserBody }>(api, `/api/admin/get_user_by?id=${uid}`, {
        token: admin.token,
      })
    ).body.user.status;
  const authDisabled = async (uid: string) => (await api.auth.getUser(uid)).disabled;
  const statusLog = async (uid: string) => {
    const log = await call<{
      activities: { action: string; target: { _id: string }; details?: { status?: string } }[];
    }>(api, `/api/programs/${program.id}/activities?limit=50`, { token: admin.token });
    return log.body.activities
      .filter((entry) => entry.action === 'USER_STATUS_CHANGED' && entry.target._id === uid)
      .map((entry) => entry.details?.status)
      .reverse();
  };

  beforeAll(async () => {
    api = await startTestApi('user-status', { auth: auth.wrap });
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    program = await createProgram(api, admin, 'Status program');
  });
  afterAll(() => api.close());

  it('answers an error when Auth fails, and the same call again completes the change', async () => {
    const user = await managerOf(api, program.id, 'flaky');
    auth.failNext();
    const failed = await setStatus({ user_id: user.uid, status: 'DISABLED' });
    expect(failed.status).toBe(500);
    expect(failed.body.error.code).toBe('INTERNAL');
    // Firestore was written first: the account is refused at once…
    expect(await stored(user.uid)).toBe('DISABLED');
    const refused = await call<ErrorBody>(api, '/api/programs', { token: user.token });
    expect(refused.body.error.code).toBe('USER_DISABLED');
    // …while Auth still lets it sign in: what the retry must fix, not undo.
    expect(await authDisabled(user.uid)).toBe(false);

    const retried = await setStatus({ user_id: user.uid, status: 'DISABLED' });
    expect(retried.status).toBe(200);
    expect(retried.body.user.status).toBe('DISABLED');
    expect(await authDisabled(user.uid)).toBe(true);
    // The change is logged once, by the call that made it.
    expect(await statusLog(user.uid)).toEqual(['DISABLED']);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const enabled = await setStatus({ user_id: user.uid, status: 'ACTIVE' });
      expect(enabled.body.user.status).toBe('ACTIVE');
    }
    expect(await authDisabled(user.uid)).toBe(false);
    expect(await statusLog(user.uid)).toEqual(['DISABLED', 'ACTIVE']);
  });

  it('converges when a toggle is retried without a status after an Auth failure', async () => {
    const user = await managerOf(api, program.id, 'toggled');
    auth.failNext();
    expect((await setStatus({ user_id: user.uid })).status).toBe(500);
    // A toggle sent again toggles again, but Auth always ends as Firestore says.
    const again = await setStatus({ user_id: user.uid });
    expect(again.body.user.status).toBe('ACTIVE');
    expect(await stored(user.uid)).toBe('ACTIVE');
    expect(await authDisabled(user.uid)).toBe(false);
  });

  it('leaves both sides agreeing after concurrent changes, whichever order they finish in', async () => {
    const user = await managerOf(api, program.id, 'raced');
    const calls = [
      [{ user_id: user.uid }, { user_id: user.uid }],
      [
        { user_id: user.uid, status: 'DISABLED' },
        { user_id: user.uid, status: 'ACTIVE' },
      ],
    ];
    for (const round of calls) {
      const answers = await Promise.all(round.map((json) => setStatus(json)));
      expect(answers.map((answer) => answer.status)).toEqual(round.map(() => 200));
      const status = await stored(user.uid);
      expect(await authDisabled(user.uid), JSON.stringify(round)).toBe(status === 'DISABLED');
    }
  });

  it('refuses a status that is not ACTIVE or DISABLED, naming it', async () => {
    const response = await setStatus({ user_id: admin.uid, status: 'ASLEEP' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^status: /);
  });
});
