import { isApiError } from '@/lib/api-error';
import { RecaptchaError, type RecaptchaFailure } from '@/lib/third-party/recaptcha';

/** Where an error happened: the same code means different things on different forms. */
export type ErrorContext =
  | 'signIn'
  | 'googleSignIn'
  | 'registration'
  | 'programCreate'
  | 'programEdit'
  | 'group'
  | 'member'
  | 'userAccess'
  | 'invite'
  | 'profile'
  | 'model'
  | 'collect'
  | 'attributionRule';

interface ContextMessages {
  /** Error code (the API's, Firebase Auth's or SignInRefusedError's) to a full i18next key. */
  codes: Readonly<Record<string, string>>;
  fallback: string;
}

const SIGN_IN_CODES: Readonly<Record<string, string>> = {
  'auth/wrong-password': 'auth:errors.wrongPassword',
  'auth/invalid-credential': 'auth:errors.wrongPassword',
  'auth/invalid-login-credentials': 'auth:errors.wrongPassword',
  'auth/user-not-found': 'auth:errors.unknownUser',
  'auth/too-many-requests': 'auth:errors.tooManyAttempts',
  'auth/network-request-failed': 'auth:errors.network',
  'auth/user-disabled': 'auth:errors.userDisabled',
  'auth/invalid-email': 'auth:errors.invalidEmail',
  'auth/missing-email': 'auth:errors.invalidEmail',
  'auth/popup-closed-by-user': 'auth:errors.popupClosed',
  'auth/cancelled-popup-request': 'auth:errors.popupClosed',
  'auth/popup-blocked': 'auth:errors.popupBlocked',
  'auth/operation-not-allowed': 'auth:errors.providerDisabled',
  'auth/account-exists-with-different-credential': 'auth:errors.accountExists',
  NETWORK_ERROR: 'auth:errors.network',
  // The api's answers to POST /api/auth/login.
  INVALID_CREDENTIALS: 'auth:errors.wrongPassword',
  RATE_LIMITED: 'auth:errors.tooManyAttempts',
  USER_DISABLED: 'auth:errors.userDisabled',
  FORBIDDEN: 'auth:errors.refused',
  SIGN_IN_REFUSED: 'auth:errors.refused',
  SIGN_IN_DISABLED: 'auth:errors.userDisabled',
};

const PROGRAM_CODES: Readonly<Record<string, string>> = {
  ALREADY_EXISTS: 'programs:createProgram.errors.exists',
  PAYLOAD_TOO_LARGE: 'programs:createProgram.errors.logoTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'programs:createProgram.errors.logoType',
  VALIDATION_ERROR: 'programs:createProgram.errors.invalid',
};

const MESSAGES: Readonly<Record<ErrorContext, ContextMessages>> = {
  signIn: { codes: SIGN_IN_CODES, fallback: 'auth:errors.generic' },
  googleSignIn: {
    // Google's popup needs Google's own scripts: when they cannot load, the SDK only says
    // "internal" (or "network").
    codes: {
      ...SIGN_IN_CODES,
      'auth/internal-error': 'auth:errors.googleUnavailable',
      'auth/network-request-failed': 'auth:errors.googleUnavailable',
    },
    fallback: 'auth:errors.generic',
  },
  registration: {
    codes: {
      NETWORK_ERROR: 'auth:errors.network',
      INVALID_CREDENTIALS: 'auth:errors.wrongPassword',
      USER_DISABLED: 'auth:errors.userDisabled',
      FORBIDDEN: 'auth:registration.errors.otherAccount',
      VALIDATION_ERROR: 'auth:registration.errors.invalid',
      CONFLICT: 'auth:registration.errors.conflict',
    },
    fallback: 'auth:registration.errors.generic',
  },
  programCreate: { codes: PROGRAM_CODES, fallback: 'programs:createProgram.errors.generic' },
  programEdit: { codes: PROGRAM_CODES, fallback: 'programs:settings.errors.generic' },
  group: {
    codes: {
      NOT_FOUND: 'userGroups:errors.gone',
      VALIDATION_ERROR: 'userGroups:errors.invalid',
      ALREADY_EXISTS: 'userGroups:errors.exists',
      CONFLICT: 'userGroups:errors.exists',
    },
    fallback: 'userGroups:errors.generic',
  },
  member: {
    codes: {
      CONFLICT: 'members:errors.lastManager',
      NOT_FOUND: 'members:errors.gone',
      VALIDATION_ERROR: 'members:errors.invalidRole',
    },
    fallback: 'members:errors.generic',
  },
  userAccess: {
    codes: { VALIDATION_ERROR: 'adminUsers:drawer.invalid' },
    fallback: 'adminUsers:drawer.error',
  },
  // SPEC §8: a refused invitation is "Error when inviting user"; its rows say what is wrong.
  invite: { codes: { NETWORK_ERROR: 'members:invite.network' }, fallback: 'members:invite.failed' },
  profile: { codes: {}, fallback: 'profile:form.error' },
  // Models and their fields: a CONFLICT names the collects that use the model.
  model: {
    codes: {
      NOT_FOUND: 'models:errors.gone',
      VALIDATION_ERROR: 'models:errors.invalid',
      ALREADY_EXISTS: 'models:errors.taken',
      CONFLICT: 'models:errors.inUse',
    },
    fallback: 'models:errors.generic',
  },
  // Collects: a CONFLICT is a change of model refused once the collect holds records.
  collect: {
    codes: {
      NOT_FOUND: 'collects:errors.gone',
      VALIDATION_ERROR: 'collects:errors.invalid',
      CONFLICT: 'collects:errors.conflict',
    },
    fallback: 'collects:errors.generic',
  },
  // Attribution rules: a CONFLICT is the same rule given twice.
  attributionRule: {
    codes: {
      NOT_FOUND: 'rules:errors.gone',
      VALIDATION_ERROR: 'rules:errors.invalid',
      ALREADY_EXISTS: 'rules:errors.exists',
      CONFLICT: 'rules:errors.exists',
    },
    fallback: 'rules:errors.generic',
  },
};

/** Every key the map can answer, for the test that both languages have them. */
export function allErrorMessageKeys(): string[] {
  const keys = Object.values(MESSAGES).flatMap(({ codes, fallback }) => [
    ...Object.values(codes),
    fallback,
  ]);
  return [...new Set(keys)];
}

const RECAPTCHA_FAILURES: ReadonlySet<string> = new Set<RecaptchaFailure>([
  'noKey',
  'noVersion',
  'executeFailed',
  'scriptLoadFailed',
]);

/** The server's bot-protection refusal names the same SPEC §8 failure as the browser's. */
function botCheckFailure(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'BOT_CHECK_FAILED') return null;
  const { details } = error;
  const failure =
    typeof details === 'object' && details !== null && 'failure' in details
      ? details.failure
      : null;
  return typeof failure === 'string' && RECAPTCHA_FAILURES.has(failure) ? failure : 'executeFailed';
}

/** The code of an ApiError, a Firebase Auth error or a SignInRefusedError; null for others. */
function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/** The i18next key (with its namespace) of the message a screen shows for a failed call. */
export function errorMessageKey(error: unknown, context: ErrorContext): string {
  if (error instanceof RecaptchaError) return `errors:recaptcha.${error.failure}`;
  const botCheck = botCheckFailure(error);
  if (botCheck) return `errors:recaptcha.${botCheck}`;
  const { codes, fallback } = MESSAGES[context];
  const code = codeOf(error);
  return (code !== null && Object.hasOwn(codes, code) && codes[code]) || fallback;
}
