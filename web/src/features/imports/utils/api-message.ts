import { isApiError } from '@/lib/api-error';

/**
 * What the api said about a file, without the field path in front (`file: The file is empty`):
 * the api writes these messages in the caller's language for people.
 */
export function apiMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const details = error.details as { issues?: { message?: unknown }[] } | undefined;
  const first = details?.issues?.[0]?.message;
  return typeof first === 'string' ? first : error.message;
}
