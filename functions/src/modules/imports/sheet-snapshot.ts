import type { BlobStore } from '../../core/blobs/blob-store.js';
import { rowsRange, tabOf, valuesToRows, SHEET_RANGE_ROWS } from '../../core/sheets/sheet-table.js';
import type { SheetsClient } from '../../core/sheets/sheets-client.js';
import type { SourceRow, SourceRows } from '../../core/tabular/source-row.js';
import { tableOfRows } from '../../core/tabular/table-reader.js';
import type { Table } from '../../core/tabular/table-reader.js';
import { IMPORT_ROWS_MAX } from '../../core/tabular/tabular-limits.js';
import { TabularError } from '../../core/tabular/tabular-error.js';
import { collectBlobFolder } from '../../db/collect-document.js';

// A sync reads its sheet once, into a copy beside the collect's uploads, before it writes any
// record; the import then reads the copy. So a tab deleted or a sheet unshared mid-read fails
// the task with nothing written, and a task resumed after a crash reads exactly the rows its
// committed cursor counted (the live sheet may have changed meanwhile). The copy is removed
// when the import is done.

const CONTENT_TYPE = 'application/x-ndjson';

export const snapshotPath = (collectId: string, taskId: string) =>
  `${collectBlobFolder(collectId)}/sheet-syncs/${taskId}.ndjson`;

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Every row of the tab, read by ranges: one JSON line per row that has a value. */
async function copyTab(
  sheets: SheetsClient,
  sheet: { spreadsheetId: string; sheetId: number; tab: string },
  headerRow: number,
): Promise<Uint8Array> {
  const spreadsheet = await sheets.spreadsheet(sheet.spreadsheetId);
  const tab = tabOf(spreadsheet, sheet.sheetId, sheet.tab);
  const lines: string[] = [];
  let dataRows = 0;
  for (let first = 1; first <= tab.rowCount; first += SHEET_RANGE_ROWS) {
    const last = Math.min(first + SHEET_RANGE_ROWS - 1, tab.rowCount);
    const values = await sheets.values(sheet.spreadsheetId, rowsRange(tab.title, first, last));
    for (const row of valuesToRows(values, first)) {
      if (isBlank(row.cells)) continue;
      if (row.number > headerRow) dataRows += 1;
      // Refused before the copy grows: the table reader would refuse it at the same row.
      if (dataRows > IMPORT_ROWS_MAX) {
        throw new TabularError({ kind: 'TOO_MANY_ROWS', max: IMPORT_ROWS_MAX });
      }
      lines.push(JSON.stringify([row.number, row.cells]));
    }
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}

async function* copiedRows(bytes: Uint8Array): SourceRows {
  const text = Buffer.from(bytes).toString('utf8');
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    start = end === -1 ? text.length : end + 1;
    const [number, cells] = JSON.parse(line) as [number, string[]];
    const row: SourceRow = { number, cells };
    yield row;
  }
}

/** Counts the data rows of a copy (below the header row). */
function countRows(bytes: Uint8Array, headerRow: number): number {
  let count = 0;
  for (const line of Buffer.from(bytes).toString('utf8').split('\n')) {
    const comma = line.indexOf(',');
    if (comma > 1 && Number(line.slice(1, comma)) > headerRow) count += 1;
  }
  return count;
}

export interface SheetSnapshot {
  readonly table: Table;
  readonly total: number;
  /** Removes the copy (the import is done). */
  discard(): Promise<void>;
}

/** The sync's copy of its tab (made now on a first run) as a table. */
export async function openSheetSnapshot(
  deps: { readonly sheets: SheetsClient; readonly blobs: BlobStore },
  place: { readonly collectId: string; readonly taskId: string },
  sheet: { spreadsheetId: string; sheetId: number; tab: string },
  headerRow: number,
): Promise<SheetSnapshot> {
  const path = snapshotPath(place.collectId, place.taskId);
  let bytes = (await deps.blobs.get(path))?.bytes ?? null;
  if (!bytes) {
    bytes = await copyTab(deps.sheets, sheet, headerRow);
    await deps.blobs.put(path, bytes, CONTENT_TYPE);
  }
  const table = await tableOfRows(copiedRows(bytes), headerRow, 'SHEET');
  return { table, total: countRows(bytes, headerRow), discard: () => deps.blobs.delete(path) };
}
