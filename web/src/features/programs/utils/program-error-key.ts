import { isApiError } from '@/lib/api-error';

const API_ERRORS: Record<string, string> = {
  ALREADY_EXISTS: 'createProgram.errors.exists',
  PAYLOAD_TOO_LARGE: 'createProgram.errors.logoTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'createProgram.errors.logoType',
  VALIDATION_ERROR: 'createProgram.errors.invalid',
};

/** The message (a `programs` key) for a failed create or edit of a program. */
export function programErrorKey(error: unknown, fallback: string): string {
  return (isApiError(error) && API_ERRORS[error.code]) || fallback;
}
