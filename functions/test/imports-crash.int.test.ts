import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsCollection } from '../src/db/collections.js';
import { STALE_AFTER_MS } from '../src/modules/tasks/task-resume.js';
import type { TaskWork } from '../src/modules/tasks/task-work.js';
import { TaskLostError } from '../src/modules/tasks/tasks.repository.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type { UploadedFileResponse } from '../src/shared/contract/import.schema.js';
import type { Task } from '../src/shared/contract/task.schema.js';
import { send } from './support/access-fixtures.js';
import { call } from './support/http.js';
import { IMPORT_FIELDS as FIELDS, IMPORT_TEMPLATE as TEMPLATE } from './support/import-fixtures.js';
import { managedProgram } from './support/people.js';
import { createCollect, createModel } from './support/record-fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import type { TestUser } from './support/users.js';

// The crash test of imports (issue 13): a CSV of a few thousand rows, some rejected on purpose,
// is imported by the real IMPORT_CONTENT work in a task runner process of its own (as a queue
// function instance is in production), killed with SIGKILL once a few chunks are committed.
// The stale task is then queued again as production does (the tasks list, its clock past
// STALE_AFTER_MS) and finishes. The collect must then hold exactly what the file says: one
// record per valid row with the row's values, nothing twice, and the counts and error report of
// a clean import of the same file.

/** Data rows: 3 chunks of 2,000 (import-input.ts IMPORT_CHUNK_ROWS). */
const ROWS = 6000;

type Values = Record<string, string | number | boolean | string[] | null>;

/** One data row (its 1-based number `n`): its CSV line, and its values when it is valid. */
function sourceRow(n: number): { line: string; values: Values | null } {
  const code = `C${String(n).padStart(5, '0')}`;
  const region: [string, string] = n % 2 === 0 ? ['Nord', 'north'] : ['sud', 'south'];
  const tags: [string, string[] | null] = [
    ['Rouge; Bleu', ['red', 'blue']],
    ['bleu', ['blue']],
    ['', null],
  ][n % 3] as [string, string[] | null];
  const day = (n % 28) + 1;
  const month = (n % 12) + 1;
  const date = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/2025`;
  const iso = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const cells = {
    code,
    name: `  Person ${n} `,
    amount: n % 5 === 0 ? '' : `${n},25`,
    region: region[0],
    tags: tags[0],
    active: n % 4 === 0 ? 'non' : 'oui',
    date: n % 7 === 0 ? '' : date,
  };
  // Rejected on purpose, in every chunk, before and after the crash.
  if (n % 250 === 7) cells.amount = 'douze';
  if (n % 250 === 77) cells.name = '';
  if (n % 500 === 123) cells.region = 'Ouest';
  if (n % 700 === 350) cells.date = '32/01/2025';
  // A key already used 1,500 rows earlier (a chunk or two back): the resumed run must still
  // see it.
  const repeated = n % 1000 === 999 && n > 1500;
  if (repeated) cells.code = `C${String(n - 1500).padStart(5, '0')}`;
  const line = [
    cells.code,
    cells.name,
    cells.amount,
    cells.region,
    cells.tags.includes(';') ? `"${cells.tags}"` : cells.tags,
    cells.active,
    cells.date,
  ].join(';');
  const rejected =
    n % 250 === 7 || n % 250 === 77 || n % 500 === 123 || n % 700 === 350 || repeated;
  if (rejected) return { line, values: null };
  return {
    line,
    values: {
      code,
      name: `Person ${n}`,
      amount: n % 5 === 0 ? null : n + 0.25,
      region: region[1],
      tags: tags[1],
      active: n % 4 !== 0,
      visited: n % 7 === 0 ? null : iso,
    },
  };
}

const SOURCE = Array.from({ length: ROWS }, (_, index) => sourceRow(index + 1));
const CSV = `\ufeff${['Code;Nom;Montant;Région;Étiquettes;Actif;Date', ...SOURCE.map((row) => row.line)].join('\r\n')}\r\n`;
const EXPECTED = new Map(
  SOURCE.flatMap((row) => (row.values ? [[String(row.values.code), row.values] as const] : [])),
);
const REJECTED = ROWS - EXPECTED.size;

// The api's clock, moved forward to make the killed run's task look dead.
let skewMs = 0;
const clock = { now: () => new Date(Date.now() + skewMs) };

const RUNNER = fileURLToPath(new URL('./support/task-runner-process.ts', import.meta.url));

interface Runner {
  readonly taskId: string;
  readonly child: ChildProcess;
  /** The exit code; null when a signal ended it. */
  exited: Promise<number | null>;
  output: string;
  ended: boolean;
}

const runners: Runner[] = [];
let api: TestApi;

/** What the task's runners printed (their logs and errors), for a failure's message. */
const runnerOutput = (taskId: string) =>
  runners
    .filter((runner) => runner.taskId === taskId)
    .map((runner) => runner.output)
    .join('\n---\n');

/** A task runner process for one `runTask` delivery, on the api's project and blob folder. */
function startRunner(programId: string, taskId: string): Runner {
  const { config } = api;
  if (config.blobStorage.kind !== 'filesystem') throw new Error('The test api stores on disk');
  const child = spawn(process.execPath, ['--import', 'tsx', RUNNER, programId, taskId], {
    env: {
      PATH: process.env.PATH,
      GCLOUD_PROJECT: config.projectId,
      RUNNER_PROJECT_ID: api.projectId,
      FIRESTORE_EMULATOR_HOST: config.firestoreEmulatorHost ?? '',
      RAINBOW_WEB_URL: config.webUrl,
      RAINBOW_BLOB_DIR: config.blobStorage.dir,
      RAINBOW_BLOB_SIGNING_SECRET: config.blobStorage.signingSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const runner: Runner = { taskId, child, exited: Promise.resolve(null), output: '', ended: false };
  runner.exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      runner.ended = true;
      resolve(code);
    }),
  );
  const keep = (chunk: Buffer) => {
    runner.output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  runners.push(runner);
  return runner;
}

/**
 * The api's queue stands for Cloud Tasks: an IMPORT_CONTENT delivery is handed to a task runner
 * process, which takes the task over (a claim of its own). The api's run only waits for it and
 * then lets go, as a run that lost its task does.
 */
const handedToRunner: TaskWork = {
  type: 'IMPORT_CONTENT',
  async run(task) {
    await startRunner(task.programId, task.id).exited;
    throw new TaskLostError();
  },
};

let manager: TestUser;
let programId: string;
let modelId: string;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const getTask = async (taskId: string): Promise<Task> => {
  const read = await send<{ task: Task }>(
    api,
    'GET',
    `/api/programs/${programId}/tasks/${taskId}`,
    manager.token,
  );
  expect(read.status, read.text).toBe(200);
  return read.body.task;
};

async function finished(taskId: string): Promise<Task> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const task = await getTask(taskId);
    if (['DONE', 'FAILED', 'CANCELLED'].includes(task.status)) return task;
    if (Date.now() > deadline) {
      throw new Error(`Task ${taskId} is still ${task.status}: ${runnerOutput(taskId)}`);
    }
    await wait(100);
  }
}

const newCollect = (title: string) =>
  createCollect(api, manager.token, programId, {
    title,
    model: modelId,
    matched_fields: ['code'],
  });

/** Uploads the file to the collect and starts its import: the task, PENDING. */
async function startImport(collectId: string): Promise<Task> {
  const form = new FormData();
  form.set('file', new Blob([CSV], { type: 'text/csv' }), 'people.csv');
  const uploaded = await call<UploadedFileResponse & ErrorBody>(
    api,
    `/api/collects/${collectId}/upload_to_cloud_storage`,
    { method: 'POST', form, token: manager.token },
  );
  expect(uploaded.status, uploaded.text).toBe(201);
  const started = await send<{ task: Task } & ErrorBody>(
    api,
    'POST',
    `/api/programs/${programId}/collects/${collectId}/import`,
    manager.token,
    { path: uploaded.body.file.path, header_row: 1, template: TEMPLATE },
  );
  expect(started.status, started.text).toBe(202);
  return started.body.task;
}

async function download(url: string | null): Promise<string> {
  expect(url).not.toBeNull();
  const response = await fetch(url ?? '');
  expect(response.status).toBe(200);
  return new TextDecoder().decode(await response.arrayBuffer());
}

/** Every record of the collect: its fields by code, and how many documents bore each code. */
async function collectContent(collectId: string) {
  const read = await recordsCollection(api.db, programId, collectId).get();
  const byCode = new Map<string, unknown>();
  const copies = new Map<string, number>();
  const versions = new Set<unknown>();
  for (const doc of read.docs) {
    versions.add(doc.get('version'));
    const code = String(doc.get('fields.code'));
    byCode.set(code, doc.get('fields'));
    copies.set(code, (copies.get(code) ?? 0) + 1);
  }
  return { size: read.size, byCode, copies, versions };
}

beforeAll(async () => {
  api = await startTestApi('imports-crash', { clock, taskWorks: [handedToRunner] });
  const made = await managedProgram(api, 'Crash program');
  manager = made.manager;
  programId = made.program.id;
  modelId = (await createModel(api, made.admin.token, 'People', FIELDS)).modelId;
});

afterAll(async () => {
  for (const runner of runners) runner.child.kill('SIGKILL');
  await api.close();
});

describe('an import whose task runner is killed mid-way', () => {
  it('resumes from its last chunk and leaves the collect exactly as the file says', async () => {
    // The reference: the same file imported without a crash into another collect.
    const cleanCollect = await newCollect('Clean');
    const clean = await finished((await startImport(cleanCollect))._id);
    expect(clean).toMatchObject({
      status: 'DONE',
      progress: { done: ROWS, total: ROWS },
      counts: { created: EXPECTED.size, updated: 0, unchanged: 0, rejected: REJECTED },
    });

    const crashCollect = await newCollect('Crashed');
    const task = await startImport(crashCollect);
    // Killed once three chunks are committed, while the others are still to come.
    for (;;) {
      const seen = await getTask(task._id);
      expect(seen.status).not.toBe('DONE');
      const gone = runners.find((runner) => runner.taskId === task._id && runner.ended);
      if (gone) throw new Error(`The runner stopped on its own: ${gone.output}`);
      if (seen.progress.done >= 1200) break;
      await wait(20);
    }
    const killed = runners.find((runner) => runner.taskId === task._id);
    killed?.child.kill('SIGKILL');
    expect(await killed?.exited).toBeNull();
    const left = await getTask(task._id);
    expect(left.status, killed?.output).toBe('RUNNING');
    expect(left.progress.done).toBeGreaterThanOrEqual(1200);
    expect(left.progress.done).toBeLessThan(ROWS);
    expect((await collectContent(crashCollect)).size).toBeLessThan(EXPECTED.size);

    // Production's resume: the task has not moved for longer than STALE_AFTER_MS, and the
    // tasks list queues it again; another runner process continues from its cursor.
    skewMs = STALE_AFTER_MS + 60_000;
    const listed = await send(api, 'GET', `/api/programs/${programId}/tasks`, manager.token);
    expect(listed.status, listed.text).toBe(200);
    const resumed = await finished(task._id);
    expect(runners.filter((runner) => runner.taskId === task._id)).toHaveLength(2);
    expect(resumed).toMatchObject({
      status: 'DONE',
      progress: clean.progress,
      counts: clean.counts,
    });

    // The collect against the source: every valid row once, with its values; nothing else.
    const content = await collectContent(crashCollect);
    expect(content.size).toBe(EXPECTED.size);
    expect([...content.copies.values()].every((count) => count === 1)).toBe(true);
    // Written once each: the resumed run did not write the killed run's chunks over again.
    expect(content.versions).toEqual(new Set([1]));
    expect(new Set(content.byCode.keys())).toEqual(new Set(EXPECTED.keys()));
    const different = [...EXPECTED].filter(
      ([code, values]) => !isDeepStrictEqual(content.byCode.get(code), values),
    );
    expect(different.slice(0, 3)).toEqual([]);
    expect(await download(resumed.error_report_url)).toBe(await download(clean.error_report_url));

    // Imported again: the same records are found, and none is written.
    const again = await finished((await startImport(crashCollect))._id);
    expect(again).toMatchObject({
      status: 'DONE',
      counts: { created: 0, updated: 0, unchanged: EXPECTED.size, rejected: REJECTED },
    });
    expect((await collectContent(crashCollect)).size).toBe(EXPECTED.size);
  }, 400_000);
});
