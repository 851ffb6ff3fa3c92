import type { TaskType } from '../../shared/contract/task.schema.js';
import type { Rejection } from './task-work.js';

// A task's error report: a CSV of the rows (or records) it rejected and why, which a manager
// opens in a spreadsheet to fix the source. Reasons may quote the source's cells, so cells are
// neutralised against formula injection like exports, and the file starts with a BOM so that
// spreadsheet programs read its accents as UTF-8.

/** Rows listed at most; a last line says how many more there were. */
export const ERROR_REPORT_ROWS_MAX = 100_000;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: a leading formula character is defused, quotes doubled, the cell quoted. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Imports name the source row; bulk updates and others the record. */
function firstColumn(type: TaskType): string {
  return type === 'IMPORT_CONTENT' ? 'row' : 'record';
}

/** The report's text, or null when nothing was rejected. */
export async function errorReportCsv(
  type: TaskType,
  rejections: AsyncIterable<Rejection>,
): Promise<string | null> {
  const lines = [`\uFEFF${firstColumn(type)},reason`];
  let count = 0;
  for await (const rejection of rejections) {
    count += 1;
    if (count <= ERROR_REPORT_ROWS_MAX) {
      lines.push(`${csvCell(rejection.at)},${csvCell(rejection.reason)}`);
    }
  }
  if (count === 0) return null;
  if (count > ERROR_REPORT_ROWS_MAX) {
    lines.push(`,${csvCell(`…and ${count - ERROR_REPORT_ROWS_MAX} more rejected`)}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
