import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { SignInRefusedError } from '@/lib/auth/sign-in-refused-error';
import { resources } from '@/lib/i18n/resources';
import { RecaptchaError } from '@/lib/third-party/recaptcha';
import { allErrorMessageKeys, errorMessageKey } from './error-message-key';

const firebase = (code: string) => Object.assign(new Error(code), { code });
const api = (status: number, code: string) => new ApiError(status, code, 'x');

describe('errorMessageKey on the sign-in forms', () => {
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
    expect(errorMessageKey(firebase(code), 'signIn')).toBe(key);
  });

  it('explains that Google sign-in could not start', () => {
    expect(errorMessageKey(firebase('auth/internal-error'), 'googleSignIn')).toBe(
      'auth:errors.googleUnavailable',
    );
    expect(errorMessageKey(firebase('auth/internal-error'), 'signIn')).toBe('auth:errors.generic');
  });

  it('explains an identity Rainbow refused', () => {
    expect(errorMessageKey(new SignInRefusedError('noAccount'), 'signIn')).toBe(
      'auth:errors.refused',
    );
    expect(errorMessageKey(new SignInRefusedError('disabled'), 'signIn')).toBe(
      'auth:errors.userDisabled',
    );
  });

  it('maps an unreachable API to the network message', () => {
    expect(errorMessageKey(api(0, 'NETWORK_ERROR'), 'signIn')).toBe('auth:errors.network');
    expect(errorMessageKey(api(500, 'INTERNAL'), 'signIn')).toBe('auth:errors.generic');
  });

  it('gives bot-protection failures their own message', () => {
    expect(errorMessageKey(new RecaptchaError('scriptLoadFailed'), 'signIn')).toBe(
      'errors:recaptcha.scriptLoadFailed',
    );
  });

  it('never fails on odd values', () => {
    expect(errorMessageKey(undefined, 'signIn')).toBe('auth:errors.generic');
    expect(errorMessageKey({ code: 42 }, 'signIn')).toBe('auth:errors.generic');
    expect(errorMessageKey(firebase('toString'), 'signIn')).toBe('auth:errors.generic');
  });
});

describe('errorMessageKey on API forms', () => {
  it('explains a refused registration', () => {
    expect(errorMessageKey(api(401, 'INVALID_CREDENTIALS'), 'registration')).toBe(
      'auth:errors.wrongPassword',
    );
    expect(errorMessageKey(api(403, 'FORBIDDEN'), 'registration')).toBe(
      'auth:registration.errors.otherAccount',
    );
    expect(errorMessageKey(api(500, 'INTERNAL'), 'registration')).toBe(
      'auth:registration.errors.generic',
    );
  });

  it('tells a duplicate program name from a refused logo, with the form’s own fallback', () => {
    expect(errorMessageKey(api(409, 'ALREADY_EXISTS'), 'programCreate')).toBe(
      'programs:createProgram.errors.exists',
    );
    expect(errorMessageKey(api(413, 'PAYLOAD_TOO_LARGE'), 'programEdit')).toBe(
      'programs:createProgram.errors.logoTooLarge',
    );
    expect(errorMessageKey(api(500, 'INTERNAL'), 'programCreate')).toBe(
      'programs:createProgram.errors.generic',
    );
    expect(errorMessageKey(api(500, 'INTERNAL'), 'programEdit')).toBe(
      'programs:settings.errors.generic',
    );
  });

  it('says a group or a member is gone, and why a role change was refused', () => {
    expect(errorMessageKey(api(404, 'NOT_FOUND'), 'group')).toBe('userGroups:errors.gone');
    expect(errorMessageKey(api(409, 'CONFLICT'), 'group')).toBe('userGroups:errors.exists');
    expect(errorMessageKey(api(409, 'CONFLICT'), 'member')).toBe('members:errors.lastManager');
    expect(errorMessageKey(api(404, 'NOT_FOUND'), 'member')).toBe('members:errors.gone');
    expect(errorMessageKey(new Error('boom'), 'member')).toBe('members:errors.generic');
  });

  it('keeps the general failure of an invitation unless the network is the cause', () => {
    expect(errorMessageKey(api(0, 'NETWORK_ERROR'), 'invite')).toBe('members:invite.network');
    expect(errorMessageKey(api(400, 'INVITATION_FAILED'), 'invite')).toBe('members:invite.failed');
    expect(errorMessageKey(api(400, 'VALIDATION_ERROR'), 'userAccess')).toBe(
      'adminUsers:drawer.invalid',
    );
    expect(errorMessageKey(api(500, 'INTERNAL'), 'profile')).toBe('profile:form.error');
  });

  it('answers only keys both languages translate', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const key of allErrorMessageKeys()) {
        const [namespace = '', path = ''] = key.split(':');
        const catalogue: unknown = resources[locale][namespace as keyof (typeof resources)['en']];
        const value = path
          .split('.')
          .reduce<unknown>(
            (node, part) =>
              typeof node === 'object' && node !== null
                ? (node as Record<string, unknown>)[part]
                : undefined,
            catalogue,
          );
        expect(typeof value, `${locale} ${key}`).toBe('string');
      }
    }
  });
});
