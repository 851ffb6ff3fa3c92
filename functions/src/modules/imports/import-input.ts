import { createHash } from 'node:crypto';
import { z } from 'zod';
import { completeValues, recordKeywords, recordWriteBytes } from '../../db/record-document.js';
import type { RecordWrite } from '../../db/record-document.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { RecordValues } from '../../shared/contract/record-validation.js';
import { IMPORT_FILE_KINDS } from '../../shared/contract/import.schema.js';
import { LOCALES } from '../../shared/contract/locale.schema.js';
import { matchingTemplateInputSchema } from '../../shared/contract/matching.schema.js';

// What an IMPORT_CONTENT task keeps: its input (the file, how to read it, the template as it was
// when the import started, so a template saved meanwhile changes nothing of a resumed run) and
// its cursor (the last row of the last committed chunk, and the counts so far for the one
// activity entry written with the last chunk).

export const importTaskInputSchema = z.object({
  path: z.string(),
  name: z.string(),
  kind: z.enum(IMPORT_FILE_KINDS),
  header_row: z.number().int().min(1),
  worksheet: z.string().nullable(),
  template: matchingTemplateInputSchema,
  /** The language of the rejections' reasons: the starter's. */
  locale: z.enum(LOCALES),
  /** Data rows, counted when the import started (a sheet's: when its task copies it). */
  total_rows: z.number().int().min(0),
  /** GOOGLE_SHEET: the spreadsheet and tab (its gid) read instead of a file. */
  sheet: z
    .object({ spreadsheet_id: z.string(), sheet_id: z.number().int() })
    .nullable()
    .default(null),
});
export type ImportTaskInput = z.output<typeof importTaskInputSchema>;
export type ImportTaskInputData = z.input<typeof importTaskInputSchema>;

export const importCursorSchema = z.object({
  /** The file row of the last row committed (0: none yet). */
  row: z.number().int().min(0),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  rejected: z.number().int().min(0),
  /** The last chunk (and the activity entry) is committed. */
  finished: z.boolean(),
});
export type ImportCursor = z.infer<typeof importCursorSchema>;

export const IMPORT_START: ImportCursor = {
  row: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  finished: false,
};

/**
 * Rows per chunk: a record write each, with the task, the collect and the log in one batch.
 * Firestore bounds a commit by its size (10 MiB), no longer by 500 writes; fewer, larger chunks
 * cost the database less per row (a commit at random ids rewrites index pages shared by its
 * records: storing 50,000 records in commits of 2,000 wrote 6.3 GB to the emulator's WAL, in
 * commits of 1,000 9.7 GB). IMPORT_CHUNK_BYTES keeps a chunk of long values well under the size
 * bound.
 */
export const IMPORT_CHUNK_ROWS = 2000;

/** A chunk closes early once its rows' estimated record writes reach this size. */
export const IMPORT_CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * An upper estimate of the size of the record a row writes: its values (stored once, and again
 * in part as its label), its keywords and the rest. The keywords are most of it, and computed
 * as the record will store them: estimated from the values' lengths, a row of issue 13's
 * benchmark counted 6.7 KB (its record is about 2 KB) and chunks closed at about 1,250 rows.
 * The keywords come back with the size: a new record stores them as they are.
 */
export function rowWrite(
  fields: readonly RecordField[],
  values: RecordValues,
): { bytes: number; keywords: string[] } {
  const keywords = recordKeywords(fields, completeValues(fields, values));
  return { bytes: recordWriteBytes({ fields: values, keywords }), keywords };
}

/**
 * What a decided chunk may write besides the task's own documents: Firestore refuses a commit over
 * 10 MiB. Rows are sized before they are decided (rowWrite), from their mapped values only;
 * an update also carries the values its row does not map (the record is written whole), so a
 * decided chunk is measured again, and one over this is committed in halves (import.work.ts).
 */
export const IMPORT_COMMIT_BYTES = 9 * 1024 * 1024;

/** What a decided chunk writes: its records as they will be stored, and its rejections. */
export function decidedWriteBytes(decision: {
  readonly creates: readonly RecordWrite[];
  readonly updates: readonly { readonly change: RecordWrite }[];
  readonly rejections: readonly { readonly at: string; readonly reason: string }[];
}): number {
  let bytes = 0;
  for (const record of decision.creates) bytes += recordWriteBytes(record);
  for (const { change } of decision.updates) bytes += recordWriteBytes(change);
  for (const { at, reason } of decision.rejections) {
    bytes += Buffer.byteLength(at) + Buffer.byteLength(reason);
  }
  return bytes;
}

/**
 * A row's record id, from its collect and its key: the same key always names the same record,
 * so importing again (or resuming after a crash) updates it instead of adding another. Ids are
 * unique across collects (/api/collectItem/{id} finds a record by id alone): the collect is in
 * the digest.
 */
export function importedRecordId(collectId: string, key: string): string {
  return createHash('sha256').update(`${collectId}\n${key}`).digest('hex').slice(0, 32);
}
