import type { Request, Response } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import type { JsonEndpoint } from '../../shared/contract/endpoint.js';
import { userGroupEndpoints } from '../../shared/contract/user-group.endpoints.js';
import {
  addUsersRequestSchema,
  createUserGroupRequestSchema,
  removeUserRequestSchema,
  updateUserGroupRequestSchema,
  userGroupsQuerySchema,
} from '../../shared/contract/user-group.schema.js';
import { createUserGroupsService } from './user-groups.service.js';
import type { GroupLocator, UserGroupsDeps } from './user-groups.service.js';

type Handler = (req: Request, res: Response, at: GroupLocator) => unknown;

export function mountUserGroups(api: ApiRoutes, deps: UserGroupsDeps): void {
  const groups = createUserGroupsService(deps);

  /** A call on one group, at its path in the program and at its alias by id alone. */
  const both = (endpoints: { inProgram: JsonEndpoint; byId: JsonEndpoint }, handler: Handler) => {
    jsonRoute(api, endpoints.inProgram, (req, res) =>
      handler(req, res, { programId: programIdParam(req), groupId: idParam(req, 'id') }),
    );
    jsonRoute(api, endpoints.byId, (req, res) =>
      handler(req, res, { groupId: idParam(req, 'id') }),
    );
  };

  jsonRoute(api, userGroupEndpoints.list, (req, res) =>
    groups.list(
      currentUserOf(res),
      programIdParam(req),
      parseInput(userGroupsQuerySchema, req.query),
    ),
  );

  jsonRoute(api, userGroupEndpoints.create, async (req, res) => ({
    userGroup: await groups.create(
      currentUserOf(res),
      programIdParam(req),
      parseInput(createUserGroupRequestSchema, req.body),
    ),
  }));

  both(userGroupEndpoints.get, async (_req, res, at) => ({
    userGroup: await groups.get(currentUserOf(res), at),
  }));

  both(userGroupEndpoints.update, async (req, res, at) => ({
    userGroup: await groups.update(
      currentUserOf(res),
      at,
      parseInput(updateUserGroupRequestSchema, req.body),
    ),
  }));

  both(userGroupEndpoints.delete, (_req, res, at) => groups.delete(currentUserOf(res), at));

  both(userGroupEndpoints.addUsers, async (req, res, at) => ({
    userGroup: await groups.addUsers(
      currentUserOf(res),
      at,
      parseInput(addUsersRequestSchema, req.body).user_ids,
    ),
  }));

  both(userGroupEndpoints.removeUser, async (req, res, at) => ({
    userGroup: await groups.removeUser(
      currentUserOf(res),
      at,
      parseInput(removeUserRequestSchema, req.body).user_id,
    ),
  }));

  jsonRoute(api, userGroupEndpoints.adminRemoveUser, async (req, res) => ({
    userGroup: await groups.removeUser(
      currentUserOf(res),
      { groupId: idParam(req, 'id') },
      parseInput(removeUserRequestSchema, req.body).user_id,
    ),
  }));
}
