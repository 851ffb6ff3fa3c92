import { z } from 'zod/mini';
import { idSchema } from './common.schema.js';
import { recordFiltersSchema } from './record-query.schema.js';
import { taskSchema } from './task.schema.js';

// PUT /api/programs/{program_id}/collects/{collect_id}/records/bulk-update (SPEC §7): the same
// values set on the selected records, or on every record the grid's view matches, each record
// within the caller's reach and WRITE rules.

/** Up to this many records the update is done during the call; more become a BULK_UPDATE task. */
export const BULK_UPDATE_INLINE_MAX = 300;
/** The most records a selection (`collectItems`) may name. */
export const BULK_SELECTION_MAX = 5000;
/** How many refused records the answer lists (all are counted). */
export const BULK_REJECTIONS_LISTED = 100;

export const bulkUpdateRequestSchema = z.object({
  /** The selected records' ids; when absent, every record of the view. */
  collectItems: z.optional(
    z.array(idSchema).check(z.minLength(1), z.maxLength(BULK_SELECTION_MAX)),
  ),
  /** The values to set, by variable; checked by the model's validation engine. */
  fields: z
    .record(z.string(), z.unknown())
    .check(
      z.refine((fields) => Object.keys(fields).length > 0, 'Choose at least one field to set'),
    ),
  filters: z.optional(recordFiltersSchema),
  keywords: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type BulkUpdateRequest = z.infer<typeof bulkUpdateRequestSchema>;

export const bulkRejectionSchema = z.object({ _id: z.string(), reason: z.string() });
export type BulkRejection = z.infer<typeof bulkRejectionSchema>;

export const bulkUpdateResultSchema = z.object({
  updated: z.number().check(z.int(), z.minimum(0)),
  /** Records that already held the values (left as they were). */
  unchanged: z.number().check(z.int(), z.minimum(0)),
  rejected: z.number().check(z.int(), z.minimum(0)),
  /** The first refused records and why (at most BULK_REJECTIONS_LISTED). */
  rejections: z.array(bulkRejectionSchema),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;

/** Done at once (200), or the task doing it (202). */
export const bulkUpdateResponseSchema = z.union([
  bulkUpdateResultSchema,
  z.object({ task: taskSchema }),
]);
export type BulkUpdateResponse = z.infer<typeof bulkUpdateResponseSchema>;
