import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredValue } from '../src/db/record-document.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type { ExportResponse } from '../src/shared/contract/export.schema.js';
import { EXPORT_INLINE_MAX } from '../src/shared/contract/export.schema.js';
import type { RecordItemsResponse } from '../src/shared/contract/record.schema.js';
import type { Task } from '../src/shared/contract/task.schema.js';
import {
  accessCollectBody,
  buildAccessWorld,
  GRID_ORDER,
  send,
} from './support/access-fixtures.js';
import type { AccessWorld, Answer, PersonKey } from './support/access-fixtures.js';
import { call } from './support/http.js';
import { createCollect, seedRecords } from './support/record-fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';

// POST …/records/export (issue 13) against the access world of issue 12: every caller gets a
// file of exactly the records their grid shows them (or is refused as the grid refuses them),
// headed by the model's labels in their language, values written for people; formula cells are
// neutralised in CSV and XLSX; a large export is a task whose file appears when it is done.

type Row = Record<string, string>;

describe('record export', () => {
  let api: TestApi;
  let world: AccessWorld;
  const exportPath = (collectId = world.collectId) =>
    `/api/programs/${world.programId}/collects/${collectId}/records/export`;
  const tokenOf = (who: PersonKey) => world.people[who].token;

  const exportAs = (
    token: string | undefined,
    body: Record<string, unknown> = {},
    collectId?: string,
    headers: Record<string, string> = {},
  ): Promise<Answer<ExportResponse>> =>
    call<ExportResponse & ErrorBody>(api, exportPath(collectId), {
      method: 'POST',
      json: body,
      headers,
      ...(token === undefined ? {} : { token }),
    });

  /** Downloads a signed link without credentials, as a browser does. */
  const download = async (url: string) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get('content-type') ?? '',
      disposition: response.headers.get('content-disposition') ?? '',
    };
  };

  const csvRows = (bytes: Buffer, delimiter = ','): { header: string[]; rows: Row[] } => {
    const records = parse(bytes, { bom: true, delimiter, relax_column_count: false }) as string[][];
    const [header = [], ...data] = records;
    return {
      header,
      rows: data.map((cells) =>
        Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])),
      ),
    };
  };

  const fileOf = async (answer: Answer<ExportResponse>) => {
    expect(answer.status, answer.text).toBe(200);
    expect('fileUrl' in answer.body).toBe(true);
    return download((answer.body as { fileUrl: string }).fileUrl);
  };

  const gridNames = async (token: string) => {
    const grid = await send<RecordItemsResponse>(
      api,
      'GET',
      `/api/program/collects/${world.collectId}/items?limit=100`,
      token,
    );
    expect(grid.status, grid.text).toBe(200);
    return grid.body.items.map((item) => item.fields.name);
  };

  beforeAll(async () => {
    api = await startTestApi('export');
    world = await buildAccessWorld(api);
  }, 180_000);
  afterAll(() => api.close());

  it('gives administrators and managers every record, in the grid’s order, as CSV with a BOM', async () => {
    for (const who of ['admin', 'manager'] as const) {
      const file = await fileOf(await exportAs(tokenOf(who)));
      expect(file.type).toContain('text/csv');
      expect(file.disposition).toContain('attachment');
      expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const { header, rows } = csvRows(file.bytes);
      expect(header).toEqual([
        'Name',
        'Amount',
        'Status',
        'Tags',
        'Active',
        'Visit date',
        'Notes',
        'Document',
      ]);
      expect(rows.map((row) => row.Name)).toEqual(GRID_ORDER);
      const ada = rows.find((row) => row.Name === 'Ada');
      expect(ada).toMatchObject({ Amount: '10', Status: 'Open', Tags: 'Red', Active: '' });
      expect(rows.find((row) => row.Name === 'Dario')?.Tags).toBe('Blue; Green');
    }
  });

  const CONTRIBUTORS: readonly PersonKey[] = [
    'readOpen',
    'writeOpen',
    'notOpenViaGroup',
    'greenViaParent',
    'notRed',
    'twoRules',
    'wholeCollect',
    'noRule',
    'ruleElsewhere',
  ];

  it('gives each contributor exactly the records their grid shows them', async () => {
    for (const who of CONTRIBUTORS) {
      const file = await fileOf(await exportAs(tokenOf(who)));
      const names = csvRows(file.bytes).rows.map((row) => row.Name);
      expect(names, who).toEqual(await gridNames(tokenOf(who)));
    }
    const readOpen = csvRows((await fileOf(await exportAs(tokenOf('readOpen')))).bytes);
    expect(readOpen.rows.map((row) => row.Name)).toEqual(['Dario', 'Ada']);
    const noRule = csvRows((await fileOf(await exportAs(tokenOf('noRule')))).bytes);
    expect(noRule.header).toHaveLength(8);
    expect(noRule.rows).toEqual([]);
  });

  it('merges a contributor’s class queries in the grid’s order (a view that splits them)', async () => {
    // 30 values in an `in` filter leave room for one access class per query: a contributor
    // with several classes is read through several queries, merged as the grid merges them.
    const amounts = Array.from({ length: 30 }, (_, index) => (index + 1) * 10);
    const filters = [{ field: 'amount', op: 'in', value: amounts }];
    const query = `filters=${encodeURIComponent(JSON.stringify(filters))}&sort=amount&direction=desc`;
    const collectDoc = await api.db
      .doc(`programs/${world.programId}/collects/${world.collectId}`)
      .get();
    const classes = (collectDoc.get('access_classes') ?? {}) as Record<string, string[]>;
    const access = await api.db
      .doc(
        `programs/${world.programId}/collects/${world.collectId}/access/${world.people.notRed.uid}`,
      )
      .get();
    const keys = new Set((access.get('keys') ?? []) as string[]);
    const reached = Object.values(classes).filter((classKeys) =>
      classKeys.some((key) => keys.has(key)),
    );
    expect(reached.length, 'notRed reaches records of several classes').toBeGreaterThan(1);
    for (const who of ['notRed', 'wholeCollect', 'notOpenViaGroup'] as const) {
      const grid = await send<RecordItemsResponse>(
        api,
        'GET',
        `/api/program/collects/${world.collectId}/items?limit=100&${query}`,
        tokenOf(who),
      );
      expect(grid.status, grid.text).toBe(200);
      const file = await fileOf(
        await exportAs(tokenOf(who), { filters, sort: 'amount', direction: 'desc' }),
      );
      expect(
        csvRows(file.bytes).rows.map((row) => row.Name),
        who,
      ).toEqual(grid.body.items.map((item) => item.fields.name));
    }
  });

  it('refuses those the grid refuses', async () => {
    const refusals: [string | undefined, number, string][] = [
      [undefined, 401, 'UNAUTHENTICATED'],
      [tokenOf('otherManager'), 403, 'FORBIDDEN'],
      [tokenOf('noRole'), 403, 'FORBIDDEN'],
      [tokenOf('otherCollect'), 403, 'FORBIDDEN'],
      [tokenOf('disabled'), 403, 'USER_DISABLED'],
    ];
    for (const [token, status, code] of refusals) {
      const answer = await exportAs(token);
      expect(answer.status, answer.text).toBe(status);
      expect(answer.body.error.code).toBe(code);
    }
  });

  it('exports a selection in the order named, leaving out what the caller cannot see', async () => {
    const { Ada, Bram, Dario } = world.records;
    const mine = await exportAs(tokenOf('readOpen'), { collectItems: [Ada, Bram, Dario] });
    expect(csvRows((await fileOf(mine)).bytes).rows.map((row) => row.Name)).toEqual([
      'Ada',
      'Dario',
    ]);
    const all = await exportAs(tokenOf('manager'), {
      collectItems: [Bram, Ada, 'no-such-record', world.elsewhereRecords[0]],
    });
    expect(csvRows((await fileOf(all)).bytes).rows.map((row) => row.Name)).toEqual(['Bram', 'Ada']);
  });

  it('exports the filtered, searched and sorted view', async () => {
    const answer = await exportAs(tokenOf('manager'), {
      filters: [{ field: 'status', op: 'in', value: ['open', 'late'] }],
      sort: 'amount',
      direction: 'asc',
    });
    const names = csvRows((await fileOf(answer)).bytes).rows.map((row) => row.Name);
    expect(names).toEqual(['Ada', 'Bram', 'Dario', 'Emma']);
    const searched = await exportAs(tokenOf('manager'), { keywords: 'chlo' });
    expect(csvRows((await fileOf(searched)).bytes).rows.map((row) => row.Name)).toEqual(['Chloé']);
  });

  it('writes headers and values in French for a French caller', async () => {
    const answer = await exportAs(
      tokenOf('manager'),
      { collectItems: [world.records.Ada, world.records.Dario] },
      undefined,
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    const { header, rows } = csvRows((await fileOf(answer)).bytes, ';');
    expect(header).toEqual([
      'Nom',
      'Montant',
      'Statut',
      'Étiquettes',
      'Actif',
      'Date de visite',
      'Notes',
      'Document',
    ]);
    expect(rows[0]).toMatchObject({ Nom: 'Ada', Statut: 'Ouvert', Étiquettes: 'Rouge' });
    expect(rows[1]).toMatchObject({ Nom: 'Dario', Étiquettes: 'Bleu; Vert' });
  });

  describe('a collect of awkward values', () => {
    let collectId: string;
    const FORMULAS = ['=HYPERLINK("http://x.test","y")', '+1+1', '-2+3', '@SUM(A1)', '\tTab'];

    beforeAll(async () => {
      collectId = await createCollect(
        api,
        world.people.manager.token,
        world.programId,
        accessCollectBody(world.model.modelId, 'Awkward'),
      );
      const values: Record<string, StoredValue>[] = [
        ...FORMULAS.map((name) => ({ name })),
        { name: 'Plain', amount: -12.5, active: true, visited: '2025-03-01', notes: 'a, "b"\nc' },
      ];
      await seedRecords(
        api,
        { programId: world.programId, collectId, fields: world.model.fields },
        values,
      );
    });

    it('neutralises formula cells in CSV and keeps numbers and text intact', async () => {
      const answer = await exportAs(
        tokenOf('manager'),
        { sort: 'created_at', direction: 'asc' },
        collectId,
      );
      const { rows } = csvRows((await fileOf(answer)).bytes);
      expect(rows.map((row) => row.Name)).toEqual([...FORMULAS.map((name) => `'${name}`), 'Plain']);
      expect(rows.at(-1)).toMatchObject({
        Amount: '-12.5',
        Active: 'yes',
        'Visit date': '2025-03-01',
        Notes: 'a, "b"\nc',
      });
    });

    it('writes XLSX with the same cells, numbers as numbers', async () => {
      const answer = await exportAs(
        tokenOf('manager'),
        { format: 'xlsx', sort: 'created_at', direction: 'asc' },
        collectId,
      );
      const file = await fileOf(answer);
      expect(file.type).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(Readable.from([file.bytes]));
      const sheet = workbook.worksheets[0];
      expect(sheet?.name).toBe('Awkward');
      const values = (row: number) => ((sheet?.getRow(row).values ?? []) as unknown[]).slice(1);
      expect(values(1).slice(0, 3)).toEqual(['Name', 'Amount', 'Status']);
      expect(FORMULAS.map((_, index) => values(index + 2)[0])).toEqual(
        FORMULAS.map((name) => `'${name}`),
      );
      expect(values(7).slice(0, 2)).toEqual(['Plain', -12.5]);
    });
  });

  it('refuses a bad format or view, naming it', async () => {
    const format = await exportAs(tokenOf('manager'), { format: 'pdf' });
    expect(format.status).toBe(400);
    expect(format.body.error.message).toContain('format');
    const filter = await exportAs(tokenOf('manager'), {
      filters: [{ field: 'notes', op: 'eq', value: 'x' }],
    });
    expect(filter.status).toBe(400);
    expect(filter.body.error.message).toContain('filters.0.field');
    const elsewhere = await send(
      api,
      'POST',
      `/api/programs/${world.programId}/collects/no-such-collect/records/export`,
      tokenOf('manager'),
      {},
    );
    expect(elsewhere.status).toBe(404);
  });

  it('exports more than the call holds through an EXPORT task whose file appears when done', async () => {
    const collectId = await createCollect(
      api,
      world.people.manager.token,
      world.programId,
      accessCollectBody(world.model.modelId, 'Large'),
    );
    const count = EXPORT_INLINE_MAX + 1;
    await seedRecords(
      api,
      { programId: world.programId, collectId, fields: world.model.fields },
      Array.from({ length: count }, (_, index) => ({ name: `Person ${index}`, amount: index })),
    );
    const answer = await exportAs(tokenOf('manager'), {}, collectId);
    expect(answer.status, answer.text).toBe(202);
    const started = (answer.body as { task: Task }).task;
    expect(started).toMatchObject({ type: 'EXPORT', collect_id: collectId });
    expect(started.label).toContain('5,001');

    const deadline = Date.now() + 60_000;
    let task = started;
    while (task.status !== 'DONE') {
      expect(['PENDING', 'RUNNING'], task.error ?? '').toContain(task.status);
      if (Date.now() > deadline) throw new Error('The export task was not done after 60 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const read = await send<{ task: Task }>(
        api,
        'GET',
        `/api/programs/${world.programId}/tasks/${started._id}`,
        tokenOf('manager'),
      );
      expect(read.status, read.text).toBe(200);
      task = read.body.task;
    }
    expect(task.progress).toEqual({ done: count, total: count });
    expect(task.file_url).toBeTruthy();
    const { rows } = csvRows((await download(task.file_url ?? '')).bytes);
    expect(rows).toHaveLength(count);
    expect(rows[0]?.Name).toBe(`Person ${count - 1}`);
    expect(new Set(rows.map((row) => row.Name)).size).toBe(count);
  }, 120_000);
});
