// No zod here: the web app's first load needs the codes, not their schema (issue 15).

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
