import { isApiError, NETWORK_ERROR } from '@/lib/api-error';
import { RecaptchaError } from '@/lib/third-party/recaptcha';

/** Rainbow refused a Firebase identity: no account of its own, or a disabled one. */
export class SignInRefusedError extends Error {
  readonly reason: 'noAccount' | 'disabled';

  constructor(reason: 'noAccount' | 'disabled') {
    super(`Signed in with Firebase, refused by the API (${reason})`);
    this.name = 'SignInRefusedError';
    this.reason = reason;
  }
}

const FIREBASE_CODES: Record<string, string> = {
  'auth/wrong-password': 'wrongPassword',
  'auth/invalid-credential': 'wrongPassword',
  'auth/invalid-login-credentials': 'wrongPassword',
  'auth/user-not-found': 'unknownUser',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/network-request-failed': 'network',
  'auth/user-disabled': 'userDisabled',
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-email': 'invalidEmail',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/popup-blocked': 'popupBlocked',
  'auth/operation-not-allowed': 'providerDisabled',
  'auth/account-exists-with-different-credential': 'accountExists',
};

function firebaseCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

// Google's popup needs Google's own scripts: when they cannot load, the SDK only says "internal".
const GOOGLE_UNAVAILABLE = new Set(['auth/internal-error', 'auth/network-request-failed']);

/** The i18next key of the message a sign-in form shows for an error. */
export function authErrorKey(error: unknown, method: 'password' | 'google' = 'password'): string {
  if (error instanceof RecaptchaError) return `errors:recaptcha.${error.failure}`;
  if (error instanceof SignInRefusedError) {
    return error.reason === 'disabled' ? 'auth:errors.userDisabled' : 'auth:errors.refused';
  }
  if (isApiError(error)) {
    return error.code === NETWORK_ERROR ? 'auth:errors.network' : 'auth:errors.generic';
  }
  const code = firebaseCode(error);
  if (method === 'google' && code && GOOGLE_UNAVAILABLE.has(code)) {
    return 'auth:errors.googleUnavailable';
  }
  const key = code ? FIREBASE_CODES[code] : undefined;
  return `auth:errors.${key ?? 'generic'}`;
}
