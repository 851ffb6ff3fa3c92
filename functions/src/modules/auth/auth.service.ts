import { appError, forbidden } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import type { LoginRequest, LoginResponse } from '../../shared/contract/login.schema.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { IdentityToolkit } from './identity-toolkit.js';

// Identity Toolkit reasons that all mean "wrong e-mail or password". They are answered the same
// way so that the response does not reveal which accounts exist.
const BAD_CREDENTIALS = new Set([
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_EMAIL',
  'MISSING_PASSWORD',
]);

export interface AuthService {
  login(input: LoginRequest, logger: Logger): Promise<LoginResponse>;
}

export function createAuthService(deps: {
  identity: IdentityToolkit;
  users: UsersRepository;
}): AuthService {
  return {
    async login({ email, password }, logger) {
      const result = await deps.identity.signInWithPassword(email, password);
      if (!result.ok) {
        logs.loginFailed(logger, result.reason);
        throw signInError(result.reason, result.status, logger);
      }
      // Auth knowing the identity is not enough: Rainbow's own account must exist and be active.
      const user = await deps.users.findById(result.uid);
      if (!user) throw forbidden('This account has no access to Rainbow');
      if (user.status === 'DISABLED') throw appError('USER_DISABLED', 'This account is disabled');
      logs.loginSucceeded(logger, result.uid);
      return { token: result.idToken };
    },
  };
}

function signInError(reason: string, status: number, logger: Logger): Error {
  if (BAD_CREDENTIALS.has(reason)) {
    return appError('INVALID_CREDENTIALS', 'Incorrect e-mail or password');
  }
  if (reason === 'USER_DISABLED') return appError('USER_DISABLED', 'This account is disabled');
  if (reason === 'TOO_MANY_ATTEMPTS_TRY_LATER') {
    return appError('RATE_LIMITED', 'Too many attempts: try again later');
  }
  logs.identityProviderError(logger, { status, reason });
  return new Error(`Identity Toolkit sign-in failed: ${reason}`);
}
