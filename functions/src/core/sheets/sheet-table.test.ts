import { describe, expect, it } from 'vitest';
import { TabularError } from '../tabular/tabular-error.js';
import type { SheetsClient } from './sheets-client.js';
import { SheetsError } from './sheets-error.js';
import { openSheetTable, previewSheetTable, rowsRange, valuesToRows } from './sheet-table.js';

/** A spreadsheet in memory that answers ranges as Google does (trailing blanks left out). */
function fakeClient(values: string[][], options: { rowCount?: number; vanishAfter?: number } = {}) {
  const ranges: string[] = [];
  const client: SheetsClient = {
    emulated: true,
    serviceAccountEmail: () => Promise.resolve('reader@example.iam.gserviceaccount.com'),
    spreadsheet: () =>
      Promise.resolve({
        title: 'Book',
        tabs: [{ sheetId: 9, title: "Bob's tab", rowCount: options.rowCount ?? values.length }],
      }),
    values: (_id, range) => {
      ranges.push(range);
      if (options.vanishAfter !== undefined && ranges.length > options.vanishAfter) {
        return Promise.reject(new SheetsError({ kind: 'TAB_GONE', tab: "Bob's tab" }));
      }
      const [, first, last] = /!(\d+):(\d+)$/.exec(range) ?? [];
      const rows = values.slice(Number(first) - 1, Number(last));
      while (rows.length > 0 && rows.at(-1)?.every((cell) => cell === '')) rows.pop();
      return Promise.resolve(rows);
    },
  };
  return { client, ranges };
}

const reading = { spreadsheetId: 'book', sheetId: 9, headerRow: 1 };

async function all(table: Awaited<ReturnType<typeof openSheetTable>>['table']) {
  const rows = [];
  for await (const row of table.rows) rows.push(row);
  return rows;
}

describe('a sheet as a table', () => {
  it('numbers the API rows from the range start', () => {
    expect(valuesToRows([['a'], [], ['b']], 5001)).toEqual([
      { number: 5001, cells: ['a'] },
      { number: 5002, cells: [] },
      { number: 5003, cells: ['b'] },
    ]);
    expect(rowsRange("Bob's tab", 1, 5000)).toBe("'Bob''s tab'!1:5000");
  });

  it('reads the values by ranges, short rows padded, blank rows left out', async () => {
    const values = [
      ['Id', 'Name', 'Note'],
      ['1', 'Ada'],
      ['', '', ''],
      ['2', 'Bob', 'tall'],
      ['3', 'Cy'],
    ];
    const { client, ranges } = fakeClient(values, { rowCount: 7 });
    const { table, tab } = await openSheetTable(client, reading, 2);
    expect(tab.title).toBe("Bob's tab");
    expect(table.headers).toEqual(['Id', 'Name', 'Note']);
    expect(await all(table)).toEqual([
      { number: 2, cells: ['1', 'Ada', ''], problem: null },
      { number: 4, cells: ['2', 'Bob', 'tall'], problem: null },
      { number: 5, cells: ['3', 'Cy', ''], problem: null },
    ]);
    expect(ranges).toEqual([
      "'Bob''s tab'!1:2",
      "'Bob''s tab'!3:4",
      "'Bob''s tab'!5:6",
      "'Bob''s tab'!7:7",
    ]);
  });

  it('takes the header row the user chose', async () => {
    const { client } = fakeClient([['Export of May'], [], ['Id', 'Name'], ['1', 'Ada']]);
    const { table } = await openSheetTable(client, { ...reading, headerRow: 3 });
    expect(table.headers).toEqual(['Id', 'Name']);
    expect((await all(table)).map((row) => row.number)).toEqual([4]);
  });

  it('says when the tab is empty, or gone', async () => {
    const empty = fakeClient([], { rowCount: 1000 }).client;
    await expect(openSheetTable(empty, reading)).rejects.toEqual(
      new TabularError({ kind: 'EMPTY' }),
    );
    const { client } = fakeClient([['Id']]);
    await expect(openSheetTable(client, { ...reading, sheetId: 10 })).rejects.toBeInstanceOf(
      SheetsError,
    );
  });

  it('fails the read when the tab vanishes between two ranges', async () => {
    const values = [['Id'], ['1'], ['2'], ['3']];
    const { client } = fakeClient(values, { vanishAfter: 1 });
    const { table } = await openSheetTable(client, reading, 2);
    await expect(all(table)).rejects.toMatchObject({ failure: { kind: 'TAB_GONE' } });
  });

  it('previews the first rows, counts them and lists the tabs', async () => {
    const values = [['Id'], ...Array.from({ length: 30 }, (_, index) => [String(index + 1)])];
    const preview = await previewSheetTable(fakeClient(values).client, reading);
    expect(preview.rows).toHaveLength(20);
    expect(preview.totalRows).toBe(30);
    expect(preview.worksheets).toEqual(["Bob's tab"]);
  });
});
