import { z } from 'zod/mini';
import { matchingTemplateInputSchema } from './matching.schema.js';
import { taskSchema } from './task.schema.js';

// CSV and XLSX imports (issue 13): a file is uploaded and previewed, matched to the collect's
// fields with a template, then imported by a task (IMPORT_CONTENT) that upserts records by key.

/** GOOGLE_SHEET: the collect's saved Google Sheet source (sheet.schema.ts), read in place. */
export const IMPORT_FILE_KINDS = ['CSV', 'XLSX', 'GOOGLE_SHEET'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

export const CSV_DELIMITER_NAMES = [',', ';', '\t', '|'] as const;
export const TEXT_ENCODINGS = [
  'utf-8',
  'utf-8-bom',
  'utf-16le',
  'utf-16be',
  'windows-1252',
] as const;

export const importFileSchema = z.object({
  /** Where the upload is stored (or `google-sheet`: the collect's sheet source); the import names it. */
  path: z.string(),
  name: z.string(),
  size: z.number().check(z.int(), z.minimum(0)),
  kind: z.enum(IMPORT_FILE_KINDS),
});
export type ImportFile = z.infer<typeof importFileSchema>;

/** Why a row cannot be read (it is refused whatever the template). */
export const rowProblemSchema = z.nullable(z.string());

export const previewRowSchema = z.object({
  /** 1-based, as the spreadsheet shows it. */
  number: z.number().check(z.int(), z.minimum(1)),
  cells: z.array(z.string()),
  problem: rowProblemSchema,
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const filePreviewSchema = z.object({
  headers: z.array(z.string()),
  /** The first data rows below the header row. */
  rows: z.array(previewRowSchema),
  /** CSV only. */
  delimiter: z.nullable(z.enum(CSV_DELIMITER_NAMES)),
  encoding: z.nullable(z.enum(TEXT_ENCODINGS)),
  header_row: z.number().check(z.int(), z.minimum(1)),
  /** Data rows in the file (blank rows left out). */
  total_rows_estimate: z.number().check(z.int(), z.minimum(0)),
  /** XLSX only: the workbook's worksheets and the one read. */
  worksheets: z.nullable(z.array(z.string())),
  worksheet: z.nullable(z.string()),
});
export type FilePreview = z.infer<typeof filePreviewSchema>;

/** POST /api/collects/{collect_id}/upload_to_cloud_storage (multipart). */
export const uploadImportFileFormSchema = z.object({
  file: z.unknown().check(z.describe('A CSV or XLSX file (binary)')),
  header_row: z
    .optional(z.string())
    .check(z.describe('1-based row holding the column names (default 1)')),
  worksheet: z
    .optional(z.string())
    .check(z.describe('XLSX: the worksheet name (default: the first)')),
});

export const uploadedFileResponseSchema = z.object({
  file: importFileSchema,
  preview: filePreviewSchema,
});
export type UploadedFileResponse = z.infer<typeof uploadedFileResponseSchema>;

const headerRowSchema = z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1);
const worksheetSchema = z._default(
  z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  null,
);

/** Which file of the collect, read how. */
export const fileReadingSchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(512)),
  header_row: headerRowSchema,
  worksheet: worksheetSchema,
});
export type FileReading = z.output<typeof fileReadingSchema>;
export type FileReadingInput = z.input<typeof fileReadingSchema>;

/** POST …/import/preview: the uploaded file read again with another header row or sheet. */
export const filePreviewRequestSchema = fileReadingSchema;

/** POST …/matching_template/preview */
export const matchingPreviewRequestSchema = z.extend(fileReadingSchema, {
  template: matchingTemplateInputSchema,
  limit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export type MatchingPreviewRequest = z.input<typeof matchingPreviewRequestSchema>;

export const previewCellSchema = z.object({
  /** The column's name. */
  source: z.string(),
  variable: z.string(),
  /** The cell's text as read. */
  raw: z.string(),
  /** What would be stored (null: empty). */
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]),
  /** Why the row would be refused for this cell, in the caller's language. */
  error: z.nullable(z.string()),
});

export const matchingPreviewRowSchema = z.object({
  number: z.number().check(z.int(), z.minimum(1)),
  cells: z.array(previewCellSchema),
  /** A problem of the whole row (ragged, its key), or of a field no column fills (required). */
  errors: z.array(z.string()),
  /** Whether the import would write it. */
  valid: z.boolean(),
});
export type MatchingPreviewRow = z.infer<typeof matchingPreviewRowSchema>;

export const matchingPreviewResponseSchema = z.object({
  rows: z.array(matchingPreviewRowSchema),
  /** Template problems that refuse every row (a required field no column fills, no key). */
  problems: z.array(z.string()),
});
export type MatchingPreviewResponse = z.infer<typeof matchingPreviewResponseSchema>;

/** POST /api/programs/{program_id}/collects/{collect_id}/import */
export const importRequestSchema = z.extend(fileReadingSchema, {
  /** The template to import with; the collect's saved template when left out. */
  template: z.optional(matchingTemplateInputSchema),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

export const importResponseSchema = z.object({ task: taskSchema });
export type ImportResponse = z.infer<typeof importResponseSchema>;
