import { isApiError, NETWORK_ERROR } from '@/lib/api-error';

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

/** The message (a full i18next key) for a failed registration that is not a link problem. */
export function registrationErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'auth:registration.errors.generic';
  if (error.code === NETWORK_ERROR) return 'auth:errors.network';
  if (error.code === 'INVALID_CREDENTIALS') return 'auth:errors.wrongPassword';
  if (error.code === 'USER_DISABLED') return 'auth:errors.userDisabled';
  if (error.code === 'FORBIDDEN') return 'auth:registration.errors.otherAccount';
  if (error.code === 'VALIDATION_ERROR') return 'auth:registration.errors.invalid';
  return 'auth:registration.errors.generic';
}
