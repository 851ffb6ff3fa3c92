import { z } from 'zod/mini';

/**
 * A program's key figures for its dashboard. A figure the caller may not see is null: members
 * (SPEC.md §6 "manage roles") and the program's record total are for administrators and
 * managers; collects counts what the caller may open.
 */
export const programFiguresSchema = z.object({
  collects: z.number().check(z.int(), z.minimum(0)),
  records: z.nullable(z.number().check(z.int(), z.minimum(0))),
  members: z.nullable(z.number().check(z.int(), z.minimum(0))),
});
export type ProgramFigures = z.infer<typeof programFiguresSchema>;

export const programFiguresResponseSchema = z.object({ figures: programFiguresSchema });
export type ProgramFiguresResponse = z.infer<typeof programFiguresResponseSchema>;
