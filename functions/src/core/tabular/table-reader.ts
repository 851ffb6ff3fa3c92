import { readCsvRows, sniffCsv } from './csv-rows.js';
import type { CsvFormat } from './csv-rows.js';
import type { TabularKind } from './file-kind.js';
import type { SourceRow, SourceRows } from './source-row.js';
import { CELL_MAX_BYTES, COLUMNS_MAX, IMPORT_ROWS_MAX, PREVIEW_ROWS } from './tabular-limits.js';
import { TabularError } from './tabular-error.js';
import { readXlsxRows, worksheetNames } from './xlsx-rows.js';
import type { WorksheetChoice } from './xlsx-rows.js';

// A file as a table: the header row the user chose names the columns, the rows below it are
// the data, each with its number in the file and what is wrong with it, if anything. A row's
// problem refuses that row only; the rest of the file is read on.

export interface TabularFile {
  readonly kind: TabularKind;
  readonly bytes: Uint8Array;
}

export interface TableOptions {
  /** 1-based row holding the column names. */
  readonly headerRow: number;
  readonly worksheet: WorksheetChoice;
}

export type RowProblem =
  /** More cells than the header names (or, in a CSV, fewer). */
  | { readonly kind: 'RAGGED'; readonly cells: number; readonly expected: number }
  | { readonly kind: 'CELL_TOO_LARGE'; readonly column: number }
  /** Bytes that are not text in the file's encoding. */
  | { readonly kind: 'BAD_ENCODING'; readonly column: number };

export interface TableRow {
  readonly number: number;
  /** One cell per column, '' where empty. */
  readonly cells: readonly string[];
  readonly problem: RowProblem | null;
}

export interface Table {
  readonly headers: readonly string[];
  readonly csv: CsvFormat | null;
  readonly rows: AsyncGenerator<TableRow, void, undefined>;
}

const isBlank = (cell: string) => cell.trim() === '';

/** Column names: trimmed, a blank one named by its position, a repeated one numbered. */
function headersOf(cells: readonly string[]): string[] {
  let width = cells.length;
  while (width > 0 && isBlank(cells[width - 1] ?? '')) width -= 1;
  if (width > COLUMNS_MAX) throw new TabularError({ kind: 'TOO_MANY_COLUMNS', columns: width });
  const seen = new Map<string, number>();
  return cells.slice(0, width).map((cell, index) => {
    const name = cell.trim() || `Column ${index + 1}`;
    const times = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), times);
    return times === 1 ? name : `${name} (${times})`;
  });
}

function problemOf(row: SourceRow, width: number, kind: TabularKind | 'SHEET'): RowProblem | null {
  const extra = row.cells.slice(width).some((cell) => !isBlank(cell));
  if (extra || (kind === 'CSV' && row.cells.length < width)) {
    return { kind: 'RAGGED', cells: row.cells.length, expected: width };
  }
  for (let column = 0; column < Math.min(width, row.cells.length); column += 1) {
    const cell = row.cells[column] ?? '';
    // A character is at most 3 UTF-8 bytes: only long cells need counting.
    if (cell.length * 3 > CELL_MAX_BYTES && Buffer.byteLength(cell) > CELL_MAX_BYTES) {
      return { kind: 'CELL_TOO_LARGE', column };
    }
    if (cell.includes('\ufffd')) return { kind: 'BAD_ENCODING', column };
  }
  return null;
}

function sourceRows(file: TabularFile, options: TableOptions, csv: CsvFormat | null): SourceRows {
  return csv ? readCsvRows(file.bytes, csv) : readXlsxRows(file.bytes, options.worksheet);
}

async function* dataRows(
  rows: SourceRows,
  width: number,
  kind: TabularKind | 'SHEET',
): AsyncGenerator<TableRow, void, undefined> {
  let count = 0;
  try {
    for await (const row of rows) {
      if (row.cells.every(isBlank)) continue;
      count += 1;
      if (count > IMPORT_ROWS_MAX) {
        throw new TabularError({ kind: 'TOO_MANY_ROWS', max: IMPORT_ROWS_MAX });
      }
      const problem = problemOf(row, width, kind);
      const cells = Array.from({ length: width }, (_, index) => row.cells[index] ?? '');
      // A refused cell's bytes go no further than here.
      if (problem?.kind === 'CELL_TOO_LARGE') cells[problem.column] = '';
      yield { number: row.number, cells, problem };
    }
  } finally {
    await rows.return();
  }
}

/** Opens a file as a table; the rows are read as they are asked for. */
export async function openTable(file: TabularFile, options: TableOptions): Promise<Table> {
  const csv = file.kind === 'CSV' ? sniffCsv(file.bytes) : null;
  const table = await tableOfRows(sourceRows(file, options, csv), options.headerRow, file.kind);
  return { ...table, csv };
}

/**
 * Rows from any source as a table (a file's, or a Google Sheet's read by ranges, which like a
 * workbook leaves trailing empty cells out: a short row is ragged in a CSV only).
 */
export async function tableOfRows(
  rows: SourceRows,
  headerRow: number,
  kind: TabularKind | 'SHEET',
): Promise<Table> {
  // Read by hand: a `for await` left early would close the rows the table reads on.
  let header: SourceRow | null = null;
  let any = false;
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    const row = next.value;
    const blank = row.cells.every(isBlank);
    any ||= !blank;
    if (row.number < headerRow) continue;
    if (row.number === headerRow && !blank) {
      header = row;
      break;
    }
    // A blank or missing header row: is there anything at all in the file?
    if (any) break;
  }
  if (!header) {
    await rows.return();
    throw new TabularError(any ? { kind: 'HEADER_ROW_MISSING', headerRow } : { kind: 'EMPTY' });
  }
  const headers = headersOf(header.cells);
  return { headers, csv: null, rows: dataRows(rows, headers.length, kind) };
}

export interface TablePreview {
  readonly headers: readonly string[];
  /** The first data rows. */
  readonly rows: readonly TableRow[];
  /** Data rows in the file (blank rows left out). */
  readonly totalRows: number;
  readonly csv: CsvFormat | null;
  /** XLSX: every worksheet's name, in order. */
  readonly worksheets: readonly string[] | null;
}

/** The table's first rows and its size; a file above the row limit is refused here already. */
export async function previewTable(
  file: TabularFile,
  options: TableOptions,
): Promise<TablePreview> {
  const table = await openTable(file, options);
  const rows: TableRow[] = [];
  let totalRows = 0;
  for await (const row of table.rows) {
    totalRows += 1;
    if (rows.length < PREVIEW_ROWS) rows.push(row);
  }
  const worksheets = file.kind === 'XLSX' ? await worksheetNames(file.bytes) : null;
  return { headers: table.headers, rows, totalRows, csv: table.csv, worksheets };
}
