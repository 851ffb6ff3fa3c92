import { ERROR_STATUS } from '../shared/contract/error.schema.js';
import type { ErrorCode, ValidationIssue } from '../shared/contract/error.schema.js';

export interface ErrorDetails {
  readonly issues?: ValidationIssue[];
  readonly [key: string]: unknown;
}

/**
 * The one error type of the api. Services throw it; the edge middleware turns it into
 * `{ error: { code, message, details? } }` with `status`. Messages are shown to users.
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

/** An AppError with the status the contract gives to `code`. */
export function appError(code: ErrorCode, message: string, details?: ErrorDetails): AppError {
  return new AppError(code, ERROR_STATUS[code], message, details);
}

export const notFound = (message: string) => appError('NOT_FOUND', message);
export const forbidden = (message: string) => appError('FORBIDDEN', message);
export const unauthenticated = (message: string) => appError('UNAUTHENTICATED', message);

/** A 400 naming the field, in the same shape as schema failures. */
export function invalidField(path: string, message: string): AppError {
  return appError('VALIDATION_ERROR', `${path}: ${message}`, { issues: [{ path, message }] });
}

/** A 413 naming the field that is too large. */
export function tooLarge(path: string, message: string): AppError {
  return appError('PAYLOAD_TOO_LARGE', `${path}: ${message}`, { issues: [{ path, message }] });
}
