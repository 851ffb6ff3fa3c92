import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { StoredValue } from '../../db/record-document.js';
import type { ExportFormat } from '../../shared/contract/export.schema.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import { csvBytes, CSV_CONTENT_TYPE } from './csv-writer.js';
import { headerOf, rowOf } from './export-values.js';
import type { ExportCell } from './export-values.js';
import { XLSX_CONTENT_TYPE, xlsxBytes } from './xlsx-writer.js';

// One export file written to the blob store as its records are read: nothing holds more than a
// page of records and a chunk of bytes.

/** How long an export's link works. */
export const EXPORT_LINK_TTL_SECONDS = 60 * 60;

export interface ExportTarget {
  /** Where under the collect's folder (deleted with the collect). */
  readonly path: string;
  readonly format: ExportFormat;
  readonly locale: Locale;
  readonly title: string;
  readonly fields: readonly RecordField[];
}

export const contentTypeOf = (format: ExportFormat) =>
  format === 'xlsx' ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE;

/** `Bénéficiaires nord` on 2025-03-01 → `Beneficiaires-nord-2025-03-01.csv`. */
export function exportFileName(title: string, at: Date, format: ExportFormat): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'export'}-${at.toISOString().slice(0, 10)}.${format}`;
}

export function exportPath(collectId: string, exportId: string, fileName: string): string {
  return `collects/${collectId}/exports/${exportId}/${fileName}`;
}

/**
 * Writes the file at `target.path`; `onRow` is awaited after each row (progress, cancellation:
 * a throw stops the export and nothing is left at the path). Answers the rows written.
 */
export async function writeExportFile(
  blobs: BlobStore,
  target: ExportTarget,
  records: AsyncIterable<Readonly<Record<string, StoredValue>>>,
  onRow?: (rows: number) => Promise<void>,
): Promise<number> {
  let written = 0;
  async function* rows(): AsyncGenerator<ExportCell[]> {
    for await (const values of records) {
      yield rowOf(target.fields, values, target.locale);
      written += 1;
      if (onRow) await onRow(written);
    }
  }
  const header = target.fields.map((field) => headerOf(field, target.locale));
  const bytes =
    target.format === 'xlsx'
      ? xlsxBytes(target.title, header, rows())
      : csvBytes(header, rows(), target.locale);
  await blobs.putStream(target.path, bytes, contentTypeOf(target.format));
  return written;
}
