import { isErrorBody } from '@shared/contract/boot-guards';

/** The one error type every API call rejects with, whatever went wrong on the way. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Status 0 means the request never got an HTTP answer. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** SPEC §4: a 401 or a 403 means the session is gone or refused. */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** Builds the ApiError for a non-2xx answer from the contract's `{ error: { code, message, details } }`. */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  // The contract's errorBodySchema, checked without zod (issue 15: not on the first load).
  if (isErrorBody(body)) {
    const { code, message, details } = body.error;
    return new ApiError(status, code, message, details);
  }
  // A proxy or the emulator answered, not the API: keep the status, invent nothing else.
  return new ApiError(
    status,
    `HTTP_${status}`,
    statusText || `Request failed with status ${status}`,
  );
}
