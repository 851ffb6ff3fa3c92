import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesCollection } from '../src/db/collections.js';
import { createStartTask } from '../src/modules/tasks/start-task.js';
import type { StartTask, TaskWork } from '../src/modules/tasks/task-work.js';
import { createTasksRepository } from '../src/modules/tasks/tasks.repository.js';
import { createMemoryLogger } from '../src/core/logger.js';
import type {
  ExpectedAction,
  ExpectedActionResponse,
  ExpectedActionsResponse,
} from '../src/shared/contract/expected-action.schema.js';
import type { Task } from '../src/shared/contract/task.schema.js';
import { send } from './support/access-fixtures.js';
import { contributorOf, createCollect, invite, managedProgram } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// Expected actions through the api: who lists which (administrators and managers all of a
// program's, others what is addressed to them), managers asking by hand, marking done (twice
// is once), and the actions the system writes from events: an import that rejected rows, an
// invitation to an existing account (done once accepted), a contributor given a collect.

/** An import stand-in: one chunk, rejecting `rejected` rows of `rows`. */
const fakeImport: TaskWork = {
  type: 'IMPORT_CONTENT',
  async run(task, io) {
    const { rows, rejected } = task.input as { rows: number; rejected: number };
    await io.commit(() => undefined, {
      cursor: { done: true },
      done: rows,
      total: rows,
      counts: { created: rows - rejected, rejected },
      rejections: Array.from({ length: rejected }, (_, index) => ({
        at: String(index + 2),
        reason: 'amount: "abc" is not a number',
      })),
    });
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('expected actions', () => {
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  let contributor: TestUser;
  let otherContributor: TestUser;
  let stranger: TestUser;
  let programId: string;
  let collectId: string;
  let schoolsId: string;
  let startTask: StartTask;

  const list = (user: TestUser, query = '', program = programId) =>
    send<ExpectedActionsResponse>(
      api,
      'GET',
      `/api/programs/${program}/actions${query}`,
      user.token,
    );
  const create = (user: TestUser, body: unknown) =>
    send<ExpectedActionResponse>(
      api,
      'POST',
      `/api/programs/${programId}/actions`,
      user.token,
      body,
    );
  const markDone = (user: TestUser, actionId: string, program = programId) =>
    send<ExpectedActionResponse>(api, 'POST', '/api/programs/action/mark_as_done', user.token, {
      program_id: program,
      action_id: actionId,
    });
  const titles = (actions: readonly ExpectedAction[]) => actions.map((action) => action.title);
  const personOf = (user: TestUser) => ({ _id: user.uid, name: user.email, email: user.email });
  const whoIs = (user: TestUser) => expect.objectContaining({ _id: user.uid, email: user.email });

  beforeAll(async () => {
    api = await startTestApi('expected-actions', { taskWorks: [fakeImport] });
    const managed = await managedProgram(api, 'Clean Water Kenya');
    ({ admin, manager } = managed);
    programId = managed.program.id;
    collectId = managed.program.collectId;
    schoolsId = await createCollect(api, programId, 'Schools');
    contributor = await contributorOf(api, programId, collectId);
    otherContributor = await contributorOf(api, programId, schoolsId, 'other');
    stranger = await createTestUser(api, 'stranger');
    startTask = createStartTask({
      tasks: createTasksRepository(api.db),
      queue: api.queue,
      blobs: api.blobs,
      clock: { now: () => new Date() },
      logger: createMemoryLogger(),
    });
  });
  afterAll(() => api.close());

  describe('POST /api/programs/{programId}/actions', () => {
    it('lets a manager ask something of a member, logged, and refuses contributors and strangers', async () => {
      const made = await create(manager, {
        title: 'Check the household visits',
        description: 'Before the field trip',
        assignee: { type: 'USER', user_id: contributor.uid },
        due_date: '2026-12-31',
        collect_id: collectId,
      });
      expect(made.status, made.text).toBe(201);
      expect(made.body.action).toMatchObject({
        kind: 'MANUAL',
        title: 'Check the household visits',
        description: 'Before the field trip',
        assignee: { type: 'USER', user_id: contributor.uid },
        assignee_name: 'Test contributor',
        due_date: '2026-12-31',
        collect_id: collectId,
        executed: false,
        created_by: whoIs(manager),
      });
      const log = await activitiesCollection(api.db, programId)
        .where('action', '==', 'EXPECTED_ACTION_CREATED')
        .get();
      expect(log.docs.map((doc) => doc.get('target.label'))).toContain(
        'Check the household visits',
      );
      for (const user of [contributor, stranger]) {
        const refused = await create(user, {
          title: 'Nope',
          assignee: { type: 'ROLE', role: 'PROGRAM_MANAGER' },
        });
        expect(refused.status).toBe(403);
      }
    });

    it('names the wrong field: empty title, a non-member, an unknown collect, a bad date', async () => {
      const base = { title: 'Fill in', assignee: { type: 'ROLE', role: 'PROGRAM_MANAGER' } };
      const cases: [unknown, string][] = [
        [{ ...base, title: ' ' }, 'title'],
        [{ ...base, assignee: { type: 'USER', user_id: stranger.uid } }, 'assignee.user_id'],
        [{ ...base, collect_id: 'no-such-collect' }, 'collect_id'],
        [{ ...base, due_date: '2026-02-30' }, 'due_date'],
        [{ ...base, assignee: { type: 'ROLE', role: 'KING' } }, 'assignee'],
      ];
      for (const [body, field] of cases) {
        const refused = await create(admin, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(refused.body.error.details)).toContain(field);
      }
    });
  });

  describe('GET /api/programs/{programId}/actions and /api/programs/get_actions', () => {
    beforeAll(async () => {
      const made = await create(admin, {
        title: 'Every contributor: update your phone numbers',
        assignee: { type: 'ROLE', role: 'COLLECT_SINGLE_CONTRIBUTOR' },
      });
      expect(made.status, made.text).toBe(201);
      const managers = await create(admin, {
        title: 'Managers: plan the next visit',
        assignee: { type: 'ROLE', role: 'PROGRAM_MANAGER' },
      });
      expect(managers.status, managers.text).toBe(201);
    });

    it('shows administrators and managers every action, newest first', async () => {
      for (const user of [admin, manager]) {
        const all = await list(user);
        expect(all.status, all.text).toBe(200);
        expect(titles(all.body.activities)).toEqual([
          'Managers: plan the next visit',
          'Every contributor: update your phone numbers',
          'Check the household visits',
        ]);
      }
    });

    it('shows a contributor what is addressed to them, by name or by role', async () => {
      const mine = await list(contributor, '?executed=false');
      expect(titles(mine.body.activities)).toEqual([
        'Every contributor: update your phone numbers',
        'Check the household visits',
      ]);
      const theirs = await list(otherContributor, '?executed=false');
      expect(titles(theirs.body.activities)).toEqual([
        'Every contributor: update your phone numbers',
      ]);
    });

    it('answers the same through get_actions, with limit, and refuses strangers', async () => {
      const alias = await send<ExpectedActionsResponse>(
        api,
        'GET',
        `/api/programs/get_actions?program_id=${programId}&executed=false&limit=1`,
        contributor.token,
      );
      expect(alias.status, alias.text).toBe(200);
      expect(titles(alias.body.activities)).toEqual([
        'Every contributor: update your phone numbers',
      ]);
      const missing = await send(api, 'GET', '/api/programs/get_actions', contributor.token);
      expect(missing.status).toBe(400);
      expect((await list(stranger)).status).toBe(403);
      expect((await list(admin, '?limit=0')).status).toBe(400);
    });
  });

  describe('POST /api/programs/action/mark_as_done', () => {
    it('marks an action done for its addressee, once, and the pending lists drop it', async () => {
      const pending = await list(contributor, '?executed=false');
      const target = pending.body.activities.find((a) => a.title === 'Check the household visits');
      const first = await markDone(contributor, target?._id ?? '');
      expect(first.status, first.text).toBe(200);
      expect(first.body.action).toMatchObject({
        executed: true,
        executed_by: whoIs(contributor),
      });
      const again = await markDone(contributor, target?._id ?? '');
      expect(again.status).toBe(200);
      expect(again.body.action.executed_at).toBe(first.body.action.executed_at);
      const log = await activitiesCollection(api.db, programId)
        .where('action', '==', 'EXPECTED_ACTION_DONE')
        .get();
      expect(log.size).toBe(1);
      const after = await list(contributor, '?executed=false');
      expect(titles(after.body.activities)).toEqual([
        'Every contributor: update your phone numbers',
      ]);
      const done = await list(contributor, '?executed=true');
      expect(titles(done.body.activities)).toEqual(['Check the household visits']);
    });

    it('refuses those it is not addressed to, and says when there is no such action', async () => {
      const all = await list(admin, '?executed=false');
      const managers = all.body.activities.find((a) => a.title.startsWith('Managers'));
      expect((await markDone(contributor, managers?._id ?? '')).status).toBe(403);
      expect((await markDone(stranger, managers?._id ?? '')).status).toBe(403);
      expect((await markDone(manager, 'no-such-action')).status).toBe(404);
      const bad = await send(api, 'POST', '/api/programs/action/mark_as_done', manager.token, {
        program_id: programId,
      });
      expect(bad.status).toBe(400);
      expect((await markDone(manager, managers?._id ?? '')).status).toBe(200);
    });
  });

  describe('actions the system writes', () => {
    async function finished(taskId: string): Promise<Task> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const read = await send<{ task: Task }>(
          api,
          'GET',
          `/api/programs/${programId}/tasks/${taskId}`,
          manager.token,
        );
        if (['DONE', 'FAILED', 'CANCELLED'].includes(read.body.task.status)) return read.body.task;
        if (Date.now() > deadline) throw new Error(`Task ${taskId} did not finish`);
        await sleep(25);
      }
    }

    const importing = (rows: number, rejected: number) =>
      startTask({
        programId,
        collectId,
        type: 'IMPORT_CONTENT',
        label: 'people.csv',
        input: { rows, rejected },
        createdBy: personOf(manager),
      });

    it('asks whoever started an import that rejected rows to review them, linking the task', async () => {
      const task = await importing(10, 3);
      expect((await finished(task._id)).status).toBe('DONE');
      const mine = await list(manager, '?executed=false');
      const review = mine.body.activities.find((a) => a.kind === 'REVIEW_IMPORT_REJECTIONS');
      expect(review).toMatchObject({
        title: 'Review the 3 rows an import into Households rejected',
        assignee: { type: 'USER', user_id: manager.uid },
        task_id: task._id,
        collect_id: collectId,
        details: { rejected: 3, collect_title: 'Households' },
        created_by: null,
      });
      const clean = await importing(5, 0);
      expect((await finished(clean._id)).status).toBe('DONE');
      const after = await list(admin);
      expect(after.body.activities.filter((a) => a.task_id === clean._id)).toEqual([]);
    });

    it('asks an existing account invited to the program to accept, and marks it done on acceptance', async () => {
      const invitee = await createTestUser(api, 'invitee');
      const sent = await invite(api, manager.token, programId, [
        { email: invitee.email, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: schoolsId },
      ]);
      expect(sent.status, sent.text).toBe(201);
      const invitationId = sent.body.invitations[0]?._id ?? '';
      // Not in the program yet: they read what it asks of them there, and nothing else.
      const before = await list(invitee, '?executed=false');
      expect(before.status, before.text).toBe(200);
      expect(before.body.activities).toEqual([
        expect.objectContaining({
          kind: 'ACCEPT_INVITATION',
          title: 'Accept your invitation to Clean Water Kenya',
          assignee: { type: 'USER', user_id: invitee.uid },
        }),
      ]);
      const accepted = await send(
        api,
        'POST',
        `/api/auth/rainbow_invitations/${invitationId}/accept`,
        invitee.token,
      );
      expect(accepted.status, accepted.text).toBe(200);
      const after = await list(invitee);
      const byKind = new Map(after.body.activities.map((a) => [a.kind, a]));
      expect(byKind.get('ACCEPT_INVITATION')).toMatchObject({ executed: true });
      // Joining as a contributor of a collect asks them to complete its records.
      expect(byKind.get('COMPLETE_RECORDS')).toMatchObject({
        title: 'Complete the records of Schools',
        collect_id: schoolsId,
        executed: false,
      });
      // A new address (no account yet) gets no action: there is no one to address it to.
      const fresh = await invite(api, manager.token, programId, [
        { email: `nobody.${api.prefix}@test.rainbow.dev`, role: 'PROGRAM_MANAGER' },
      ]);
      expect(fresh.status, fresh.text).toBe(201);
      const all = await list(admin, '?executed=false');
      expect(all.body.activities.filter((a) => a.kind === 'ACCEPT_INVITATION')).toEqual([]);
    });

    it('asks a contributor given a collect to complete its records, once', async () => {
      const moved = await send(api, 'PUT', '/api/programs/role_edit', manager.token, {
        id: contributor.uid,
        program_id: programId,
        role: 'COLLECT_SINGLE_CONTRIBUTOR',
        collect_id: schoolsId,
      });
      expect(moved.status, moved.text).toBe(200);
      const again = await send(api, 'PUT', '/api/programs/role_edit', manager.token, {
        id: contributor.uid,
        program_id: programId,
        role: 'COLLECT_SINGLE_CONTRIBUTOR',
        collect_id: schoolsId,
      });
      expect(again.status, again.text).toBe(200);
      const mine = await list(contributor, '?executed=false');
      const records = mine.body.activities.filter((a) => a.kind === 'COMPLETE_RECORDS');
      expect(records).toEqual([
        expect.objectContaining({
          title: 'Complete the records of Schools',
          assignee: { type: 'USER', user_id: contributor.uid },
          details: { collect_title: 'Schools', collect_title_fr: 'Schools' },
        }),
      ]);
    });
  });
});
