import { isApiError } from '@/lib/api-error';

export type LinkProblem = 'unknown' | 'expired' | 'used';

/** A link that cannot be used, as the API says (or as its shape shows). */
export function linkProblem(error: unknown): LinkProblem | null {
  if (!isApiError(error)) return null;
  if (error.code === 'INVITATION_EXPIRED') return 'expired';
  if (error.code === 'INVITATION_USED') return 'used';
  if (error.code === 'INVITATION_NOT_FOUND' || error.status === 404) return 'unknown';
  if (error.code === 'VALIDATION_ERROR') return 'unknown';
  return null;
}
