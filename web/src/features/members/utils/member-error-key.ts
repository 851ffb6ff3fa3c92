import { isApiError } from '@/lib/api-error';

/** The `members` message for a refused role change or removal. */
export function memberErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.generic';
  if (error.code === 'CONFLICT') return 'errors.lastManager';
  if (error.code === 'NOT_FOUND') return 'errors.gone';
  if (error.code === 'VALIDATION_ERROR') return 'errors.invalidRole';
  return 'errors.generic';
}
