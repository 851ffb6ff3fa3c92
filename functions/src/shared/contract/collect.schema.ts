import { z } from 'zod';

/**
 * A collect as lists show it (SPEC.md §3): French uses `title_fr` and falls back to `title`.
 * Models, sources and fields to display join it with the collects API.
 */
export const collectSummarySchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  title: z.string(),
  title_fr: z.string().nullable(),
});
export type CollectSummary = z.infer<typeof collectSummarySchema>;

/** GET /api/programs/{program_id}/collects: sorted by title. */
export const programCollectsResponseSchema = z.object({ collects: z.array(collectSummarySchema) });
export type ProgramCollectsResponse = z.infer<typeof programCollectsResponseSchema>;
