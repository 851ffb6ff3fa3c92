import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sniffTabularKind } from './file-kind.js';
import { openTable, previewTable } from './table-reader.js';
import type { TableOptions, TableRow, TabularFile } from './table-reader.js';
import { CELL_MAX_BYTES, IMPORT_ROWS_MAX } from './tabular-limits.js';
import { TabularError } from './tabular-error.js';

const csv = (text: string | Uint8Array): TabularFile => ({
  kind: 'CSV',
  bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text,
});
const FIRST: TableOptions = { headerRow: 1, worksheet: null };

async function readAll(file: TabularFile, options = FIRST) {
  const table = await openTable(file, options);
  const rows: TableRow[] = [];
  for await (const row of table.rows) rows.push(row);
  return { headers: table.headers, csv: table.csv, rows };
}

async function failureOf(run: Promise<unknown>) {
  const error: unknown = await run.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TabularError);
  return (error as TabularError).failure;
}

function utf16le(text: string, bom: boolean): Uint8Array {
  const body = Buffer.from(text, 'utf16le');
  return bom ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body;
}

async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<TabularFile> {
  const book = new ExcelJS.Workbook();
  build(book);
  return { kind: 'XLSX', bytes: new Uint8Array(await book.xlsx.writeBuffer()) };
}

describe('CSV tables', () => {
  it('reads a comma file with its header, numbering rows as a spreadsheet does', async () => {
    const {
      headers,
      rows,
      csv: format,
    } = await readAll(csv('name,notes\nAnn,"two\nlines"\nBob,plain\n'));
    expect(headers).toEqual(['name', 'notes']);
    expect(format?.delimiter).toBe(',');
    expect(rows.map((row) => [row.number, row.cells])).toEqual([
      [2, ['Ann', 'two\nlines']],
      [3, ['Bob', 'plain']],
    ]);
  });

  it('detects `;`, tab and `|` delimiters, decimal commas staying inside their cells', async () => {
    const semicolon = await readAll(csv('nom;montant\nAnn;12,5\nBob;3,25\n'));
    expect(semicolon.csv?.delimiter).toBe(';');
    expect(semicolon.rows[0]?.cells).toEqual(['Ann', '12,5']);
    expect((await readAll(csv('a\tb\n1\t2\n'))).csv?.delimiter).toBe('\t');
    expect((await readAll(csv('a|b|c\n1|2|3\n'))).rows[0]?.cells).toEqual(['1', '2', '3']);
  });

  it('drops a UTF-8 BOM and reads UTF-16 and Windows-1252 text', async () => {
    const bom = await readAll(
      csv(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('nom\nÉlise\n')])),
    );
    expect(bom.headers).toEqual(['nom']);
    expect(bom.csv?.encoding.encoding).toBe('utf-8-bom');
    expect(bom.rows[0]?.cells).toEqual(['Élise']);

    for (const withBom of [true, false]) {
      const wide = await readAll(csv(utf16le('nom;ville\nZoé;Besançon\n', withBom)));
      expect(wide.csv?.encoding.encoding).toBe('utf-16le');
      expect(wide.rows[0]?.cells).toEqual(['Zoé', 'Besançon']);
    }

    const latin = await readAll(csv(Buffer.from('nom;ville\nZoé;Besançon\n', 'latin1')));
    expect(latin.csv?.encoding.encoding).toBe('windows-1252');
    expect(latin.rows[0]?.cells).toEqual(['Zoé', 'Besançon']);
  });

  it('reports a row whose bytes are not UTF-8 when the start of the file was', async () => {
    const start = `name\n${'ok\n'.repeat(40_000)}`;
    const broken = Buffer.concat([
      Buffer.from(start),
      Buffer.from([0x41, 0xe9, 0x0a]),
      Buffer.from('fine\n'),
    ]);
    const { rows } = await readAll(csv(broken));
    expect(rows.at(-2)).toMatchObject({
      number: 40_002,
      problem: { kind: 'BAD_ENCODING', column: 0 },
    });
    expect(rows.at(-1)).toMatchObject({ cells: ['fine'], problem: null });
  });

  it('reports ragged rows one by one and reads on', async () => {
    const { rows } = await readAll(csv('a,b,c\n1,2,3\n1,2,3,4\n1,2\n1,2,3,\n'));
    expect(rows.map((row) => row.problem)).toEqual([
      null,
      { kind: 'RAGGED', cells: 4, expected: 3 },
      { kind: 'RAGGED', cells: 2, expected: 3 },
      null,
    ]);
  });

  it('refuses a row with a cell over 1 MB, not the file', async () => {
    const big = 'x'.repeat(CELL_MAX_BYTES + 1);
    const { rows } = await readAll(csv(`a,b\n1,${big}\n2,small\n`));
    expect(rows[0]).toMatchObject({
      cells: ['1', ''],
      problem: { kind: 'CELL_TOO_LARGE', column: 1 },
    });
    expect(rows[1]).toMatchObject({ cells: ['2', 'small'], problem: null });
  });

  it('takes the header row the user chose and skips blank rows', async () => {
    const { headers, rows } = await readAll(csv('Report 2024\n\nname,age\n\nAnn,4\n,\nBob,5\n'), {
      headerRow: 3,
      worksheet: null,
    });
    expect(headers).toEqual(['name', 'age']);
    expect(rows.map((row) => row.number)).toEqual([5, 7]);
  });

  it('names blank and repeated headers', async () => {
    const { headers } = await readAll(csv('name,,name,Name\n1,2,3,4\n'));
    expect(headers).toEqual(['name', 'Column 2', 'name (2)', 'Name (3)']);
  });

  it('says a file is empty, and a blank header row is missing', async () => {
    expect(await failureOf(openTable(csv('\n\n  \n'), FIRST))).toEqual({ kind: 'EMPTY' });
    expect(await failureOf(openTable(csv('\nname\n'), FIRST))).toEqual({
      kind: 'HEADER_ROW_MISSING',
      headerRow: 1,
    });
    expect(await failureOf(openTable(csv('a\n1\n'), { headerRow: 9, worksheet: null }))).toEqual({
      kind: 'HEADER_ROW_MISSING',
      headerRow: 9,
    });
  });

  it('says where a quoted cell is never closed', async () => {
    expect(await failureOf(readAll(csv('a,b\n1,2\n3,"open\n4,5\n')))).toEqual({
      kind: 'UNCLOSED_QUOTE',
      row: 3,
    });
  });

  it('refuses more rows than the documented limit', async () => {
    const text = `n\n${'1\n'.repeat(IMPORT_ROWS_MAX + 1)}`;
    expect(await failureOf(previewTable(csv(text), FIRST))).toEqual({
      kind: 'TOO_MANY_ROWS',
      max: IMPORT_ROWS_MAX,
    });
    const exact = await previewTable(csv(`n\n${'1\n'.repeat(IMPORT_ROWS_MAX)}`), FIRST);
    expect(exact.totalRows).toBe(IMPORT_ROWS_MAX);
    expect(exact.rows).toHaveLength(20);
  });
});

describe('XLSX tables', () => {
  it('reads formulas as their cached values, dates as ISO dates, rich text and links as text', async () => {
    const file = await workbook((book) => {
      const sheet = book.addWorksheet('People');
      sheet.addRow(['Name', 'Amount', 'Born', 'Double', 'Site', 'Ok']);
      sheet.addRow([
        { richText: [{ text: 'Ann ' }, { text: 'Lee' }] },
        12.5,
        new Date(Date.UTC(2024, 0, 31)),
        { formula: 'B2*2', result: 25 },
        { text: 'home', hyperlink: 'https://example.org' },
        true,
      ]);
      sheet.addRow(['=1+1', 3, 45_000, { formula: 'B3*2' }, '', false]);
    });
    const { headers, rows, csv: format } = await readAll(file);
    expect(format).toBeNull();
    expect(headers).toEqual(['Name', 'Amount', 'Born', 'Double', 'Site', 'Ok']);
    expect(rows.map((row) => row.cells)).toEqual([
      ['Ann Lee', '12.5', '2024-01-31', '25', 'home', 'true'],
      // Text that looks like a formula stays text; a formula without a cached value is empty.
      ['=1+1', '3', '45000', '', '', 'false'],
    ]);
  });

  it('reads the chosen worksheet by name or position and lists them all', async () => {
    const file = await workbook((book) => {
      book.addWorksheet('First').addRow(['a']);
      const second = book.addWorksheet('Second');
      second.addRow(['b']);
      second.addRow(['2']);
    });
    expect((await readAll(file, { headerRow: 1, worksheet: 'second' })).rows[0]?.cells).toEqual([
      '2',
    ]);
    expect((await readAll(file, { headerRow: 1, worksheet: 2 })).headers).toEqual(['b']);
    const preview = await previewTable(file, { headerRow: 1, worksheet: 2 });
    expect(preview.worksheets).toEqual(['First', 'Second']);
    expect(await failureOf(openTable(file, { headerRow: 1, worksheet: 'Third' }))).toEqual({
      kind: 'NO_WORKSHEET',
      worksheet: 'Third',
    });
  });

  it('pads short rows (a sheet does not store trailing empty cells) and refuses long ones', async () => {
    const file = await workbook((book) => {
      const sheet = book.addWorksheet('S');
      sheet.addRow(['a', 'b', 'c']);
      sheet.addRow(['1']);
      sheet.addRow(['1', '2', '3', 'extra']);
    });
    const { rows } = await readAll(file);
    expect(rows[0]).toMatchObject({ cells: ['1', '', ''], problem: null });
    expect(rows[1]?.problem).toEqual({ kind: 'RAGGED', cells: 4, expected: 3 });
  });

  it('calls a broken package not a workbook', async () => {
    const file = await workbook((book) => book.addWorksheet('S').addRow(['a']));
    const cut = { kind: 'XLSX' as const, bytes: file.bytes.subarray(0, file.bytes.length / 2) };
    expect(await failureOf(readAll(cut))).toEqual({ kind: 'NOT_A_WORKBOOK' });
  });
});

describe('file kinds', () => {
  it('tells CSV from XLSX by their bytes, whatever the name claims', async () => {
    const book = await workbook((created) => created.addWorksheet('S').addRow(['a']));
    expect(sniffTabularKind(book.bytes, 'people.xlsx')).toEqual({ kind: 'XLSX' });
    expect(sniffTabularKind(book.bytes, 'people')).toEqual({ kind: 'XLSX' });
    expect(sniffTabularKind(book.bytes, 'people.csv')).toEqual({ problem: 'NOT_TEXT' });
    expect(sniffTabularKind(Buffer.from('a,b\n'), 'people.csv')).toEqual({ kind: 'CSV' });
    expect(sniffTabularKind(Buffer.from('a,b\n'), 'people.xlsx')).toEqual({ problem: 'NOT_XLSX' });
    expect(sniffTabularKind(new Uint8Array(), 'people.csv')).toEqual({ problem: 'EMPTY' });
    expect(sniffTabularKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), 'a.csv')).toEqual({
      problem: 'NOT_TEXT',
    });
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
    expect(sniffTabularKind(xls, 'old.xls')).toEqual({ problem: 'LEGACY_XLS' });
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('word/document.xml'),
    ]);
    expect(sniffTabularKind(docx, 'letter.xlsx')).toEqual({ problem: 'NOT_XLSX' });
    expect(sniffTabularKind(utf16le('a;b\n', true), 'x.csv')).toEqual({ kind: 'CSV' });
  });
});
