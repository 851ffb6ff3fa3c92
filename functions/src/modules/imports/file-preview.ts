import { previewTable } from '../../core/tabular/table-reader.js';
import type { TablePreview, TabularFile } from '../../core/tabular/table-reader.js';
import type { FilePreview, FileReading } from '../../shared/contract/import.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import { fileError } from './import-files.js';
import { rowProblemMessage } from './import-messages.js';

/** Reads a file's first rows and size, a file the readers refuse being the caller's 400/413. */
export async function readPreview(
  file: TabularFile,
  reading: Pick<FileReading, 'header_row' | 'worksheet'>,
  locale: Locale,
): Promise<TablePreview> {
  try {
    return await previewTable(file, {
      headerRow: reading.header_row,
      worksheet: reading.worksheet,
    });
  } catch (error) {
    throw fileError(error, locale);
  }
}

export function filePreviewOf(
  preview: TablePreview,
  reading: Pick<FileReading, 'header_row' | 'worksheet'>,
  locale: Locale,
): FilePreview {
  const worksheets = preview.worksheets ? [...preview.worksheets] : null;
  return {
    headers: [...preview.headers],
    rows: preview.rows.map((row) => ({
      number: row.number,
      cells: [...row.cells],
      problem: row.problem ? rowProblemMessage(row.problem, preview.headers, locale) : null,
    })),
    delimiter: preview.csv?.delimiter ?? null,
    encoding: preview.csv?.encoding.encoding ?? null,
    header_row: reading.header_row,
    total_rows_estimate: preview.totalRows,
    worksheets,
    worksheet: worksheets ? (reading.worksheet ?? worksheets[0] ?? null) : null,
  };
}
