import { z } from 'zod';
import { LOCALES } from '../../shared/contract/locale.schema.js';
import { recordValueSchema } from '../../shared/contract/record.schema.js';
import { recordFiltersSchema } from '../../shared/contract/record-query.schema.js';

/**
 * What a BULK_UPDATE task keeps of the call that started it: the selection or the view as asked
 * (checked again when it runs), the values as validated then, and the language of its reasons.
 */
export const bulkTaskInputSchema = z.object({
  ids: z.array(z.string()).nullable(),
  filters: recordFiltersSchema,
  keywords: z.string().nullable(),
  values: z.record(z.string(), recordValueSchema),
  locale: z.enum(LOCALES),
});
export type BulkTaskInput = z.infer<typeof bulkTaskInputSchema>;

const positionSchema = z.object({
  value: z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.tuple([z.number(), z.number()]),
    z.array(z.string()),
  ]),
  id: z.string(),
});

export const bulkCursorSchema = z.object({
  index: z.number().int().min(0),
  after: positionSchema.nullable(),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  rejected: z.number().int().min(0),
});
