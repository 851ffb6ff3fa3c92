import { z } from 'zod/mini';
import { SEARCH_MIN_LENGTH } from '../constants.js';
import { collectSummarySchema } from './collect.schema.js';

/** GET /api/search?keywords=: at least 3 characters once trimmed (SPEC.md §5). */
export const searchQuerySchema = z.object({
  keywords: z.string().check(z.trim(), z.minLength(SEARCH_MIN_LENGTH), z.maxLength(100)),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const programHitSchema = z.object({ _id: z.string(), name: z.string() });
export type ProgramHit = z.infer<typeof programHitSchema>;

export const recordHitSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  collect_id: z.string(),
  label: z.nullable(z.string()),
});
export type RecordHit = z.infer<typeof recordHitSchema>;

export const searchResponseSchema = z.object({
  programs: z.array(programHitSchema),
  collects: z.array(collectSummarySchema),
  records: z.array(recordHitSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
