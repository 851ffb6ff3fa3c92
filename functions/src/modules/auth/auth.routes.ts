import { currentUserOf } from '../../http/authenticate.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { authEndpoints } from '../../shared/contract/auth.endpoints.js';
import { loginRequestSchema } from '../../shared/contract/login.schema.js';
import type { UsersRepository } from '../users/users.repository.js';
import { createAuthService } from './auth.service.js';
import type { IdentityToolkit } from './identity-toolkit.js';

/** Signing in and reading the signed-in user; changing one's names is the users module's. */
export function mountAuth(
  api: ApiRoutes,
  deps: { users: UsersRepository; identity: IdentityToolkit },
): void {
  const auth = createAuthService(deps);

  jsonRoute(api, authEndpoints.login, (req, res) =>
    auth.login(parseInput(loginRequestSchema, req.body), contextOf(res).logger),
  );

  jsonRoute(api, authEndpoints.currentUser, (_req, res) => ({ user: currentUserOf(res).user }));
}
