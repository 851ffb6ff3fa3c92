import { isApiError } from '@/lib/api-error';

/** The `userGroups` message for a refused change of a group. */
export function groupErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.generic';
  if (error.code === 'NOT_FOUND') return 'errors.gone';
  if (error.code === 'VALIDATION_ERROR') return 'errors.invalid';
  if (error.code === 'ALREADY_EXISTS' || error.code === 'CONFLICT') return 'errors.exists';
  return 'errors.generic';
}
