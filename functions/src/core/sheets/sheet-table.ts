import type { SourceRows } from '../tabular/source-row.js';
import { tableOfRows } from '../tabular/table-reader.js';
import type { Table, TablePreview, TableRow } from '../tabular/table-reader.js';
import { PREVIEW_ROWS } from '../tabular/tabular-limits.js';
import type { SheetsClient, SheetTab, Spreadsheet } from './sheets-client.js';
import { SheetsError } from './sheets-error.js';

// A Google Sheet's tab as the table an import reads, like a CSV: the header row the user chose
// names the columns. Values are read by ranges of a few thousand rows (one API call each), so a
// large tab is neither one huge response nor held whole; the tab's grid size says where to stop
// (Google leaves trailing blank rows out of each range, so a short range is not the end).

/** Rows per values.get: a few MB of response at most for ordinary sheets. */
export const SHEET_RANGE_ROWS = 5000;

export interface SheetReading {
  readonly spreadsheetId: string;
  /** The tab's id (gid): a renamed tab is still found. */
  readonly sheetId: number;
  readonly headerRow: number;
}

/** A1 notation of rows `first`…`last` of a tab (a title in quotes, its quotes doubled). */
export function rowsRange(title: string, first: number, last: number): string {
  return `'${title.replace(/'/g, "''")}'!${first}:${last}`;
}

/** The API's rows (trailing empty cells and rows left out) as numbered source rows. */
export function valuesToRows(values: readonly (readonly string[])[], first: number) {
  return values.map((cells, index) => ({ number: first + index, cells }));
}

async function* tabRows(
  client: SheetsClient,
  spreadsheetId: string,
  tab: SheetTab,
  rangeRows: number,
): SourceRows {
  for (let first = 1; first <= tab.rowCount; first += rangeRows) {
    const last = Math.min(first + rangeRows - 1, tab.rowCount);
    const values = await client.values(spreadsheetId, rowsRange(tab.title, first, last));
    yield* valuesToRows(values, first);
  }
}

export function tabOf(spreadsheet: Spreadsheet, sheetId: number, title = ''): SheetTab {
  const tab = spreadsheet.tabs.find((candidate) => candidate.sheetId === sheetId);
  if (!tab) throw new SheetsError({ kind: 'TAB_GONE', tab: title || String(sheetId) });
  return tab;
}

export interface SheetTable {
  readonly spreadsheet: Spreadsheet;
  readonly tab: SheetTab;
  readonly table: Table;
}

/** Opens a tab as a table; its rows are read range by range as they are asked for. */
export async function openSheetTable(
  client: SheetsClient,
  reading: SheetReading,
  rangeRows = SHEET_RANGE_ROWS,
): Promise<SheetTable> {
  const spreadsheet = await client.spreadsheet(reading.spreadsheetId);
  const tab = tabOf(spreadsheet, reading.sheetId);
  const rows = tabRows(client, reading.spreadsheetId, tab, rangeRows);
  const table = await tableOfRows(rows, reading.headerRow, 'SHEET');
  return { spreadsheet, tab, table };
}

/** The tab's first rows and its size, as a file's preview (the worksheets are the tabs). */
export async function previewSheetTable(
  client: SheetsClient,
  reading: SheetReading,
): Promise<TablePreview & { readonly tab: SheetTab; readonly spreadsheet: Spreadsheet }> {
  const { spreadsheet, tab, table } = await openSheetTable(client, reading);
  const rows: TableRow[] = [];
  let totalRows = 0;
  for await (const row of table.rows) {
    totalRows += 1;
    if (rows.length < PREVIEW_ROWS) rows.push(row);
  }
  const worksheets = spreadsheet.tabs.map((candidate) => candidate.title);
  return { headers: table.headers, rows, totalRows, csv: null, worksheets, tab, spreadsheet };
}
