import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { detectDelimiter } from './csv-delimiter.js';
import type { CsvDelimiter } from './csv-delimiter.js';
import type { SourceRows } from './source-row.js';
import { TabularError } from './tabular-error.js';
import { decodeText, sniffEncoding, textSample } from './text-encoding.js';
import type { SniffedEncoding } from './text-encoding.js';

export interface CsvFormat {
  readonly encoding: SniffedEncoding;
  readonly delimiter: CsvDelimiter;
}

const DELIMITER_SAMPLE_CHARS = 64 * 1024;

/** The encoding and delimiter of a CSV file, from its first bytes. */
export function sniffCsv(bytes: Uint8Array): CsvFormat {
  const encoding = sniffEncoding(bytes);
  return {
    encoding,
    delimiter: detectDelimiter(textSample(bytes, encoding, DELIMITER_SAMPLE_CHARS)),
  };
}

interface CsvParseError {
  readonly code?: string;
  readonly records?: number;
}

/** The parser's own errors as the file's problem (quotes are read leniently otherwise). */
function failureOf(error: unknown, rows: number): TabularError | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code, records } = error as CsvParseError;
  if (typeof code !== 'string' || !code.startsWith('CSV_')) return null;
  // The parser's own count: records it had parsed may not have reached us yet.
  const row = (typeof records === 'number' ? Math.max(records, rows) : rows) + 1;
  return new TabularError(
    code === 'CSV_QUOTE_NOT_CLOSED'
      ? { kind: 'UNCLOSED_QUOTE', row }
      : { kind: 'MALFORMED_CSV', row },
  );
}

/**
 * The records of a CSV file, each with its number (1-based, a quoted line break staying inside
 * its record, as a spreadsheet shows it). Rows keep their own length: the table reader tells
 * a ragged row from the header's width.
 */
export async function* readCsvRows(bytes: Uint8Array, format: CsvFormat): SourceRows {
  const parser = Readable.from(decodeText(bytes, format.encoding)).pipe(
    parse({
      delimiter: format.delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }),
  );
  let number = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      number += 1;
      yield { number, cells: record };
    }
  } catch (error) {
    throw failureOf(error, number) ?? error;
  } finally {
    parser.destroy();
  }
}
