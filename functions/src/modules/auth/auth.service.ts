import type { Clock } from '../../core/clock.js';
import { appError, forbidden } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import type {
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  LoginResponse,
} from '../../shared/contract/login.schema.js';
import { DEFAULT_LOCALE } from '../../shared/contract/locale.schema.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { BotCheck } from './bot-check.js';
import type { IdentityToolkit } from './identity-toolkit.js';
import { ADDRESS_POLICY, CLIENT_POLICY, waitMs } from './login-throttle.js';
import type { LoginThrottleRepository, ThrottleKey } from './login-throttle.repository.js';

// Identity Toolkit reasons that all mean "wrong e-mail or password". They are answered the same
// way so that the response does not reveal which accounts exist.
const BAD_CREDENTIALS = new Set([
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_EMAIL',
  'MISSING_PASSWORD',
]);

/** What the edge knows about the request: who is calling from where. */
export interface CallerContext {
  readonly clientIp: string | null;
  readonly logger: Logger;
}

export interface AuthService {
  login(input: LoginRequest, caller: CallerContext): Promise<LoginResponse>;
  forgotPassword(
    input: ForgotPasswordRequest,
    caller: CallerContext,
  ): Promise<ForgotPasswordResponse>;
}

export interface AuthDeps {
  readonly identity: IdentityToolkit;
  readonly users: UsersRepository;
  readonly throttle: LoginThrottleRepository;
  readonly botCheck: BotCheck;
  readonly clock: Clock;
}

/** 429 with the seconds to wait, which the route also sends as `Retry-After`. */
export const rateLimited = (retryAfterSeconds?: number) =>
  appError(
    'RATE_LIMITED',
    'Too many attempts: try again later',
    retryAfterSeconds === undefined ? undefined : { retry_after: retryAfterSeconds },
  );

export function createAuthService(deps: AuthDeps): AuthService {
  const throttleKeys = (email: string, clientIp: string | null): ThrottleKey[] => [
    { kind: 'address', key: email, policy: ADDRESS_POLICY },
    ...(clientIp ? [{ kind: 'client' as const, key: clientIp, policy: CLIENT_POLICY }] : []),
  ];

  return {
    async login({ email, password, recaptcha_token }, caller) {
      const { logger } = caller;
      const keys = throttleKeys(email, caller.clientIp);
      const states = await deps.throttle.read(keys);
      const now = deps.clock.now();
      const wait = Math.max(0, ...states.map((state) => waitMs(state, now)));
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        logs.loginThrottled(logger, { retryAfterSeconds: seconds });
        throw rateLimited(seconds);
      }
      await deps.botCheck.verify(recaptcha_token, 'login', caller);
      const result = await deps.identity.signInWithPassword(email, password);
      if (!result.ok) {
        logs.loginFailed(logger, result.reason);
        if (BAD_CREDENTIALS.has(result.reason)) await deps.throttle.recordFailure(keys, now);
        throw signInError(result.reason, result.status, logger);
      }
      const [address] = keys;
      if (states[0] && address) await deps.throttle.clear(address);
      // Auth knowing the identity is not enough: Rainbow's own account must exist and be active.
      const user = await deps.users.findById(result.uid);
      if (!user) throw forbidden('This account has no access to Rainbow');
      if (user.status === 'DISABLED') throw appError('USER_DISABLED', 'This account is disabled');
      logs.loginSucceeded(logger, result.uid);
      return { token: result.idToken };
    },

    async forgotPassword({ email, lang, recaptcha_token }, caller) {
      await deps.botCheck.verify(recaptcha_token, 'forgot_password', caller);
      const sent = await deps.identity.sendPasswordReset(email, lang ?? DEFAULT_LOCALE);
      // An unknown address is answered like a known one, so that none can be probed.
      if (!sent.ok && sent.reason !== 'EMAIL_NOT_FOUND') {
        if (sent.reason === 'TOO_MANY_ATTEMPTS_TRY_LATER') throw rateLimited();
        if (BAD_CREDENTIALS.has(sent.reason)) {
          throw appError('VALIDATION_ERROR', 'email: Invalid e-mail address', {
            issues: [{ path: 'email', message: 'Invalid e-mail address' }],
          });
        }
        logs.identityProviderError(caller.logger, sent);
        throw new Error(`Identity Toolkit password reset failed: ${sent.reason}`);
      }
      return { sent: true };
    },
  };
}

function signInError(reason: string, status: number, logger: Logger): Error {
  if (BAD_CREDENTIALS.has(reason)) {
    return appError('INVALID_CREDENTIALS', 'Incorrect e-mail or password');
  }
  if (reason === 'USER_DISABLED') return appError('USER_DISABLED', 'This account is disabled');
  if (reason === 'TOO_MANY_ATTEMPTS_TRY_LATER') return rateLimited();
  logs.identityProviderError(logger, { status, reason });
  return new Error(`Identity Toolkit sign-in failed: ${reason}`);
}
