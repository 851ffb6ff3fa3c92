import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SourceRows } from './source-row.js';
import { TabularError } from './tabular-error.js';
import { cellText } from './xlsx-cells.js';

/** A worksheet by its name, or by its position (1-based); the first when none is named. */
export type WorksheetChoice = string | number | null;

interface StreamedRow {
  readonly number: number;
  readonly values: unknown;
}

interface StreamedSheet extends AsyncIterable<StreamedRow> {
  readonly name: string;
}

function cellsOf(values: unknown): string[] {
  // exceljs gives a row's values 1-based, with holes for empty cells.
  if (!Array.isArray(values)) return [];
  const cells: string[] = [];
  for (let index = 1; index < values.length; index += 1) cells.push(cellText(values[index]));
  return cells;
}

function workbookReader(bytes: Uint8Array) {
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number; links are read as their text.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  return { input, sheets: reader as unknown as AsyncIterable<StreamedSheet> };
}

const matches = (choice: WorksheetChoice, sheet: StreamedSheet, position: number) =>
  choice === null
    ? position === 1
    : typeof choice === 'number'
      ? position === choice
      : sheet.name.trim().toLowerCase() === choice.trim().toLowerCase();

async function drain(sheet: StreamedSheet): Promise<void> {
  for await (const row of sheet) void row;
}

function isTabularError(error: unknown): error is TabularError {
  return error instanceof TabularError;
}

/**
 * The rows of one worksheet, streamed from the package (shared strings are kept, rows are not).
 * Rows the sheet does not store (blank ones) are not read; numbers are the sheet's own.
 */
export async function* readXlsxRows(bytes: Uint8Array, choice: WorksheetChoice): SourceRows {
  const { input, sheets } = workbookReader(bytes);
  let position = 0;
  try {
    for await (const sheet of sheets) {
      position += 1;
      if (!matches(choice, sheet, position)) {
        await drain(sheet);
        continue;
      }
      for await (const row of sheet) yield { number: row.number, cells: cellsOf(row.values) };
      return;
    }
  } catch (error) {
    if (isTabularError(error)) throw error;
    throw new TabularError({ kind: 'NOT_A_WORKBOOK' });
  } finally {
    input.destroy();
  }
  throw new TabularError({ kind: 'NO_WORKSHEET', worksheet: String(choice ?? 1) });
}

/** The names of the workbook's worksheets, in order (every sheet is read through once). */
export async function worksheetNames(bytes: Uint8Array): Promise<string[]> {
  const { input, sheets } = workbookReader(bytes);
  const names: string[] = [];
  try {
    for await (const sheet of sheets) {
      names.push(sheet.name);
      await drain(sheet);
    }
  } catch {
    throw new TabularError({ kind: 'NOT_A_WORKBOOK' });
  } finally {
    input.destroy();
  }
  return names;
}
