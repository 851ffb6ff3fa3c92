import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appError } from '../src/core/errors.js';
import { createMemoryLogger } from '../src/core/logger.js';
import { newTaskData } from '../src/db/task-document.js';
import { createStartTask } from '../src/modules/tasks/start-task.js';
import { UNEXPECTED_FAILURE } from '../src/modules/tasks/task-runner.js';
import type { Rejection, StartTask, TaskWork } from '../src/modules/tasks/task-work.js';
import { createTasksRepository } from '../src/modules/tasks/tasks.repository.js';
import type { Task, TasksResponse } from '../src/shared/contract/task.schema.js';
import { accessCollectBody, addRule, send } from './support/access-fixtures.js';
import { call } from './support/http.js';
import { contributorOf, createProgram, managerOf } from './support/people.js';
import { createCollect, createModel, GRID_FIELDS } from './support/record-fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// The tasks module end to end: a fake kind of work ("write N rows in chunks, rejecting every
// k-th") registered for this file runs through the api's own queue, so that progress, counts,
// the error report, cancelling between chunks, a run that dies mid-way and the list's paging
// and permissions are seen as a client sees them.

interface FakeInput {
  /** Names the output collection, and the pause the test set for this task. */
  readonly target: string;
  readonly count: number;
  readonly chunk: number;
  /** Row n (1-based) is rejected when n is a multiple of this. */
  readonly rejectEvery: number;
  readonly failAtChunk?: number;
  readonly failWith?: 'app' | 'unexpected';
}

interface Deferred {
  readonly promise: Promise<void>;
  readonly resolve: () => void;
}

function deferred(): Deferred {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Holds run number `run` of a target before chunk `chunk` until released. */
interface Pause {
  readonly chunk: number;
  readonly run: number;
  readonly reached: Deferred;
  readonly release: Deferred;
}

const pauses = new Map<string, Pause>();
const runsByTarget = new Map<string, number>();
let api: TestApi;

const OUTPUT = 'fakeTaskOutput';
const rowsOf = (target: string) => api.db.collection(OUTPUT).doc(target).collection('rows');

const fakeWork: TaskWork = {
  type: 'BULK_UPDATE',
  async run(task, io) {
    const input = task.input as FakeInput;
    const run = (runsByTarget.get(input.target) ?? 0) + 1;
    runsByTarget.set(input.target, run);
    let next = (task.cursor as { next: number } | null)?.next ?? 0;
    while (next < input.count) {
      const chunk = next / input.chunk;
      const pause = pauses.get(input.target);
      if (pause && pause.chunk === chunk && pause.run === run) {
        pause.reached.resolve();
        await pause.release.promise;
      }
      if (input.failAtChunk === chunk) {
        if (input.failWith === 'app') {
          throw appError('VALIDATION_ERROR', 'amount: "abc" is not a number (row 12)');
        }
        throw new Error('ECONNRESET at /srv/internal/secret-path.ts:12');
      }
      const end = Math.min(next + input.chunk, input.count);
      const rows: number[] = [];
      const rejections: Rejection[] = [];
      for (let n = next + 1; n <= end; n += 1) {
        if (n % input.rejectEvery === 0) {
          rejections.push({ at: String(n), reason: `amount: ${n} is not allowed` });
        } else {
          rows.push(n);
        }
      }
      await io.commit(
        (batch) => {
          for (const n of rows) {
            batch.set(rowsOf(input.target).doc(String(n).padStart(4, '0')), {
              n,
              square: n * n,
              run,
            });
          }
        },
        {
          cursor: { next: end },
          done: end - next,
          total: input.count,
          counts: { created: rows.length, rejected: rejections.length },
          rejections,
        },
      );
      next = end;
    }
  },
};

// The api's clock, moved forward to make a silent run look dead.
let skewMs = 0;
const clock = { now: () => new Date(Date.now() + skewMs) };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('tasks', () => {
  let admin: TestUser;
  let manager: TestUser;
  let programId: string;
  let startTask: StartTask;

  const personOf = (user: TestUser) => ({ _id: user.uid, name: user.email, email: user.email });

  const start = (input: FakeInput, by: TestUser = manager, program = programId) =>
    startTask({
      programId: program,
      collectId: null,
      type: 'BULK_UPDATE',
      label: `${input.count} rows into ${input.target}`,
      input,
      createdBy: personOf(by),
    });

  const getTask = (id: string, token = manager.token, program = programId) =>
    send<{ task: Task }>(api, 'GET', `/api/programs/${program}/tasks/${id}`, token);

  const list = (query = '', token = manager.token, program = programId) =>
    send<TasksResponse>(api, 'GET', `/api/programs/${program}/tasks${query}`, token);

  /** Polls the task until `done` says so (or 20 s). */
  async function until(
    id: string,
    done: (task: Task) => boolean,
    program = programId,
    token = manager.token,
  ): Promise<Task> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const read = await getTask(id, token, program);
      expect(read.status, read.text).toBe(200);
      if (done(read.body.task)) return read.body.task;
      if (Date.now() > deadline) throw new Error(`Task ${id} is still ${read.body.task.status}`);
      await wait(25);
    }
  }
  const finished = (id: string, program = programId, token = manager.token) =>
    until(id, (task) => ['DONE', 'FAILED', 'CANCELLED'].includes(task.status), program, token);

  const pauseAt = (target: string, chunk: number, run = 1) => {
    const pause = { chunk, run, reached: deferred(), release: deferred() };
    pauses.set(target, pause);
    return pause;
  };

  const rows = async (target: string) =>
    (await rowsOf(target).orderBy('n').get()).docs.map((doc) => ({
      id: doc.id,
      ...(doc.data() as { n: number; square: number; run: number }),
    }));

  const download = async (url: string | null) => {
    expect(url).not.toBeNull();
    const response = await fetch(url ?? '');
    expect(response.status).toBe(200);
    // Byte for byte: the BOM that tells spreadsheets the file is UTF-8 is kept.
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  };

  const logged = (event: string, taskId: string) =>
    api.logs.some((entry) => entry.event === event && entry.taskId === taskId);

  beforeAll(async () => {
    api = await startTestApi('tasks', { clock, taskWorks: [fakeWork] });
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    const program = await createProgram(api, admin, 'Tasks program');
    programId = program.id;
    manager = await managerOf(api, programId);
    startTask = createStartTask({
      tasks: createTasksRepository(api.db),
      queue: api.queue,
      blobs: api.blobs,
      clock,
      logger: createMemoryLogger(),
    });
  });
  afterAll(() => api.close());

  it('answers at once PENDING, shows progress between chunks, then DONE with counts and an error report', async () => {
    const pause = pauseAt('progress', 2);
    const task = await start({ target: 'progress', count: 25, chunk: 10, rejectEvery: 7 });
    expect(task).toMatchObject({
      status: 'PENDING',
      type: 'BULK_UPDATE',
      label: '25 rows into progress',
      progress: { done: 0, total: 0 },
      created_by: { _id: manager.uid },
      error_report_url: null,
    });

    await pause.reached.promise;
    const midway = (await getTask(task._id)).body.task;
    expect(midway).toMatchObject({
      status: 'RUNNING',
      progress: { done: 20, total: 25 },
      counts: { created: 18, updated: 0, unchanged: 0, rejected: 2 },
      finished_at: null,
    });
    pause.release.resolve();

    const done = await finished(task._id);
    expect(done).toMatchObject({
      status: 'DONE',
      progress: { done: 25, total: 25 },
      counts: { created: 22, updated: 0, unchanged: 0, rejected: 3 },
      error: null,
      file_url: null,
    });
    expect(done.finished_at).not.toBeNull();
    expect((await rows('progress')).map((row) => row.n)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1).filter((n) => n % 7 !== 0),
    );
    // The rejected rows in the order they were committed, with their reasons.
    const report = await download(done.error_report_url);
    expect(report).toBe(
      '\uFEFFrecord,reason\r\n7,amount: 7 is not allowed\r\n14,amount: 14 is not allowed\r\n21,amount: 21 is not allowed\r\n',
    );
  });

  it('a task with nothing rejected has no error report', async () => {
    const task = await start({ target: 'clean-small', count: 5, chunk: 2, rejectEvery: 100 });
    const done = await finished(task._id);
    expect(done).toMatchObject({ status: 'DONE', error_report_url: null });
    expect(done.counts.created).toBe(5);
  });

  it('a cancel between chunks stops the task: the committed chunks stay, the next one is never written', async () => {
    const pause = pauseAt('cancel', 1);
    const task = await start({ target: 'cancel', count: 30, chunk: 10, rejectEvery: 4 });
    await pause.reached.promise;

    const cancelled = await send<{ _id: string; outcome: string }>(
      api,
      'DELETE',
      `/api/programs/${programId}/tasks/${task._id}`,
      manager.token,
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toEqual({ _id: task._id, outcome: 'CANCELLED' });
    pause.release.resolve();
    await eventually(() => logged('task.finished', task._id));

    const after = (await getTask(task._id)).body.task;
    expect(after).toMatchObject({
      status: 'CANCELLED',
      progress: { done: 10, total: 30 },
      counts: { created: 8, rejected: 2 },
    });
    expect(after.finished_at).not.toBeNull();
    // Exactly the first chunk: nothing of the second was written.
    expect((await rows('cancel')).map((row) => row.n)).toEqual([1, 2, 3, 5, 6, 7, 9, 10]);
    expect(await download(after.error_report_url)).toContain('8,amount: 8 is not allowed');

    // Finished now: DELETE removes it, its rejections and its report.
    const deleted = await send<{ outcome: string }>(
      api,
      'DELETE',
      `/api/programs/${programId}/tasks/${task._id}`,
      manager.token,
    );
    expect(deleted.body).toEqual({ _id: task._id, outcome: 'DELETED' });
    expect((await getTask(task._id)).status).toBe(404);
    const leftovers = await api.db
      .collection(`programs/${programId}/tasks/${task._id}/rejections`)
      .get();
    expect(leftovers.size).toBe(0);
    expect((await fetch(after.error_report_url ?? '')).status).toBe(404);
  });

  it('a run that dies mid-way is resumed from its cursor when the list is read, and ends as a clean run does', async () => {
    const input = { count: 47, chunk: 10, rejectEvery: 6 };
    const clean = await start({ target: 'reference', ...input });
    const reference = await finished(clean._id);

    // The first run hangs before its third chunk, like a process that was killed.
    const pause = pauseAt('crash', 2);
    const task = await start({ target: 'crash', ...input });
    await pause.reached.promise;
    expect((await getTask(task._id)).body.task).toMatchObject({
      status: 'RUNNING',
      progress: { done: 20 },
    });

    // Within 2 minutes a silent task is left alone.
    await list();
    expect(logged('task.resumed', task._id)).toBe(false);

    skewMs += 3 * 60 * 1000;
    const listed = await list();
    expect(listed.status, listed.text).toBe(200);
    const resumed = await finished(task._id);
    expect(logged('task.resumed', task._id)).toBe(true);

    expect(resumed).toMatchObject({
      status: 'DONE',
      progress: reference.progress,
      counts: reference.counts,
    });
    const crashRows = await rows('crash');
    const referenceRows = await rows('reference');
    const content = (list: typeof crashRows) =>
      list.map(({ id, n, square }) => ({ id, n, square }));
    expect(content(crashRows)).toEqual(content(referenceRows));
    // The second run started from the cursor: the first two chunks are the first run's.
    expect(crashRows.filter((row) => row.n <= 20).every((row) => row.run === 1)).toBe(true);
    expect(crashRows.filter((row) => row.n > 20).every((row) => row.run === 2)).toBe(true);
    expect(await download(resumed.error_report_url)).toBe(
      await download(reference.error_report_url),
    );

    // The first run wakes up: its next chunk is refused and it stops without a trace.
    pause.release.resolve();
    await eventually(() => logged('task.lost', task._id));
    expect((await rows('crash')).filter((row) => row.n > 20 && row.run === 1)).toEqual([]);
    expect((await getTask(task._id)).body.task.status).toBe('DONE');
  });

  it('a failing run is FAILED with a message a manager can act on, never the internals', async () => {
    const actionable = await start({
      target: 'fail-app',
      count: 30,
      chunk: 10,
      rejectEvery: 3,
      failAtChunk: 1,
      failWith: 'app',
    });
    const failedApp = await finished(actionable._id);
    expect(failedApp).toMatchObject({
      status: 'FAILED',
      error: 'amount: "abc" is not a number (row 12)',
      progress: { done: 10 },
    });
    // What was rejected before the failure is still reported.
    expect(await download(failedApp.error_report_url)).toContain('9,amount: 9 is not allowed');

    const unexpected = await start({
      target: 'fail-unexpected',
      count: 30,
      chunk: 10,
      rejectEvery: 100,
      failAtChunk: 2,
      failWith: 'unexpected',
    });
    const failed = await finished(unexpected._id);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toBe(UNEXPECTED_FAILURE);
    expect(JSON.stringify(failed)).not.toContain('secret-path');
    expect(failed.error_report_url).toBeNull();
    expect((await rows('fail-unexpected')).length).toBe(20);
  });

  describe('list, permissions per role', () => {
    let listProgram: string;
    let listManager: TestUser;
    let author: TestUser;
    let bystander: TestUser;
    let outsider: TestUser;
    let managerTasks: Task[];
    let authorTasks: Task[];

    const quick = (target: string) => ({ target, count: 0, chunk: 1, rejectEvery: 1 });

    beforeAll(async () => {
      const program = await createProgram(api, admin, 'Listed program');
      listProgram = program.id;
      listManager = await managerOf(api, listProgram, 'list-manager');
      author = await contributorOf(api, listProgram, program.collectId, 'author');
      bystander = await contributorOf(api, listProgram, program.collectId, 'bystander');
      outsider = await managerOf(api, programId, 'outsider');
      managerTasks = [];
      for (let index = 0; index < 22; index += 1) {
        managerTasks.push(await start(quick(`m${index}`), listManager, listProgram));
      }
      authorTasks = [
        await start(quick('a0'), author, listProgram),
        await start(quick('a1'), author, listProgram),
      ];
    });

    const listOf = (token: string, query = '') => list(query, token, listProgram);
    const path = (id: string) => `/api/programs/${listProgram}/tasks/${id}`;

    it('pages every task newest first for managers and administrators, by page and by cursor', async () => {
      const all = [...managerTasks, ...authorTasks].map((task) => task._id);
      for (const token of [listManager.token, admin.token]) {
        const first = await listOf(token);
        expect(first.status, first.text).toBe(200);
        expect(first.body).toMatchObject({ totalItems: 24, pages: 2, currentPage: 1 });
        expect(first.body.tasks).toHaveLength(20);
        const times = first.body.tasks.map((task) => task.created_at);
        expect([...times].sort().reverse()).toEqual(times);

        const second = await listOf(token, '?page=2');
        expect(second.body).toMatchObject({ currentPage: 2, next_cursor: null });
        expect(second.body.tasks).toHaveLength(4);
        const byCursor = await listOf(token, `?cursor=${first.body.next_cursor ?? ''}`);
        expect(byCursor.body.tasks.map((task) => task._id)).toEqual(
          second.body.tasks.map((task) => task._id),
        );
        const seen = [...first.body.tasks, ...second.body.tasks].map((task) => task._id);
        expect([...seen].sort()).toEqual([...all].sort());
      }
    });

    it('shows contributors the tasks they started, and only those', async () => {
      const own = await listOf(author.token);
      expect(own.status, own.text).toBe(200);
      expect(own.body).toMatchObject({ totalItems: 2, pages: 1 });
      expect(own.body.tasks.map((task) => task._id).sort()).toEqual(
        authorTasks.map((task) => task._id).sort(),
      );
      expect((await listOf(bystander.token)).body).toMatchObject({ totalItems: 0, tasks: [] });

      const someoneElses = managerTasks[0]?._id ?? '';
      expect((await send(api, 'GET', path(someoneElses), author.token)).status).toBe(404);
      expect((await send(api, 'DELETE', path(someoneElses), author.token)).status).toBe(404);
      const authors = authorTasks[0]?._id ?? '';
      expect((await send(api, 'GET', path(authors), bystander.token)).status).toBe(404);
      expect((await send(api, 'DELETE', path(authors), bystander.token)).status).toBe(404);
    });

    it('refuses people outside the program and calls without a token', async () => {
      const outside = await listOf(outsider.token);
      expect(outside.status).toBe(403);
      expect(outside.body.error.code).toBe('FORBIDDEN');
      expect(
        (await send(api, 'GET', path(managerTasks[0]?._id ?? ''), outsider.token)).status,
      ).toBe(403);
      expect((await call(api, `/api/programs/${listProgram}/tasks`)).status).toBe(401);
      expect((await listOf(listManager.token, '?page=0')).status).toBe(400);
      expect((await listOf(listManager.token, '?cursor=bogus')).status).toBe(400);
      expect((await send(api, 'GET', path('missing'), listManager.token)).status).toBe(404);
    });

    it('lets the person who started a task, or a manager, delete it once finished', async () => {
      const [own, other] = authorTasks;
      await finished(own?._id ?? '', listProgram, listManager.token);
      await finished(other?._id ?? '', listProgram, listManager.token);
      const byAuthor = await send<{ outcome: string }>(
        api,
        'DELETE',
        path(own?._id ?? ''),
        author.token,
      );
      expect(byAuthor.status, byAuthor.text).toBe(200);
      expect(byAuthor.body.outcome).toBe('DELETED');
      const byManager = await send<{ outcome: string }>(
        api,
        'DELETE',
        path(other?._id ?? ''),
        listManager.token,
      );
      expect(byManager.body.outcome).toBe('DELETED');
      expect((await listOf(author.token)).body.totalItems).toBe(0);
      expect((await listOf(listManager.token)).body.totalItems).toBe(22);
    });

    it('lists the access rules applications of record-access with the other tasks', async () => {
      const model = await createModel(api, admin.token, 'Visits', GRID_FIELDS);
      const collectId = await createCollect(
        api,
        listManager.token,
        listProgram,
        accessCollectBody(model.modelId, 'Visits'),
      );
      const reader = await contributorOf(api, listProgram, collectId, 'reader');
      await addRule(api, listManager.token, collectId, {
        subject: { user_id: reader.uid },
        permission: 'READ',
        condition: { field: 'status', operator: 'IN', values: ['open'] },
      });
      const listed = await listOf(listManager.token);
      const applied = listed.body.tasks.find((task) => task.type === 'APPLY_ATTRIBUTION_RULES');
      expect(applied).toMatchObject({
        status: 'DONE',
        collect_id: collectId,
        label: 'Visits',
        created_by: null,
        error_report_url: null,
      });
      // Nobody started it: contributors do not see it.
      expect((await listOf(reader.token)).body.totalItems).toBe(0);
    });

    it('queues a stalled access rules application again on its own queue, where it finishes', async () => {
      const model = await createModel(api, admin.token, 'Stalled visits', GRID_FIELDS);
      const collectId = await createCollect(
        api,
        listManager.token,
        listProgram,
        accessCollectBody(model.modelId, 'Stalled visits'),
      );
      // What a process that died mid-apply leaves: the task RUNNING and silent for longer than
      // a resume waits, and the collect naming it, still APPLYING.
      const ref = api.db.collection(`programs/${listProgram}/tasks`).doc('applying');
      const long = new Date(clock.now().getTime() - 10 * 60 * 1000);
      await ref.set({
        ...newTaskData(
          {
            programId: listProgram,
            collectId,
            type: 'APPLY_ATTRIBUTION_RULES',
            label: 'Stalled visits',
            input: null,
            createdBy: null,
          },
          long,
        ),
        status: 'RUNNING',
      });
      await api.db.doc(`programs/${listProgram}/collects/${collectId}`).update({
        rules_progress: {
          state: 'APPLYING',
          done: 0,
          total: 0,
          task_id: 'applying',
          rules_version: 7,
        },
      });
      // Only a newer change of the rules stops an apply: a person cannot cancel it.
      const refused = await send(api, 'DELETE', path('applying'), listManager.token);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CONFLICT');

      await listOf(listManager.token);
      expect(logged('task.resumed', 'applying')).toBe(true);
      await eventuallyAsync(async () => (await ref.get()).get('status') === 'DONE');
      const collect = await api.db.doc(`programs/${listProgram}/collects/${collectId}`).get();
      expect(collect.get('rules_progress')).toMatchObject({
        state: 'DONE',
        task_id: 'applying',
        rules_version: 7,
      });
      await ref.delete();
    });
  });
});

/** Polls `check` until it answers true (or 10 s). */
async function eventuallyAsync(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await wait(50);
  }
}

/** Polls `check` until true (or 10 s). */
async function eventually(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await wait(20);
  }
}
