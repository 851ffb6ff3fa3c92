import { z } from 'zod';

/**
 * A program's key figures for its dashboard. A figure the caller may not see is null: members
 * (SPEC.md §6 "manage roles") and the program's record total are for administrators and
 * managers; collects counts what the caller may open.
 */
export const programFiguresSchema = z.object({
  collects: z.number().int().min(0),
  records: z.number().int().min(0).nullable(),
  members: z.number().int().min(0).nullable(),
});
export type ProgramFigures = z.infer<typeof programFiguresSchema>;

export const programFiguresResponseSchema = z.object({ figures: programFiguresSchema });
export type ProgramFiguresResponse = z.infer<typeof programFiguresResponseSchema>;
