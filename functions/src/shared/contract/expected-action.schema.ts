import { z } from 'zod';
import { EXPECTED_ACTIONS_LIMIT_MAX } from '../constants.js';
import { flagSchema, isoDateSchema } from './common.schema.js';

/** Something the program expects from a person (SPEC.md §3 "expected actions"). */
export const expectedActionSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  title: z.string(),
  collect_id: z.string().nullable(),
  executed: z.boolean(),
  created_at: isoDateSchema,
});
export type ExpectedAction = z.infer<typeof expectedActionSchema>;

/** `executed=false`: those still to do; without it, all of them. Newest first. */
export const expectedActionsQuerySchema = z.object({
  executed: flagSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(EXPECTED_ACTIONS_LIMIT_MAX)
    .default(EXPECTED_ACTIONS_LIMIT_MAX),
});
export type ExpectedActionsQuery = z.infer<typeof expectedActionsQuerySchema>;

/** SPEC.md §7 names the list `activities`. */
export const expectedActionsResponseSchema = z.object({
  activities: z.array(expectedActionSchema),
});
export type ExpectedActionsResponse = z.infer<typeof expectedActionsResponseSchema>;
