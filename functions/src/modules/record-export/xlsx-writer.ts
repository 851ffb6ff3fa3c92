import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportCell } from './export-values.js';
import { neutralised } from './export-values.js';

// XLSX through exceljs's streaming writer: each row is committed (written into the zip stream)
// as soon as it is added, so the workbook is never held whole. Numbers are numeric cells; text
// is neutralised like the CSV's, since the file may be saved again as CSV by its reader.

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A worksheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
export function sheetNameOf(title: string): string {
  const cleaned = title
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned || 'Records';
}

/**
 * The workbook's bytes as they are produced. The rows are read and written while the consumer
 * reads the bytes; a failure on either side ends both.
 */
export function xlsxBytes(
  sheetName: string,
  header: readonly string[],
  rows: AsyncIterable<readonly ExportCell[]>,
): AsyncIterable<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName));
  const write = async () => {
    sheet.addRow(header.map(neutralised)).commit();
    for await (const row of rows) {
      sheet
        .addRow(row.map((cell) => (typeof cell === 'number' ? cell : neutralised(cell))))
        .commit();
      // The zip stream does not wait for its reader: wait here when it is ahead.
      if (output.writableNeedDrain) {
        await Promise.race([once(output, 'drain'), once(output, 'close')]);
      }
      // The reader gave up (the store failed): stop reading records.
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
