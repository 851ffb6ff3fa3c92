import { currentUserOf } from '../../http/authenticate.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { adminUserEndpoints } from '../../shared/contract/admin-user.endpoints.js';
import {
  changeUserStatusRequestSchema,
  getUserByQuerySchema,
  updateUserRoleRequestSchema,
  usersQuerySchema,
} from '../../shared/contract/admin-user.schema.js';
import { authEndpoints } from '../../shared/contract/auth.endpoints.js';
import {
  updateLocaleRequestSchema,
  updateUserDataRequestSchema,
} from '../../shared/contract/user.schema.js';
import { createUsersAdminService } from './users-admin.service.js';
import type { UsersAdminDeps } from './users-admin.service.js';
import { createUsersService } from './users.service.js';

/** A user's own names and language, and the system's users, levels, roles and status (super admins). */
export function mountUsers(api: ApiRoutes, deps: UsersAdminDeps): void {
  const users = createUsersService(deps);
  const admin = createUsersAdminService(deps);

  jsonRoute(api, authEndpoints.updateUserData, async (req, res) => {
    const input = parseInput(updateUserDataRequestSchema, req.body);
    const user = await users.updateOwnData(currentUserOf(res), input, contextOf(res).logger);
    return { user };
  });

  jsonRoute(api, authEndpoints.updateLocale, async (req, res) => {
    const { locale } = parseInput(updateLocaleRequestSchema, req.body);
    return { user: await users.setOwnLocale(currentUserOf(res), locale) };
  });

  for (const endpoint of [adminUserEndpoints.list, adminUserEndpoints.listAlias]) {
    jsonRoute(api, endpoint, (req, res) =>
      admin.list(currentUserOf(res), parseInput(usersQuerySchema, req.query)),
    );
  }

  jsonRoute(api, adminUserEndpoints.getBy, async (req, res) => ({
    user: await admin.getBy(currentUserOf(res), parseInput(getUserByQuerySchema, req.query)),
  }));

  jsonRoute(api, adminUserEndpoints.updateRole, async (req, res) => ({
    user: await admin.updateRole(
      currentUserOf(res),
      parseInput(updateUserRoleRequestSchema, req.body),
      contextOf(res).logger,
    ),
  }));

  jsonRoute(api, adminUserEndpoints.changeStatus, async (req, res) => ({
    user: await admin.setStatus(
      currentUserOf(res),
      parseInput(changeUserStatusRequestSchema, req.body),
      contextOf(res).logger,
    ),
  }));
}
