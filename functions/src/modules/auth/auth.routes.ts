import type { Response } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { clientIpOf } from '../../http/client-ip.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { AppError } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { authEndpoints } from '../../shared/contract/auth.endpoints.js';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
} from '../../shared/contract/login.schema.js';
import { createAuthService } from './auth.service.js';
import type { AuthDeps } from './auth.service.js';

/** Signing in and reading the signed-in user; changing one's names is the users module's. */
export function mountAuth(api: ApiRoutes, deps: AuthDeps): void {
  const auth = createAuthService(deps);

  jsonRoute(api, authEndpoints.login, async (req, res) => {
    const caller = { clientIp: clientIpOf(req), logger: contextOf(res).logger };
    try {
      return await auth.login(parseInput(loginRequestSchema, req.body), caller);
    } catch (error) {
      setRetryAfter(res, error);
      throw error;
    }
  });

  jsonRoute(api, authEndpoints.forgotPassword, (req, res) =>
    auth.forgotPassword(parseInput(forgotPasswordRequestSchema, req.body), {
      clientIp: clientIpOf(req),
      logger: contextOf(res).logger,
    }),
  );

  jsonRoute(api, authEndpoints.currentUser, (_req, res) => ({ user: currentUserOf(res).user }));
}

/** A throttled sign-in says when to come back (RFC 9110 `Retry-After`, in seconds). */
function setRetryAfter(res: Response, error: unknown): void {
  if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') return;
  const seconds = error.details?.retry_after;
  if (typeof seconds === 'number') res.setHeader('Retry-After', String(seconds));
}
