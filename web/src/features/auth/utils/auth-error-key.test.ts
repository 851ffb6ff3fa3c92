import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { RecaptchaError } from '@/lib/third-party/recaptcha';
import { authErrorKey, SignInRefusedError } from './auth-error-key';

const firebase = (code: string) => Object.assign(new Error(code), { code });

describe('authErrorKey', () => {
  it.each([
    ['auth/wrong-password', 'auth:errors.wrongPassword'],
    ['auth/invalid-credential', 'auth:errors.wrongPassword'],
    ['auth/user-not-found', 'auth:errors.unknownUser'],
    ['auth/too-many-requests', 'auth:errors.tooManyAttempts'],
    ['auth/network-request-failed', 'auth:errors.network'],
    ['auth/user-disabled', 'auth:errors.userDisabled'],
    ['auth/popup-closed-by-user', 'auth:errors.popupClosed'],
    ['auth/something-new', 'auth:errors.generic'],
  ])('maps Firebase %s', (code, key) => {
    expect(authErrorKey(firebase(code))).toBe(key);
  });

  it('explains that Google sign-in could not start', () => {
    expect(authErrorKey(firebase('auth/internal-error'), 'google')).toBe(
      'auth:errors.googleUnavailable',
    );
    expect(authErrorKey(firebase('auth/internal-error'))).toBe('auth:errors.generic');
  });

  it('explains an identity Rainbow refused', () => {
    expect(authErrorKey(new SignInRefusedError('noAccount'))).toBe('auth:errors.refused');
    expect(authErrorKey(new SignInRefusedError('disabled'))).toBe('auth:errors.userDisabled');
  });

  it('maps an unreachable API to the network message', () => {
    expect(authErrorKey(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe('auth:errors.network');
    expect(authErrorKey(new ApiError(500, 'INTERNAL', 'x'))).toBe('auth:errors.generic');
  });

  it('gives bot-protection failures their own message', () => {
    expect(authErrorKey(new RecaptchaError('scriptLoadFailed'))).toBe(
      'errors:recaptcha.scriptLoadFailed',
    );
  });

  it('never fails on odd values', () => {
    expect(authErrorKey(undefined)).toBe('auth:errors.generic');
    expect(authErrorKey({ code: 42 })).toBe('auth:errors.generic');
  });
});
