import { z } from 'zod';
import { EXPORT_FORMATS } from '../../shared/contract/export.schema.js';
import { LOCALES } from '../../shared/contract/locale.schema.js';
import { recordFiltersSchema } from '../../shared/contract/record-query.schema.js';

/**
 * What an EXPORT task keeps of the call that started it: the selection or the view as asked
 * (checked again when it runs, against the collect as it is then), the format, the language of
 * the headers and values, and the file's name.
 */
export const exportTaskInputSchema = z.object({
  ids: z.array(z.string()).nullable(),
  filters: recordFiltersSchema,
  keywords: z.string().nullable(),
  sort: z.string().nullable(),
  direction: z.enum(['asc', 'desc']).nullable(),
  format: z.enum(EXPORT_FORMATS),
  locale: z.enum(LOCALES),
  file_name: z.string(),
});
export type ExportTaskInput = z.infer<typeof exportTaskInputSchema>;
