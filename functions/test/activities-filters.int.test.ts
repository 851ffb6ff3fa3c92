import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/core/clock.js';
import type { ActivitiesResponse } from '../src/shared/contract/activity.schema.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { call } from './support/http.js';
import { invite, managedProgram, managerOf, newEmail } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import type { TestUser } from './support/users.js';

// The activity log's filters (issue 14): by person, by action, by a range of instants, and all
// together, answered by the server with their totals and cursors (the screen keeps them in its
// address). Entries are written a day apart on the api's clock.

describe('activity log filters', () => {
  let api: TestApi;
  let manager: TestUser;
  let second: TestUser;
  let programId: string;
  const clock = {
    at: new Date('2026-05-01T12:00:00Z'),
    now() {
      return new Date(this.at);
    },
  };
  const day = (n: number) => new Date(Date.UTC(2026, 4, n, 12)).toISOString();

  const log = (query: string) =>
    call<ActivitiesResponse & ErrorBody>(api, `/api/programs/${programId}/activities${query}`, {
      token: manager.token,
    });
  const actions = (body: ActivitiesResponse) =>
    body.activities.map((entry) => `${entry.action}@${entry.created_at.slice(0, 10)}`);

  beforeAll(async () => {
    api = await startTestApi('activities-filters', { clock: clock as Clock });
    const created = await managedProgram(api, 'Filtered log');
    programId = created.program.id;
    manager = created.manager;
    second = await managerOf(api, programId, 'second');
    // 2 May: the manager invites; 3 May: the second manager invites; 4 May: the manager adds
    // a user group; 5 May: the second manager invites again.
    const steps: [number, TestUser, () => Promise<unknown>][] = [
      [
        2,
        manager,
        () =>
          invite(api, manager.token, programId, [
            { email: newEmail(api, 'a'), role: 'PROGRAM_MANAGER' },
          ]),
      ],
      [
        3,
        second,
        () =>
          invite(api, second.token, programId, [
            { email: newEmail(api, 'b'), role: 'PROGRAM_MANAGER' },
          ]),
      ],
      [
        4,
        manager,
        () =>
          call(api, `/api/programs/${programId}/user-groups`, {
            token: manager.token,
            json: { name: { en: 'Field', fr: 'Terrain' } },
          }),
      ],
      [
        5,
        second,
        () =>
          invite(api, second.token, programId, [
            { email: newEmail(api, 'c'), role: 'PROGRAM_MANAGER' },
          ]),
      ],
    ];
    for (const [date, , act] of steps) {
      clock.at = new Date(day(date));
      await act();
    }
  });
  afterAll(() => api.close());

  it('filters by person', async () => {
    const answer = await log(`?actor_id=${second.uid}`);
    expect(answer.status, answer.text).toBe(200);
    expect(actions(answer.body)).toEqual([
      'INVITATION_SENT@2026-05-05',
      'INVITATION_SENT@2026-05-03',
    ]);
    expect(answer.body.totalItems).toBe(2);
  });

  it('filters by action', async () => {
    const answer = await log('?action=USER_GROUP_CREATED');
    expect(actions(answer.body)).toEqual(['USER_GROUP_CREATED@2026-05-04']);
  });

  it('filters by a range of instants, from included and to excluded', async () => {
    const answer = await log(`?from=${day(3)}&to=${day(5)}`);
    expect(actions(answer.body)).toEqual([
      'USER_GROUP_CREATED@2026-05-04',
      'INVITATION_SENT@2026-05-03',
    ]);
  });

  it('combines person, action and dates, and pages with cursors', async () => {
    const both = await log(`?actor_id=${second.uid}&action=INVITATION_SENT&from=${day(4)}`);
    expect(actions(both.body)).toEqual(['INVITATION_SENT@2026-05-05']);

    const first = await log(`?action=INVITATION_SENT&limit=2`);
    expect(first.body).toMatchObject({ totalItems: 3, pages: 2 });
    const next = await log(
      `?action=INVITATION_SENT&limit=2&cursor=${first.body.next_cursor ?? ''}`,
    );
    expect(actions(next.body)).toEqual(['INVITATION_SENT@2026-05-02']);
  });

  it('refuses an unknown action and a range that ends before it starts, naming the field', async () => {
    const action = await log('?action=NOTHING');
    expect(action.status).toBe(400);
    expect(action.body.error.details?.issues?.map((issue) => issue.path)).toEqual(['action']);
    const range = await log(`?from=${day(5)}&to=${day(3)}`);
    expect(range.status).toBe(400);
    expect(range.body.error.details?.issues?.map((issue) => issue.path)).toEqual(['to']);
  });
});
