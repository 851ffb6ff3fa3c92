import type { Locale } from '../../shared/contract/locale.schema.js';
import type { ExportCell } from './export-values.js';
import { neutralised } from './export-values.js';

// CSV as spreadsheets open it by a double click: UTF-8 with a byte order mark (else Excel reads
// Windows-1252), CRLF line ends (RFC 4180), and the separators of the caller's locale — French
// spreadsheets expect `;` between cells and a decimal comma, since `,` is their decimal mark.

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';

interface CsvDialect {
  readonly delimiter: string;
  readonly decimal: string;
}

export function csvDialectOf(locale: Locale): CsvDialect {
  return locale === 'fr' ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' };
}

function csvCell(cell: ExportCell, dialect: CsvDialect): string {
  const text =
    typeof cell === 'number' ? String(cell).replace('.', dialect.decimal) : neutralised(cell);
  const quoted = text.includes(dialect.delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly ExportCell[], dialect: CsvDialect): string {
  return `${cells.map((cell) => csvCell(cell, dialect)).join(dialect.delimiter)}\r\n`;
}

/** Bytes handed to the store per write: lines are gathered up to about this size. */
const CHUNK_CHARS = 64 * 1024;

/** The file's bytes as they are produced: the header line, then a line per row. */
export async function* csvBytes(
  header: readonly string[],
  rows: AsyncIterable<readonly ExportCell[]>,
  locale: Locale,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  const dialect = csvDialectOf(locale);
  let pending = BOM + csvLine(header, dialect);
  for await (const row of rows) {
    pending += csvLine(row, dialect);
    if (pending.length >= CHUNK_CHARS) {
      yield encoder.encode(pending);
      pending = '';
    }
  }
  yield encoder.encode(pending);
}
