import type { ErrorCode } from './error.schema.js';

// Error lists that many endpoints share.

/** Behind `x-auth`: no or bad token, no access, disabled account. */
export const AUTH_ERRORS: readonly ErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'USER_DISABLED'];

/** Behind `x-auth`, with input to validate. */
export const INPUT_AUTH_ERRORS: readonly ErrorCode[] = ['VALIDATION_ERROR', ...AUTH_ERRORS];
