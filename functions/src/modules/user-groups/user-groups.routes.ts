import type { Request, Response } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes, JsonRouteSpec } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import type { ErrorCode } from '../../shared/contract/error.schema.js';
import {
  addUsersRequestSchema,
  createUserGroupRequestSchema,
  deleteUserGroupResponseSchema,
  removeUserRequestSchema,
  updateUserGroupRequestSchema,
  userGroupResponseSchema,
  userGroupsQuerySchema,
  userGroupsResponseSchema,
} from '../../shared/contract/user-group.schema.js';
import type { GroupLocator, UserGroupsService } from './user-groups.service.js';

const TAG = 'User groups';
const ERRORS: ErrorCode[] = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'USER_DISABLED',
  'NOT_FOUND',
];
const WHO = '(administrators, managers of the program)';
const ALIAS = 'Alias without the program: the group is found by its id.';

const groupResponse = {
  status: 200,
  description: 'The user group',
  contentType: 'application/json',
  schema: userGroupResponseSchema,
} as const;

type Handler = (req: Request, res: Response, at: GroupLocator) => unknown;

export function userGroupsRoutes(api: ApiRoutes, groups: UserGroupsService): void {
  /** Each group call answers at /programs/{programId}/user-groups/{id}… and /user-groups/{id}…. */
  const both = (spec: Omit<JsonRouteSpec, 'path' | 'tag'>, suffix: string, handler: Handler) => {
    jsonRoute(
      api,
      { ...spec, tag: TAG, path: `/programs/:programId/user-groups/:id${suffix}` },
      (req, res) =>
        handler(req, res, { programId: programIdParam(req), groupId: idParam(req, 'id') }),
    );
    jsonRoute(
      api,
      { ...spec, tag: TAG, path: `/user-groups/:id${suffix}`, description: ALIAS },
      (req, res) => handler(req, res, { groupId: idParam(req, 'id') }),
    );
  };

  jsonRoute(
    api,
    {
      method: 'get',
      path: '/programs/:programId/user-groups',
      tag: TAG,
      summary: `A program's user groups, 20 a page ${WHO}`,
      description:
        'Sorted by English name. `parent_id=<id>`: the direct sub-groups of that group; `parent=none`: top-level groups; `parent=any`: sub-groups only. `keywords`: a prefix of a word of the English or French name.',
      auth: true,
      query: userGroupsQuerySchema,
      response: {
        status: 200,
        description: 'One page of groups with totals',
        contentType: 'application/json',
        schema: userGroupsResponseSchema,
      },
      errors: ERRORS,
    },
    (req, res) =>
      groups.list(
        currentUserOf(res),
        programIdParam(req),
        parseInput(userGroupsQuerySchema, req.query),
      ),
  );

  jsonRoute(
    api,
    {
      method: 'post',
      path: '/programs/:programId/user-groups',
      tag: TAG,
      summary: `Create a user group ${WHO}`,
      description:
        '`name.fr` defaults to `name.en`. `member_ids` must be members of the program; `parent_id` a group of the program.',
      auth: true,
      body: { contentType: 'application/json', schema: createUserGroupRequestSchema },
      response: { ...groupResponse, status: 201, description: 'Created' },
      errors: ERRORS,
    },
    async (req, res) => ({
      userGroup: await groups.create(
        currentUserOf(res),
        programIdParam(req),
        parseInput(createUserGroupRequestSchema, req.body),
      ),
    }),
  );

  both(
    {
      method: 'get',
      summary: `One user group ${WHO}`,
      auth: true,
      response: groupResponse,
      errors: ERRORS,
    },
    '',
    async (_req, res, at) => ({ userGroup: await groups.get(currentUserOf(res), at) }),
  );

  both(
    {
      method: 'put',
      summary: `Rename a user group or move it under another parent ${WHO}`,
      description:
        '`parent_id: null` makes it top-level. A group cannot be placed under itself or one of its sub-groups (400 naming parent_id).',
      auth: true,
      body: { contentType: 'application/json', schema: updateUserGroupRequestSchema },
      response: groupResponse,
      errors: ERRORS,
    },
    '',
    async (req, res, at) => ({
      userGroup: await groups.update(
        currentUserOf(res),
        at,
        parseInput(updateUserGroupRequestSchema, req.body),
      ),
    }),
  );

  both(
    {
      method: 'delete',
      summary: `Delete a user group ${WHO}`,
      description:
        'Its sub-groups move up to its parent (or become top-level); its members stay in the program.',
      auth: true,
      response: {
        status: 200,
        description: 'Deleted',
        contentType: 'application/json',
        schema: deleteUserGroupResponseSchema,
      },
      errors: ERRORS,
    },
    '',
    (_req, res, at) => groups.delete(currentUserOf(res), at),
  );

  both(
    {
      method: 'put',
      summary: `Add members of the program to a user group ${WHO}`,
      auth: true,
      body: { contentType: 'application/json', schema: addUsersRequestSchema },
      response: groupResponse,
      errors: ERRORS,
    },
    '/add-users',
    async (req, res, at) => ({
      userGroup: await groups.addUsers(
        currentUserOf(res),
        at,
        parseInput(addUsersRequestSchema, req.body).user_ids,
      ),
    }),
  );

  both(
    {
      method: 'put',
      summary: `Remove a user from a user group ${WHO}`,
      auth: true,
      body: { contentType: 'application/json', schema: removeUserRequestSchema },
      response: groupResponse,
      errors: ERRORS,
    },
    '/remove-user',
    async (req, res, at) => ({
      userGroup: await groups.removeUser(
        currentUserOf(res),
        at,
        parseInput(removeUserRequestSchema, req.body).user_id,
      ),
    }),
  );

  jsonRoute(
    api,
    {
      method: 'put',
      path: '/admin/auth/delete-user-group/:id',
      tag: TAG,
      summary: `Remove a user from a user group, by group id alone ${WHO}`,
      description: 'The same action as PUT /api/programs/{programId}/user-groups/{id}/remove-user.',
      auth: true,
      body: { contentType: 'application/json', schema: removeUserRequestSchema },
      response: groupResponse,
      errors: ERRORS,
    },
    async (req, res) => ({
      userGroup: await groups.removeUser(
        currentUserOf(res),
        { groupId: idParam(req, 'id') },
        parseInput(removeUserRequestSchema, req.body).user_id,
      ),
    }),
  );
}
