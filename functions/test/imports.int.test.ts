import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesCollection, collectRef, recordsCollection } from '../src/db/collections.js';
import { createImportWork } from '../src/modules/imports/import.work.js';
import { IMPORT_CHUNK_ROWS, importedRecordId } from '../src/modules/imports/import-input.js';
import type { ImportTaskInputData } from '../src/modules/imports/import-input.js';
import { createImportsRepository } from '../src/modules/imports/imports.repository.js';
import type { ImportCollect } from '../src/modules/imports/imports.repository.js';
import type { Rejection, TaskIo, TaskRun } from '../src/modules/tasks/task-work.js';
import { createUsersRepository } from '../src/modules/users/users.repository.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type {
  MatchingPreviewResponse,
  UploadedFileResponse,
} from '../src/shared/contract/import.schema.js';
import type {
  MatchingTemplateInput,
  MatchingTemplateResponse,
  ProposedTemplateResponse,
} from '../src/shared/contract/matching.schema.js';
import type { Task } from '../src/shared/contract/task.schema.js';
import { reachOf } from '../src/shared/permissions/record-reach.js';
import { addRule, send } from './support/access-fixtures.js';
import { call } from './support/http.js';
import { IMPORT_FIELDS as FIELDS, IMPORT_TEMPLATE } from './support/import-fixtures.js';
import { contributorOf, createProgram, managedProgram, managerOf } from './support/people.js';
import { createCollect, createModel } from './support/record-fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import {
  LONG_TEXT_FIELDS,
  LONG_TEXT_VARIABLES,
  longText,
  weighedBatch,
} from './support/long-texts.js';
import { signedIn } from './support/users.js';
import type { TestUser } from './support/users.js';

// CSV and XLSX imports end to end: uploads and their previews, matching templates, and the
// IMPORT_CONTENT task run by the api's queue, as a manager, a bulk contributor within WRITE
// rules and those refused see them; then the task's work run directly with an io that dies
// after a chunk, resumed, against a clean run.

const TEMPLATE: MatchingTemplateInput = {
  ...IMPORT_TEMPLATE,
  columns: [
    ...IMPORT_TEMPLATE.columns,
    { source: 'Commentaire', variable: null, transform: 'AUTO' },
  ],
};

const HEADER = 'Code;Nom;Montant;Région;Étiquettes;Actif;Date;Commentaire';
const csvOf = (lines: readonly string[]) => `\ufeff${[HEADER, ...lines].join('\r\n')}\r\n`;

const GOOD = [
  'A1;Ann;12,5;Nord;"Rouge; Bleu";oui;31/12/2024;x',
  'A2;Bob;1 234,5;Sud;;non;01/02/2025;',
  'A3;Cleo;;nord;bleu;1;;',
];
const BAD = [
  'A4;Dan;douze;Nord;;oui;;',
  'A5;;3;Nord;;oui;;',
  'A6;Eve;3;Ouest;;oui;;',
  'A7;Fay;3;Nord;;oui;32/01/2025;',
  'A1;Ann again;1;Nord;;oui;;',
];

let api: TestApi;
let admin: TestUser;
let manager: TestUser;
let otherManager: TestUser;
let single: TestUser;
let bulk: TestUser;
let programId: string;
let collectId: string;
let modelId: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function upload(
  collect: string,
  token: string | undefined,
  file: { name: string; bytes: Uint8Array | string; type?: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('file', new Blob([file.bytes], { type: file.type ?? 'text/csv' }), file.name);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return call<UploadedFileResponse & ErrorBody>(
    api,
    `/api/collects/${collect}/upload_to_cloud_storage`,
    { method: 'POST', form, ...(token ? { token } : {}) },
  );
}

const templatePath = (collect = collectId, program = programId) =>
  `/api/program/${program}/collects/${collect}/matching_template`;
const importPath = (collect = collectId, program = programId) =>
  `/api/programs/${program}/collects/${collect}/import`;

async function uploaded(text: string, token = manager.token, collect = collectId) {
  const made = await upload(collect, token, { name: 'people.csv', bytes: text });
  expect(made.status, made.text).toBe(201);
  return made.body;
}

async function finished(taskId: string, token = manager.token): Promise<Task> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const read = await send<{ task: Task }>(
      api,
      'GET',
      `/api/programs/${programId}/tasks/${taskId}`,
      token,
    );
    expect(read.status, read.text).toBe(200);
    if (['DONE', 'FAILED', 'CANCELLED'].includes(read.body.task.status)) return read.body.task;
    if (Date.now() > deadline) throw new Error(`Task ${taskId} is still ${read.body.task.status}`);
    await sleep(50);
  }
}

async function importFile(
  text: string,
  token = manager.token,
  template: MatchingTemplateInput | undefined = TEMPLATE,
  collect = collectId,
) {
  const { file } = await uploaded(text, token, collect);
  const started = await send<{ task: Task } & ErrorBody>(api, 'POST', importPath(collect), token, {
    path: file.path,
    header_row: 1,
    ...(template ? { template } : {}),
  });
  expect(started.status, started.text).toBe(202);
  expect(started.body.task).toMatchObject({
    type: 'IMPORT_CONTENT',
    status: 'PENDING',
    label: 'people.csv',
  });
  return finished(started.body.task._id, token);
}

async function recordsByCode(collect = collectId) {
  const read = await recordsCollection(api.db, programId, collect).get();
  return new Map(read.docs.map((doc) => [String(doc.get('fields.code')), doc]));
}

async function reportOf(task: Task): Promise<string> {
  expect(task.error_report_url).not.toBeNull();
  const response = await fetch(task.error_report_url ?? '');
  return new TextDecoder().decode(await response.arrayBuffer());
}

beforeAll(async () => {
  api = await startTestApi('imports');
  const made = await managedProgram(api, 'Imports program');
  ({ admin, manager } = made);
  programId = made.program.id;
  const other = await createProgram(api, admin, 'Another imports program');
  otherManager = await managerOf(api, other.id, 'other-manager');
  modelId = (await createModel(api, admin.token, 'People', FIELDS)).modelId;
  collectId = await createCollect(api, manager.token, programId, {
    title: 'People',
    title_fr: 'Personnes',
    model: modelId,
    matched_fields: ['code'],
  });
  single = await contributorOf(api, programId, collectId, 'single');
  bulk = await signedIn(
    await api.factory.makeMember(programId, {
      label: 'bulk',
      role: 'COLLECT_BULK_CONTRIBUTOR',
      collectId,
    }),
  );
  await addRule(api, manager.token, collectId, {
    subject: { user_id: bulk.uid },
    permission: 'WRITE',
    condition: { field: 'region', operator: 'IN', values: ['north'] },
  });
});

afterAll(async () => {
  await api.close();
});

describe('uploads', () => {
  it('stores a CSV under the collect and previews it: BOM, `;`, header, first rows, size', async () => {
    const made = await upload(collectId, manager.token, {
      name: 'Bénéficiaires 2024.csv',
      bytes: csvOf(GOOD),
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.file).toMatchObject({ name: 'Beneficiaires-2024.csv', kind: 'CSV' });
    expect(made.body.file.path).toMatch(new RegExp(`^collects/${collectId}/imports/`));
    expect(made.body.preview).toMatchObject({
      headers: HEADER.split(';'),
      delimiter: ';',
      encoding: 'utf-8-bom',
      header_row: 1,
      total_rows_estimate: 3,
      worksheets: null,
    });
    expect(made.body.preview.rows[0]).toEqual({
      number: 2,
      cells: ['A1', 'Ann', '12,5', 'Nord', 'Rouge; Bleu', 'oui', '31/12/2024', 'x'],
      problem: null,
    });
  });

  it('answers per role: administrators, managers and bulk contributors; others are refused', async () => {
    const file = { name: 'p.csv', bytes: csvOf(GOOD) };
    expect((await upload(collectId, admin.token, file)).status).toBe(201);
    expect((await upload(collectId, bulk.token, file)).status).toBe(201);
    expect((await upload(collectId, single.token, file)).status).toBe(403);
    expect((await upload(collectId, otherManager.token, file)).status).toBe(403);
    expect((await upload(collectId, undefined, file)).status).toBe(401);
    expect((await upload('no-such-collect', manager.token, file)).status).toBe(404);
  });

  it('says what a file is not: binary named .csv, text named .xlsx, .xls, empty, too many rows, too large', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const binary = await upload(collectId, manager.token, { name: 'photo.csv', bytes: png });
    expect(binary.status).toBe(415);
    expect(binary.body.error.message).toMatch(/not text/);
    const text = await upload(collectId, manager.token, { name: 'sheet.xlsx', bytes: 'a,b\n' });
    expect(text.status).toBe(415);
    expect(text.body.error.message).toMatch(/not an Excel workbook/);
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(
      (await upload(collectId, manager.token, { name: 'old.xls', bytes: xls })).body.error.message,
    ).toMatch(/Excel 97/);
    const empty = await upload(collectId, manager.token, { name: 'empty.csv', bytes: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('file: The file is empty');
    const many = await upload(collectId, manager.token, {
      name: 'many.csv',
      bytes: `n\n${'1\n'.repeat(200_001)}`,
    });
    expect(many.status).toBe(413);
    expect(many.body.error.message).toMatch(/more than 200,000 rows/);
    const huge = await upload(collectId, manager.token, {
      name: 'huge.csv',
      bytes: new Uint8Array(31 * 1024 * 1024).fill(65),
    });
    expect(huge.status).toBe(413);
  });

  it('reads the file again with another header row, and says when that row is blank', async () => {
    const { file } = await uploaded(`Report\n\n${csvOf(GOOD).slice(1)}`);
    const again = await send<UploadedFileResponse & ErrorBody>(
      api,
      'POST',
      `${importPath()}/preview`,
      manager.token,
      {
        path: file.path,
        header_row: 3,
      },
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body.preview.headers[0]).toBe('Code');
    expect(again.body.preview.total_rows_estimate).toBe(3);
    const blank = await send<ErrorBody>(
      api,
      'POST',
      `${importPath()}/preview?lang=fr`,
      manager.token,
      {
        path: file.path,
        header_row: 2,
      },
    );
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(/La ligne 2 est vide/);
    const elsewhere = await send<ErrorBody>(api, 'POST', `${importPath()}/preview`, manager.token, {
      path: `collects/other/imports/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}/x.csv`,
    });
    expect(elsewhere.status).toBe(400);
  });
});

describe('matching templates', () => {
  it('is null until saved, then answers what was saved; per role', async () => {
    const before = await send<MatchingTemplateResponse>(api, 'GET', templatePath(), manager.token);
    expect(before.status, before.text).toBe(200);
    expect(before.body.template).toBeNull();
    const saved = await send<MatchingTemplateResponse>(
      api,
      'PUT',
      templatePath(),
      manager.token,
      TEMPLATE,
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.template).toMatchObject({ ...TEMPLATE, updated_by: { _id: manager.uid } });
    const read = await send<MatchingTemplateResponse>(api, 'GET', templatePath(), bulk.token);
    expect(read.body.template?.columns).toEqual(TEMPLATE.columns);
    expect((await send(api, 'GET', templatePath(), single.token)).status).toBe(403);
    expect((await send(api, 'GET', templatePath(), otherManager.token)).status).toBe(403);
    expect(
      (await send(api, 'GET', templatePath(collectId, 'other-program'), admin.token)).status,
    ).toBe(404);
    expect((await send(api, 'PUT', templatePath(), single.token, TEMPLATE)).status).toBe(403);
  });

  it('refuses a variable that is not a field, and a column listed twice', async () => {
    const unknown = await send<ErrorBody>(api, 'PUT', templatePath(), manager.token, {
      columns: [{ source: 'X', variable: 'nope', transform: 'AUTO' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details?.issues?.[0]?.path).toBe('columns.0.variable');
    const twice = await send<ErrorBody>(api, 'PUT', templatePath(), manager.token, {
      columns: [
        { source: 'X', variable: 'name' },
        { source: 'Y', variable: 'name' },
      ],
    });
    expect(twice.status).toBe(400);
  });

  it('proposes a template from the headers and the first rows', async () => {
    const proposed = await send<ProposedTemplateResponse>(
      api,
      'POST',
      `${templatePath()}/propose`,
      manager.token,
      {
        headers: HEADER.split(';'),
        rows: GOOD.map((line) => line.split(';')),
      },
    );
    expect(proposed.status, proposed.text).toBe(200);
    expect(proposed.body.template.key).toEqual({ type: 'MATCHED_FIELDS' });
    expect(
      proposed.body.template.columns.map((column) => [column.variable, column.transform]),
    ).toEqual([
      ['code', 'TRIM'],
      ['name', 'TRIM'],
      ['amount', 'NUMBER_COMMA'],
      ['region', 'OPTION_LABEL'],
      ['tags', 'OPTION_LABEL'],
      ['active', 'BOOLEAN'],
      // 'Date' is not the field's name in either language.
      [null, 'AUTO'],
      [null, 'AUTO'],
    ]);
  });

  it('previews rows through the template: each cell’s value or error, in the caller’s language', async () => {
    const { file } = await uploaded(csvOf([...GOOD, ...BAD.slice(0, 3)]));
    const preview = await send<MatchingPreviewResponse & ErrorBody>(
      api,
      'POST',
      `${templatePath()}/preview?lang=fr`,
      manager.token,
      { path: file.path, template: TEMPLATE },
    );
    expect(preview.status, preview.text).toBe(200);
    const [first, , , dan, noName, west] = preview.body.rows;
    expect(first?.valid).toBe(true);
    expect(first?.cells.map((cell) => cell.value)).toEqual([
      'A1',
      'Ann',
      12.5,
      'north',
      ['red', 'blue'],
      true,
      '2024-12-31',
    ]);
    expect(dan?.valid).toBe(false);
    expect(dan?.cells[2]?.error).toBe('Montant : pas un nombre écrit comme 1 234,5');
    expect(noName?.cells[1]?.error).toBe('Nom : Nom est obligatoire');
    expect(west?.cells[3]?.error).toMatch(/« Ouest » n’est pas une des options/);
    expect(preview.body.problems).toEqual([]);
    const noKey = await send<MatchingPreviewResponse>(
      api,
      'POST',
      `${templatePath()}/preview`,
      manager.token,
      {
        path: file.path,
        template: { columns: TEMPLATE.columns.slice(1), key: { type: 'MATCHED_FIELDS' } },
      },
    );
    expect(noKey.body.problems).toEqual([
      'The key field Code is filled by no column',
      'Code is required and no column fills it',
    ]);
  });
});

describe('imports', () => {
  it('creates valid rows, rejects the others with their row and column, and logs one entry', async () => {
    const task = await importFile(csvOf([...GOOD, ...BAD]));
    expect(task).toMatchObject({
      status: 'DONE',
      progress: { done: 8, total: 8 },
      counts: { created: 3, updated: 0, unchanged: 0, rejected: 5 },
    });
    const records = await recordsByCode();
    expect([...records.keys()].sort()).toEqual(['A1', 'A2', 'A3']);
    expect(records.get('A1')?.get('fields')).toEqual({
      code: 'A1',
      name: 'Ann',
      amount: 12.5,
      region: 'north',
      tags: ['red', 'blue'],
      active: true,
      visited: '2024-12-31',
    });
    expect(records.get('A1')?.get('source_key')).toBe('["A1"]');
    expect(records.get('A2')?.get('fields.amount')).toBe(1234.5);
    const report = await reportOf(task);
    expect(report).toContain('Montant: not a number written like 1 234,5');
    expect(report).toContain('Nom: Name is required');
    expect(report).toContain('“Ouest” is not one of the field');
    expect(report).toContain('Date: not a date written DD/MM/YYYY');
    expect(report).toContain('The key “[""A1""]” is already the key of row 2');
    for (const row of ['5', '6', '7', '8', '9'])
      expect(report).toMatch(new RegExp(`^"?${row}"?,`, 'm'));
    const log = await activitiesCollection(api.db, programId)
      .where('action', '==', 'RECORDS_IMPORTED')
      .get();
    expect(log.docs).toHaveLength(1);
    expect(log.docs[0]?.get('details')).toMatchObject({
      created: 3,
      rejected: 5,
      file: 'people.csv',
    });
  });

  it('imports the same file again: nothing created, every row unchanged; a changed row is updated', async () => {
    const before = await recordsByCode();
    const again = await importFile(csvOf(GOOD));
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 3, rejected: 0 });
    const after = await recordsByCode();
    expect(
      after
        .get('A1')
        ?.updateTime?.isEqual(before.get('A1')?.updateTime ?? after.get('A1')!.updateTime!),
    ).toBe(true);
    const changed = await importFile(
      csvOf([GOOD[0] ?? '', 'A2;Bob;99;Sud;;non;01/02/2025;']),
      manager.token,
      undefined,
    );
    expect(changed.counts).toEqual({ created: 0, updated: 1, unchanged: 1, rejected: 0 });
    const updated = (await recordsByCode()).get('A2');
    expect(updated?.get('fields.amount')).toBe(99);
    expect(updated?.get('version')).toBe(2);
  });

  it('updates a record made by the form when its matched fields hold the row’s key', async () => {
    const made = await send<{ record: { _id: string } }>(
      api,
      'POST',
      `/api/programs/${programId}/collects/${collectId}/new_record`,
      manager.token,
      { fields: { code: 'F1', name: 'Typed in', amount: 1 } },
    );
    expect(made.status, made.text).toBe(201);
    const task = await importFile(csvOf(['F1;Typed in;2;Nord;;oui;;']));
    expect(task.counts).toEqual({ created: 0, updated: 1, unchanged: 0, rejected: 0 });
    const records = await recordsByCode();
    expect(records.get('F1')?.id).toBe(made.body.record._id);
    expect(records.get('F1')?.get('fields.amount')).toBe(2);
    const again = await importFile(csvOf(['F1;Typed in;2;Nord;;oui;;']));
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 1, rejected: 0 });
  });

  it('keeps a bulk contributor within their WRITE rules, naming the column of the condition', async () => {
    const task = await importFile(
      csvOf(['B1;Gil;1;Nord;;oui;;', 'B2;Hal;1;Sud;;oui;;', 'A2;Bob;5;Sud;;non;;']),
      bulk.token,
    );
    expect(task.counts).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 2 });
    const report = await reportOf(task);
    expect(report).toContain(
      'Région: your access rules do not let you write a record with this value',
    );
    expect(report).toContain('your access rules do not let you see or change');
    expect((await recordsByCode()).get('A2')?.get('fields.amount')).toBe(99);
  });

  it('commits chunk after chunk whole while the next is decided, each record in its access class', async () => {
    // Two and a half chunks; the later ones hold regions no record had yet, so each registers
    // a new access class on the collect while the next chunk was decided against the collect
    // as it stood before: that chunk's commit is conditioned on the collect as it is then,
    // never written with a stale class.
    const regions = ['Nord', 'Sud', 'Nord'];
    const total = IMPORT_CHUNK_ROWS * 2.5;
    const rows = Array.from({ length: total }, (_, index) => {
      const region = regions[Math.floor(index / IMPORT_CHUNK_ROWS)] ?? 'Nord';
      return `P${index};Person ${index};${index};${region};;oui;;`;
    });
    const task = await importFile(csvOf(rows));
    expect(task).toMatchObject({
      status: 'DONE',
      progress: { done: total, total },
      counts: { created: total, updated: 0, unchanged: 0, rejected: 0 },
    });
    const records = [...(await recordsByCode()).entries()].filter(([code]) => code.startsWith('P'));
    expect(records).toHaveLength(total);
    const collect = await collectRef(api.db, programId, collectId).get();
    const classes = (collect.get('access_classes') ?? {}) as Record<string, string[]>;
    for (const [, record] of records) {
      const name = String(record.get('acl_class'));
      expect(classes[name]).toEqual(record.get('acl'));
    }
    const byRegion = new Set(records.map(([, record]) => String(record.get('fields.region'))));
    expect([...byRegion].sort()).toEqual(['north', 'south']);
  });

  it('refuses to start without a key, above the row limit, or for those who may not import', async () => {
    const { file } = await uploaded(csvOf(GOOD));
    const noKey = await send<ErrorBody>(api, 'POST', importPath(), manager.token, {
      path: file.path,
      template: { ...TEMPLATE, key: null },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.details?.issues?.[0]?.path).toBe('template.key');
    expect((await send(api, 'POST', importPath(), single.token, { path: file.path })).status).toBe(
      403,
    );
    expect(
      (await send(api, 'POST', importPath(), otherManager.token, { path: file.path })).status,
    ).toBe(403);
    expect(
      (
        await send(api, 'POST', importPath(collectId, 'elsewhere'), admin.token, {
          path: file.path,
        })
      ).status,
    ).toBe(404);
    expect((await send(api, 'POST', importPath(), undefined, { path: file.path })).status).toBe(
      401,
    );
  });

  it('imports an XLSX sheet: formulas as their cached values, date cells as dates', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Data');
    sheet.addRow(['Code', 'Nom', 'Montant', 'Date']);
    sheet.addRow(['X1', 'Ivy', { formula: '2*3', result: 6 }, new Date(Date.UTC(2025, 4, 6))]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const made = await upload(collectId, manager.token, {
      name: 'book.xlsx',
      bytes,
      type: 'application/octet-stream',
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.preview).toMatchObject({
      worksheets: ['Data'],
      worksheet: 'Data',
      delimiter: null,
    });
    const started = await send<{ task: Task }>(api, 'POST', importPath(), manager.token, {
      path: made.body.file.path,
      template: {
        columns: [
          { source: 'Code', variable: 'code' },
          { source: 'Nom', variable: 'name' },
          { source: 'Montant', variable: 'amount', transform: 'NUMBER_DOT' },
          { source: 'Date', variable: 'visited', transform: 'DATE_DMY' },
        ],
        key: { type: 'COLUMN', source: 'Code' },
      },
    });
    expect(started.status, started.text).toBe(202);
    const task = await finished(started.body.task._id);
    expect(task.counts.created).toBe(1);
    expect((await recordsByCode()).get('X1')?.get('fields')).toMatchObject({
      amount: 6,
      visited: '2025-05-06',
    });
  });
});

describe('every call × role', () => {
  it('lets administrators, managers and bulk contributors in, and no one else', async () => {
    const { file } = await uploaded(csvOf(GOOD));
    const reading = { path: file.path, header_row: 1 };
    const calls: [string, string, string, unknown][] = [
      ['file preview', 'POST', `${importPath()}/preview`, reading],
      ['get template', 'GET', templatePath(), undefined],
      ['save template', 'PUT', templatePath(), TEMPLATE],
      ['propose', 'POST', `${templatePath()}/propose`, { headers: HEADER.split(';') }],
      ['preview', 'POST', `${templatePath()}/preview`, { ...reading, template: TEMPLATE }],
      ['import', 'POST', importPath(), { ...reading, template: TEMPLATE }],
    ];
    const who: [string, string | undefined, number[]][] = [
      ['admin', admin.token, [200, 202]],
      ['manager', manager.token, [200, 202]],
      ['bulk contributor', bulk.token, [200, 202]],
      ['single contributor', single.token, [403]],
      ['other program’s manager', otherManager.token, [403]],
      ['no token', undefined, [401]],
    ];
    const answers: string[] = [];
    for (const [call, method, path, body] of calls) {
      for (const [person, token, expected] of who) {
        const answer = await send(api, method, path, token, body);
        if (!expected.includes(answer.status))
          answers.push(`${call} by ${person}: ${answer.status}`);
      }
    }
    expect(answers).toEqual([]);
    // Started imports run to their end before the next test reads the collect.
    const listed = await send<{ tasks: Task[] }>(
      api,
      'GET',
      `/api/programs/${programId}/tasks`,
      manager.token,
    );
    for (const task of listed.body.tasks) await finished(task._id);
  });
});

/** The IMPORT_CONTENT work run directly, as the task runner runs it, without the queue. */
function directImportWork(repository = createImportsRepository(api.db)) {
  const users = createUsersRepository(api.db);
  return createImportWork({
    repository,
    blobs: api.blobs,
    reach: (subject, collect) => Promise.resolve(reachOf(subject, collect, null)),
    findUser: (uid) => users.findById(uid),
  });
}

/** A task of the manager's importing `text` (uploaded now) into `collect` with `template`. */
async function importRun(
  collect: string,
  text: string,
  template: MatchingTemplateInput,
  task: { readonly id: string; readonly totalRows: number; readonly cursor: unknown },
): Promise<TaskRun> {
  const { file } = await uploaded(text, manager.token, collect);
  const input: ImportTaskInputData = {
    path: file.path,
    name: file.name,
    kind: 'CSV',
    header_row: 1,
    worksheet: null,
    template,
    locale: 'en',
    total_rows: task.totalRows,
  };
  return {
    id: task.id,
    programId,
    collectId: collect,
    type: 'IMPORT_CONTENT',
    input,
    cursor: task.cursor,
    createdBy: { _id: manager.uid, name: manager.email, email: manager.email },
  };
}

describe('a resumed import', () => {
  /**
   * An io committing as the runner does; it dies before chunk `dieAt` (1-based) when set, and
   * calls `beforeCommit` before each commit it tries (with the number of those committed).
   */
  function testIo(dieAt?: number, beforeCommit?: (committed: number) => Promise<void>) {
    const state = {
      cursor: null as unknown,
      chunks: 0,
      counts: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
      rejections: [] as Rejection[],
      done: 0,
    };
    const io: TaskIo = {
      async commit(write, progress) {
        if (dieAt !== undefined && state.chunks + 1 === dieAt) throw new Error('the function died');
        await beforeCommit?.(state.chunks);
        const batch = api.db.batch();
        write(batch);
        await batch.commit();
        state.chunks += 1;
        state.cursor = progress.cursor;
        state.done += progress.done;
        for (const [key, value] of Object.entries(progress.counts ?? {})) {
          state.counts[key as keyof typeof state.counts] += value;
        }
        state.rejections.push(...(progress.rejections ?? []));
      },
      produced: async () => undefined,
      now: () => new Date(),
    };
    return { io, state };
  }

  it('ends equal to a clean run: same records, counts and rejections', async () => {
    // Two and a half chunks: the run dies before its second.
    const total = IMPORT_CHUNK_ROWS * 2.5;
    const lines = Array.from({ length: total }, (_, index) =>
      index % 97 === 0
        ? `R${index};;1;Nord;;oui;;`
        : `R${index};P${index};${index},5;Nord;Rouge;oui;;`,
    );
    const text = csvOf(lines);
    const collects = await Promise.all(
      ['Clean', 'Crashed'].map((title) =>
        createCollect(api, manager.token, programId, {
          title,
          model: modelId,
          matched_fields: ['code'],
        }),
      ),
    );
    const work = directImportWork();
    const runOf = (collect: string, cursor: unknown) =>
      importRun(collect, text, TEMPLATE, { id: `task-${collect}`, totalRows: total, cursor });
    const [clean, crashed] = collects as [string, string];

    const cleanIo = testIo();
    await work.run(await runOf(clean, null), cleanIo.io);

    const first = testIo(2);
    const crashedRun = await runOf(crashed, null);
    await expect(work.run(crashedRun, first.io)).rejects.toThrow('the function died');
    expect(first.state.chunks).toBe(1);
    const resumed = testIo();
    await work.run({ ...crashedRun, cursor: first.state.cursor }, resumed.io);

    expect(first.state.counts.created + resumed.state.counts.created).toBe(
      cleanIo.state.counts.created,
    );
    expect(resumed.state.counts.unchanged).toBe(0);
    expect([...first.state.rejections, ...resumed.state.rejections]).toEqual(
      cleanIo.state.rejections,
    );
    expect(first.state.done + resumed.state.done).toBe(total);
    const fieldsOf = async (collect: string) =>
      new Map(
        [...(await recordsByCode(collect))].map(([code, doc]) => [
          code,
          doc.get('fields') as unknown,
        ]),
      );
    const [cleanRecords, crashedRecords] = await Promise.all([fieldsOf(clean), fieldsOf(crashed)]);
    // Every 97th row has no name.
    expect(cleanRecords.size).toBe(total - Math.ceil(total / 97));
    expect(crashedRecords).toEqual(cleanRecords);
    // A run resumed after its last chunk has nothing left to do.
    const late = testIo();
    await work.run({ ...crashedRun, cursor: resumed.state.cursor }, late.io);
    expect(late.state.chunks).toBe(0);
  });
  it('creates a new collect’s rows unread, and reads them again when a record appears meanwhile', async () => {
    // Keyed by a column into an empty collect, rows are created without reading their ids
    // first; a record created meanwhile under one of those ids refuses the chunk's create, and
    // the chunk is read and decided again: that row updates the record, none is duplicated.
    const total = IMPORT_CHUNK_ROWS * 2 + 10;
    const lines = Array.from({ length: total }, (_, index) => `K${index};P${index};1;Nord;;oui;;`);
    const collect = await createCollect(api, manager.token, programId, {
      title: 'Created meanwhile',
      model: modelId,
      matched_fields: ['code'],
    });
    const byColumn: MatchingTemplateInput = {
      ...TEMPLATE,
      key: { type: 'COLUMN', source: 'Code' },
    };
    const run = await importRun(collect, csvOf(lines), byColumn, {
      id: `task-${collect}`,
      totalRows: total,
      cursor: null,
    });
    let attempts = 0;
    const { io, state } = testIo(undefined, async (committed) => {
      attempts += 1;
      if (attempts !== 1 || committed !== 0) return;
      const id = importedRecordId(collect, 'K5');
      await recordsCollection(api.db, programId, collect)
        .doc(id)
        .create({ fields: { code: 'K5', name: 'Someone else' }, acl: [], version: 1 });
    });
    // The ids each chunk reads before deciding.
    const repository = createImportsRepository(api.db);
    const reads: number[] = [];
    const counting = {
      ...repository,
      existing: (of: ImportCollect, ids: readonly string[]) => {
        reads.push(ids.length);
        return repository.existing(of, ids);
      },
    };
    await directImportWork(counting).run(run, io);
    expect(attempts).toBeGreaterThan(state.chunks);
    // Read only once refused: the first chunk again, and the chunks after it.
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThan(attempts);
    expect(reads[0]).toBe(IMPORT_CHUNK_ROWS);
    expect(state.counts).toEqual({ created: total - 1, updated: 1, unchanged: 0, rejected: 0 });
    const records = await recordsByCode(collect);
    expect(records.size).toBe(total);
    expect(records.get('K5')?.get('fields.name')).toBe('P5');
  });

  it('fails on a file that breaks after some chunks, those committed whole and nothing after', async () => {
    // The rows are read while the chunks before are committed: the reading stopping on the
    // file's fault must leave the committed chunks whole, start no other, and say why. (The
    // parser reads ahead, so the fault surfaces a little before the reading reaches it.)
    const good = IMPORT_CHUNK_ROWS * 3 + 500;
    const lines = Array.from({ length: good }, (_, index) => `Q${index};P${index};1;Nord;;oui;;`);
    const collect = await createCollect(api, manager.token, programId, {
      title: 'Broken file',
      model: modelId,
      matched_fields: ['code'],
    });
    const run = await importRun(collect, csvOf(lines), TEMPLATE, {
      id: `task-${collect}`,
      totalRows: good + 1,
      cursor: null,
    });
    // The upload refuses such a file: it breaks in storage after it was checked.
    const broken = csvOf([...lines, 'Q-last;"Person whose quote is never closed;1;Nord;;oui;;']);
    const { path } = run.input as { path: string };
    await api.blobs.put(path, new TextEncoder().encode(broken), 'text/csv');
    const { io, state } = testIo();
    const failed = await directImportWork()
      .run(run, io)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failed).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(String((failed as Error).message)).toMatch(/quote/i);
    expect(state.chunks).toBeGreaterThanOrEqual(1);
    expect(state.cursor).toMatchObject({ row: state.done + 1, finished: false });
    const committed = state.chunks;
    expect((await recordsByCode(collect)).size).toBe(state.done);
    await sleep(300);
    expect(state.chunks).toBe(committed);
    expect((await recordsByCode(collect)).size).toBe(state.done);
  });
});

describe('an import that leaves long values unmapped', () => {
  /** An io committing as the runner does, weighing what each commit writes (as JSON). */
  function weighingIo() {
    const commits: { rows: number; bytes: number }[] = [];
    const io: TaskIo = {
      async commit(write, progress) {
        const { batch, bytes } = weighedBatch(api.db);
        write(batch);
        await batch.commit();
        commits.push({ rows: progress.done, bytes: bytes() });
      },
      produced: async () => undefined,
      now: () => new Date(),
    };
    return { io, commits };
  }

  it('commits its updates in parts under Firestore’s 10 MiB, keeping the values it does not map', async () => {
    // Three long texts per record, written by a first import that maps them; the second maps
    // only the code and the name: each of its updates carries the texts, which its rows'
    // estimate (their mapped values) does not see. Written in one commit, they are about 12 MB.
    const notes = LONG_TEXT_VARIABLES;
    const model = (
      await createModel(api, admin.token, 'Long notes', [...FIELDS, ...LONG_TEXT_FIELDS])
    ).modelId;
    const collect = await createCollect(api, manager.token, programId, {
      title: 'Long notes',
      model,
      matched_fields: ['code'],
    });
    const total = 400;
    const header = ['Code', 'Nom', ...notes].join(';');
    const full = Array.from({ length: total }, (_, index) =>
      [`L${index}`, `Name ${index}`, ...notes.map((variable) => longText(index, variable))].join(
        ';',
      ),
    );
    const renamed = Array.from({ length: total }, (_, index) => `L${index};Renamed ${index}`);
    const work = directImportWork();
    const importLines = async (columns: readonly string[], lines: readonly string[]) => {
      const text = `${[columns.join(';'), ...lines].join('\r\n')}\r\n`;
      const template: MatchingTemplateInput = {
        columns: columns.map((source) => ({
          source,
          variable: source === 'Code' ? 'code' : source === 'Nom' ? 'name' : source,
          transform: 'TRIM' as const,
        })),
        key: { type: 'COLUMN', source: 'Code' },
        header_row: 1,
      };
      const task = {
        id: `task-${collect}-${columns.length}`,
        totalRows: lines.length,
        cursor: null,
      };
      const weighing = weighingIo();
      await work.run(await importRun(collect, text, template, task), weighing.io);
      return weighing.commits;
    };

    await importLines(header.split(';'), full);
    const commits = await importLines(['Code', 'Nom'], renamed);

    expect(commits.reduce((rows, commit) => rows + commit.rows, 0)).toBe(total);
    expect(commits.length).toBeGreaterThan(1);
    for (const commit of commits) expect(commit.bytes).toBeLessThan(10 * 1024 * 1024);
    const records = await recordsByCode(collect);
    expect(records.size).toBe(total);
    for (const index of [0, 199, 200, total - 1]) {
      const record = records.get(`L${index}`);
      expect(record?.get('fields.name')).toBe(`Renamed ${index}`);
      expect(record?.get('fields.notes_b')).toBe(longText(index, 'notes_b'));
      expect(record?.get('version')).toBe(2);
    }
  });
});
