import { z } from 'zod/mini';
import { idSchema } from './common.schema.js';
import { recordFiltersSchema } from './record-query.schema.js';
import { taskSchema } from './task.schema.js';

// POST /api/programs/{program_id}/collects/{collect_id}/records/export (SPEC §7): a CSV or XLSX
// file of the records the caller may see — the grid's selection, or everything its view
// matches — with the model's fields as columns, labelled in the caller's language.

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Up to this many records the file is written during the call; more become an EXPORT task. */
export const EXPORT_INLINE_MAX = 5000;
/** The most records a selection (`collectItems`) may name. */
export const EXPORT_SELECTION_MAX = 5000;

export const exportRequestSchema = z.object({
  /** The selected records' ids; when absent, every record of the view. */
  collectItems: z.optional(
    z.array(idSchema).check(z.minLength(1), z.maxLength(EXPORT_SELECTION_MAX)),
  ),
  /** The grid's view: the same filters, keywords and sort as the grid's query string. */
  filters: z.optional(recordFiltersSchema),
  keywords: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: z.optional(z.string().check(z.minLength(1), z.maxLength(63))),
  direction: z.optional(z.enum(['asc', 'desc'])),
  format: z._default(z.enum(EXPORT_FORMATS), 'csv'),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** The file at once (a signed link that expires), or the task that will produce it (202). */
export const exportResponseSchema = z.union([
  z.object({ fileUrl: z.string() }),
  z.object({ task: taskSchema }),
]);
export type ExportResponse = z.infer<typeof exportResponseSchema>;
