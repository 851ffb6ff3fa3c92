import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsCollection, sheetSourceRef } from '../src/db/collections.js';
import type { UploadedFileResponse } from '../src/shared/contract/import.schema.js';
import type { MatchingTemplateInput } from '../src/shared/contract/matching.schema.js';
import type {
  SheetSourceResponse,
  SheetTabsResponse,
} from '../src/shared/contract/sheet.schema.js';
import type { Task } from '../src/shared/contract/task.schema.js';
import { systemClock } from '../src/core/clock.js';
import { createMemoryLogger } from '../src/core/logger.js';
import { createSheetsClient } from '../src/core/sheets/sheets-client.js';
import { SheetsError } from '../src/core/sheets/sheets-error.js';
import { sheetSyncRunHandler } from '../src/modules/imports/sheet-schedule.js';
import { createStartTask } from '../src/modules/tasks/start-task.js';
import { createTasksRepository } from '../src/modules/tasks/tasks.repository.js';
import { send } from './support/access-fixtures.js';
import { contributorOf, createProgram, managedProgram, managerOf } from './support/people.js';
import { createCollect, createModel } from './support/record-fixtures.js';
import { startFakeSheets } from './support/sheets-emulator.js';
import type { FakeSheets, FakeSpreadsheet } from './support/sheets-emulator.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import type { TestUser } from './support/users.js';

// A collect fed by a Google Sheet, against the fake Sheets server (the local stack's emulated
// Sheets API): tabs, preview, import, a cell changed and synced again (the same record updated),
// a tab that vanishes mid-sync and a sheet not shared (clear messages, nothing written), and who
// may do it.

const FIELDS = [
  {
    label: { en: 'Code', fr: 'Code' },
    variable: 'code',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
    validation_rules: [{ rule: 'REQUIRED' }],
  },
  {
    label: { en: 'Name', fr: 'Nom' },
    variable: 'name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: { en: 'Amount', fr: 'Montant' },
    variable: 'amount',
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  },
] as const;

const TEMPLATE: MatchingTemplateInput = {
  columns: [
    { source: 'Code', variable: 'code', transform: 'TRIM' },
    { source: 'Name', variable: 'name', transform: 'TRIM' },
    { source: 'Amount', variable: 'amount', transform: 'NUMBER_DOT' },
  ],
  key: { type: 'MATCHED_FIELDS' },
  header_row: 2,
};

const SHEET_ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const LINK = `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit#gid=42`;

const rowsOf = (names: readonly string[]) => [
  ['People export, May'],
  ['Code', 'Name', 'Amount'],
  ...names.map((name, index) => [`C${index + 1}`, name, String(10 * (index + 1))]),
];

const spreadsheet = (
  values: string[][],
  extra: Partial<FakeSpreadsheet> = {},
): FakeSpreadsheet => ({
  id: SHEET_ID,
  title: 'People',
  tabs: [
    { sheetId: 0, title: 'Read me', values: [['Notes']] },
    { sheetId: 42, title: 'People list', values },
  ],
  ...extra,
});

let api: TestApi;
let sheets: FakeSheets;
let manager: TestUser;
let outsider: TestUser;
let single: TestUser;
let programId: string;
let collectId: string;

const sourcePath = (suffix = '') =>
  `/api/programs/${programId}/collects/${collectId}/sheet_source${suffix}`;
const SOURCE = { url: LINK, sheet_id: 42, header_row: 2, schedule: 'OFF' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function finished(taskId: string): Promise<Task> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const read = await send<{ task: Task }>(
      api,
      'GET',
      `/api/programs/${programId}/tasks/${taskId}`,
      manager.token,
    );
    expect(read.status, read.text).toBe(200);
    if (['DONE', 'FAILED', 'CANCELLED'].includes(read.body.task.status)) return read.body.task;
    if (Date.now() > deadline) throw new Error(`Task ${taskId} is still ${read.body.task.status}`);
    await sleep(50);
  }
}

async function sync(): Promise<Task> {
  const started = await send<{ task: Task }>(api, 'POST', sourcePath('/sync'), manager.token);
  expect(started.status, started.text).toBe(202);
  return finished(started.body.task._id);
}

async function records() {
  const read = await recordsCollection(api.db, programId, collectId).get();
  return new Map(read.docs.map((doc) => [String(doc.get('fields.code')), doc]));
}

beforeAll(async () => {
  sheets = await startFakeSheets();
  api = await startTestApi('sheets', { env: { SHEETS_API_ROOT: sheets.url } });
  const made = await managedProgram(api, 'Sheets program');
  manager = made.manager;
  programId = made.program.id;
  const other = await createProgram(api, made.admin, 'Another sheets program');
  outsider = await managerOf(api, other.id, 'outsider');
  const { modelId } = await createModel(api, made.admin.token, 'Sheet people', FIELDS);
  collectId = await createCollect(api, manager.token, programId, {
    title: 'Sheet people',
    model: modelId,
    matched_fields: ['code'],
  });
  single = await contributorOf(api, programId, collectId, 'single');
  sheets.put(spreadsheet(rowsOf(['Ada', 'Bram', 'Chloé'])));
});

afterAll(async () => {
  await api.close();
  await sheets.stop();
});

describe('a Google Sheet source', () => {
  it('lists the tabs of a pasted link, the link’s tab chosen; refuses what is not a link', async () => {
    const tabs = await send<SheetTabsResponse>(api, 'POST', sourcePath('/tabs'), manager.token, {
      url: LINK,
    });
    expect(tabs.status, tabs.text).toBe(200);
    expect(tabs.body).toEqual({
      spreadsheet: {
        id: SHEET_ID,
        title: 'People',
        tabs: [
          { sheet_id: 0, title: 'Read me' },
          { sheet_id: 42, title: 'People list' },
        ],
      },
      sheet_id: 42,
    });
    const bad = await send(api, 'POST', sourcePath('/tabs'), manager.token, { url: 'my sheet' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.issues?.[0]?.path).toBe('url');
  });

  it('previews a tab like a file, with the header row chosen', async () => {
    const preview = await send<UploadedFileResponse>(
      api,
      'POST',
      sourcePath('/preview'),
      manager.token,
      SOURCE,
    );
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.file).toMatchObject({ path: 'google-sheet', kind: 'GOOGLE_SHEET' });
    expect(preview.body.preview.headers).toEqual(['Code', 'Name', 'Amount']);
    expect(preview.body.preview.rows[0]).toMatchObject({ number: 3, cells: ['C1', 'Ada', '10'] });
    expect(preview.body.preview.total_rows_estimate).toBe(3);
    expect(preview.body.preview.worksheets).toEqual(['Read me', 'People list']);
  });

  it('saves the source and shows the emulated service account', async () => {
    const saved = await send<SheetSourceResponse>(api, 'PUT', sourcePath(), manager.token, {
      ...SOURCE,
      schedule: 'DAILY',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.source).toMatchObject({
      spreadsheet_id: SHEET_ID,
      tab: 'People list',
      sheet_id: 42,
      header_row: 2,
      schedule: 'DAILY',
      last_sync: null,
    });
    expect(saved.body.service_account).toEqual({ email: sheets.serviceAccount, emulated: true });
    const read = await send<SheetSourceResponse>(api, 'GET', sourcePath(), manager.token);
    expect(read.body.source?.url).toBe(LINK);
  });

  it('imports the sheet through the import call, then a changed cell updates the same record', async () => {
    // The matching screen's calls, with the sheet's path instead of an upload's.
    const filePreview = await send<UploadedFileResponse>(
      api,
      'POST',
      `/api/programs/${programId}/collects/${collectId}/import/preview`,
      manager.token,
      { path: 'google-sheet', header_row: 2 },
    );
    expect(filePreview.status, filePreview.text).toBe(200);
    expect(filePreview.body.preview.headers).toEqual(['Code', 'Name', 'Amount']);
    const started = await send<{ task: Task }>(
      api,
      'POST',
      `/api/programs/${programId}/collects/${collectId}/import`,
      manager.token,
      { path: 'google-sheet', header_row: 2, template: TEMPLATE },
    );
    expect(started.status, started.text).toBe(202);
    const first = await finished(started.body.task._id);
    expect(first).toMatchObject({
      status: 'DONE',
      label: 'People – People list',
      counts: { created: 3, updated: 0, unchanged: 0, rejected: 0 },
      progress: { done: 3, total: 3 },
    });
    const before = await records();
    expect(before.get('C2')?.get('fields.amount')).toBe(20);

    const saved = await send(
      api,
      'PUT',
      `/api/program/${programId}/collects/${collectId}/matching_template`,
      manager.token,
      TEMPLATE,
    );
    expect(saved.status, saved.text).toBe(200);
    sheets.put(spreadsheet(rowsOf(['Ada', 'Bram Stoker', 'Chloé'])));
    const again = await sync();
    expect(again).toMatchObject({
      status: 'DONE',
      counts: { created: 0, updated: 1, unchanged: 2, rejected: 0 },
    });
    const after = await records();
    expect(after.size).toBe(3);
    expect(after.get('C2')?.id).toBe(before.get('C2')?.id);
    expect(after.get('C2')?.get('fields.name')).toBe('Bram Stoker');
    const source = await send<SheetSourceResponse>(api, 'GET', sourcePath(), manager.token);
    expect(source.body.source?.last_sync).toMatchObject({ task_id: again._id, status: 'DONE' });
  });

  it('fails a sync whose tab vanishes mid-read, saying so, with nothing written', async () => {
    // Over one range of rows (5,000), so that the tab is read twice; it is gone for the second.
    const many = Array.from({ length: 5200 }, (_, index) => `Person ${index + 1}`);
    sheets.put(spreadsheet(rowsOf(many), { vanishAfterReads: 1 }));
    const task = await sync();
    expect(task.status).toBe('FAILED');
    expect(task.error).toMatch(/The tab “People list” is no longer in the spreadsheet/);
    expect(task.counts).toEqual({ created: 0, updated: 0, unchanged: 0, rejected: 0 });
    const after = await records();
    expect(after.size).toBe(3);
    expect(after.get('C2')?.get('fields.name')).toBe('Bram Stoker');
  });

  it('says to share the sheet with the service account when Google answers 403', async () => {
    sheets.put(spreadsheet(rowsOf(['Ada']), { unshared: true }));
    const tabs = await send(api, 'POST', sourcePath('/tabs'), manager.token, { url: LINK });
    expect(tabs.status).toBe(400);
    expect(tabs.body.error.message).toContain(`add ${sheets.serviceAccount} as a Viewer`);
    const french = await send(api, 'POST', `${sourcePath('/tabs')}?lang=fr`, manager.token, {
      url: LINK,
    });
    expect(french.body.error.message).toContain('cliquez sur Partager');
    const task = await sync();
    expect(task.status).toBe('FAILED');
    expect(task.error).toContain(sheets.serviceAccount);
    expect((await records()).size).toBe(3);
  });

  it('answers 404 naming the link for a spreadsheet that does not exist', async () => {
    const tabs = await send(api, 'POST', sourcePath('/tabs'), manager.token, {
      url: 'https://docs.google.com/spreadsheets/d/1ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ/edit',
    });
    expect(tabs.status).toBe(404);
    expect(tabs.body.error.details?.issues?.[0]?.path).toBe('url');
  });

  it('lets only those who import use it: outsiders and single contributors get 403', async () => {
    for (const user of [outsider, single]) {
      expect((await send(api, 'GET', sourcePath(), user.token)).status).toBe(403);
      expect((await send(api, 'PUT', sourcePath(), user.token, SOURCE)).status).toBe(403);
      expect((await send(api, 'POST', sourcePath('/sync'), user.token)).status).toBe(403);
    }
    expect((await send(api, 'GET', sourcePath())).status).toBe(401);
  });

  it('syncs on its schedule once per slot, however many scheduler runs overlap', async () => {
    sheets.put(spreadsheet(rowsOf(['Ada', 'Bram Stoker', 'Chloé', 'Dara'])));
    const logger = createMemoryLogger();
    const startTask = createStartTask({
      tasks: createTasksRepository(api.db),
      queue: api.queue,
      blobs: api.blobs,
      clock: systemClock,
      logger,
    });
    const run = sheetSyncRunHandler({
      db: api.db,
      sheets: createSheetsClient({ rootUrl: sheets.url }),
      startTask,
      clock: systemClock,
      logger,
    });
    const started = await Promise.all([run(), run(), run()]);
    expect(started.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await run()).toBe(0);
    const source = await send<SheetSourceResponse>(api, 'GET', sourcePath(), manager.token);
    const task = await finished(source.body.source?.last_sync?.task_id ?? '');
    expect(task).toMatchObject({
      status: 'DONE',
      counts: { created: 1, updated: 0, unchanged: 3, rejected: 0 },
    });
  });
});

describe('the Sheets client', () => {
  it('waits and retries when Google answers 429, then says the quota is reached', async () => {
    const waits: number[] = [];
    const client = createSheetsClient({
      rootUrl: sheets.url,
      backoffMs: [5, 10],
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    sheets.put({ ...spreadsheet(rowsOf(['Ada'])), id: 'busy-sheet', quotaFailures: 2 });
    expect(await client.values('busy-sheet', "'People list'!2:3")).toEqual([
      ['Code', 'Name', 'Amount'],
      ['C1', 'Ada', '10'],
    ]);
    expect(waits).toEqual([5, 10]);
    sheets.put({ ...spreadsheet(rowsOf(['Ada'])), id: 'busy-sheet', quotaFailures: 3 });
    await expect(client.values('busy-sheet', "'People list'!2:3")).rejects.toEqual(
      new SheetsError({ kind: 'QUOTA' }),
    );
  });
});

describe('a deleted collect', () => {
  it('takes its sheet source with it, so no schedule syncs it again', async () => {
    expect((await sheetSourceRef(api.db, programId, collectId).get()).exists).toBe(true);
    const removed = await send(api, 'DELETE', `/api/collects/${collectId}`, manager.token);
    expect(removed.status, removed.text).toBe(200);
    expect((await sheetSourceRef(api.db, programId, collectId).get()).exists).toBe(false);
  });
});
