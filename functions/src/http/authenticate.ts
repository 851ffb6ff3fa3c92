import type { RequestHandler, Response } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { errorCodeOf } from '../core/error-codes.js';
import { appError, forbidden, unauthenticated } from '../core/errors.js';
import { logs } from '../core/logs.js';
import type { UsersRepository } from '../modules/users/users.repository.js';
import { contextOf } from './request-context.js';
import type { CurrentUser } from './request-context.js';

// firebase-admin codes that mean "this token is not acceptable"; anything else (network, key
// fetch) is our failure and surfaces as a 500.
const TOKEN_PROBLEMS = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * `x-auth: <Firebase ID token>` (no prefix). The user's document is read on every call, one
 * cheap get, so that a disabled account or a changed role takes effect on the very next request
 * even while the token stays valid. The token itself is checked against revocation too (see
 * `verify`).
 */
export function authenticate(
  deps: { auth: Pick<Auth, 'verifyIdToken'>; users: Pick<UsersRepository, 'findById'> },
  options: { optional?: boolean } = {},
): RequestHandler {
  return async (req, res, next) => {
    const context = contextOf(res);
    const token = req.get('x-auth')?.trim();
    if (!token && options.optional) {
      next();
      return;
    }
    if (!token) throw unauthenticated('Sign in first: the x-auth header is missing');
    const decoded = await verify(deps.auth, token, res);
    const user = await deps.users.findById(decoded.uid);
    if (!user) {
      logs.userRefused(context.logger, { uid: decoded.uid, reason: 'NO_ACCOUNT' });
      throw forbidden('This account has no access to Rainbow');
    }
    if (user.status === 'DISABLED') {
      logs.userRefused(context.logger, { uid: decoded.uid, reason: 'DISABLED' });
      throw appError('USER_DISABLED', 'This account is disabled');
    }
    context.currentUser = { uid: user._id, level: user.level, roles: user.roles, user };
    next();
  };
}

async function verify(
  auth: Pick<Auth, 'verifyIdToken'>,
  token: string,
  res: Response,
): Promise<DecodedIdToken> {
  try {
    // checkRevoked: a token minted before `revokeRefreshTokens` (password reset, a registration
    // taking an address back, a disabled account) is refused at once instead of working until
    // it expires, up to an hour later. It costs one Auth lookup per call, not a Firestore read.
    return await auth.verifyIdToken(token, true);
  } catch (error) {
    const code = tokenProblemOf(error);
    if (!code) throw error;
    logs.tokenRejected(contextOf(res).logger, code);
    // The Auth emulator checks the account on every verification; production does not, and
    // the user document's status then refuses it. Both answer the same.
    if (code === 'auth/user-disabled') throw appError('USER_DISABLED', 'This account is disabled');
    throw unauthenticated('Invalid or expired token: sign in again');
  }
}

/**
 * The reason a token is refused, or undefined when the failure is ours (network, key fetch).
 * A token cut inside its payload makes the decoder's JSON.parse throw a bare SyntaxError,
 * without an `auth/` code: that is still a bad token, not a server failure.
 */
function tokenProblemOf(error: unknown): string | undefined {
  const code = errorCodeOf(error);
  if (typeof code === 'string' && TOKEN_PROBLEMS.has(code)) return code;
  if (error instanceof SyntaxError) return 'auth/argument-error';
  return undefined;
}

/** The caller behind an optional `authenticate`, when they sent a token. */
export function optionalUserOf(res: Response): CurrentUser | undefined {
  return contextOf(res).currentUser;
}

/** The authenticated caller; only valid behind `authenticate`. */
export function currentUserOf(res: Response): CurrentUser {
  const user = contextOf(res).currentUser;
  if (!user) throw unauthenticated('Sign in first');
  return user;
}
