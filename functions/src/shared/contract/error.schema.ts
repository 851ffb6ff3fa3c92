import { z } from 'zod/mini';
import { ERROR_CODES } from './error-codes.js';

export { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './error-codes.js';

export const errorCodeSchema = z.enum(ERROR_CODES);

/** One failed check of a request; `path` names the field (`name`, `roles.0.role`, `body`). */
export const validationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.optional(z.looseObject({ issues: z.optional(z.array(validationIssueSchema)) })),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
