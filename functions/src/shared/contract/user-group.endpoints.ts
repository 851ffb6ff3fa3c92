import { PAGING_DESCRIPTION } from './common.schema.js';
import { endpoint } from './endpoint.js';
import type { Endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  addUsersRequestSchema,
  createUserGroupRequestSchema,
  deleteUserGroupResponseSchema,
  removeUserRequestSchema,
  updateUserGroupRequestSchema,
  userGroupResponseSchema,
  userGroupsQuerySchema,
  userGroupsResponseSchema,
} from './user-group.schema.js';

const TAG = 'User groups';
const ERRORS = [...INPUT_AUTH_ERRORS, 'NOT_FOUND'] as const;
const WHO = '(administrators, managers of the program)';
const ALIAS = 'Alias without the program: the group is found by its id.';

const groupResponse = {
  status: 200,
  description: 'The user group',
  contentType: 'application/json',
  schema: userGroupResponseSchema,
} as const;

/**
 * Each call on one group answers at /programs/{programId}/user-groups/{id}… and, without the
 * program, at /user-groups/{id}….
 */
function onGroup<const S extends Omit<Endpoint, 'path' | 'tag'>, const Suffix extends string>(
  spec: S,
  suffix: Suffix,
) {
  return {
    inProgram: endpoint({
      ...spec,
      tag: TAG,
      path: `/programs/:programId/user-groups/:id${suffix}`,
    }),
    byId: endpoint({ ...spec, tag: TAG, path: `/user-groups/:id${suffix}`, description: ALIAS }),
  };
}

export const userGroupEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/programs/:programId/user-groups',
    tag: TAG,
    summary: `A program's user groups, 20 a page ${WHO}`,
    description: `Sorted by English name. \`parent_id=<id>\`: the direct sub-groups of that group; \`parent=none\`: top-level groups; \`parent=any\`: sub-groups only. \`keywords\`: a prefix of a word of the English or French name. ${PAGING_DESCRIPTION}`,
    auth: true,
    query: userGroupsQuerySchema,
    response: {
      status: 200,
      description: 'One page of groups with totals',
      contentType: 'application/json',
      schema: userGroupsResponseSchema,
    },
    errors: ERRORS,
  }),
  create: endpoint({
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
  }),
  get: onGroup(
    {
      method: 'get',
      summary: `One user group ${WHO}`,
      auth: true,
      response: groupResponse,
      errors: ERRORS,
    },
    '',
  ),
  update: onGroup(
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
  ),
  delete: onGroup(
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
  ),
  addUsers: onGroup(
    {
      method: 'put',
      summary: `Add members of the program to a user group ${WHO}`,
      auth: true,
      body: { contentType: 'application/json', schema: addUsersRequestSchema },
      response: groupResponse,
      errors: ERRORS,
    },
    '/add-users',
  ),
  removeUser: onGroup(
    {
      method: 'put',
      summary: `Remove a user from a user group ${WHO}`,
      auth: true,
      body: { contentType: 'application/json', schema: removeUserRequestSchema },
      response: groupResponse,
      errors: ERRORS,
    },
    '/remove-user',
  ),
  adminRemoveUser: endpoint({
    method: 'put',
    path: '/admin/auth/delete-user-group/:id',
    tag: TAG,
    summary: `Remove a user from a user group, by group id alone ${WHO}`,
    description: 'The same action as PUT /api/programs/{programId}/user-groups/{id}/remove-user.',
    auth: true,
    body: { contentType: 'application/json', schema: removeUserRequestSchema },
    response: groupResponse,
    errors: ERRORS,
  }),
};
