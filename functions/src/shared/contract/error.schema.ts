import { z } from 'zod';

/** Every error code the API answers with, and the HTTP status that carries it. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  USER_DISABLED: 403,
  NOT_FOUND: 404,
  INVITATION_FAILED: 400,
  BOT_CHECK_FAILED: 400,
  INVITATION_NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  CONFLICT: 409,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
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
    details: z.looseObject({ issues: z.array(validationIssueSchema).optional() }).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
