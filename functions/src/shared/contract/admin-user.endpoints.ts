import {
  changeUserStatusRequestSchema,
  getUserByQuerySchema,
  updateUserRoleRequestSchema,
  userWithProgramsResponseSchema,
  usersQuerySchema,
  usersResponseSchema,
} from './admin-user.schema.js';
import { PAGING_DESCRIPTION } from './common.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import { userResponseSchema } from './user.schema.js';

const TAG = 'Users and roles';

const userResponse = {
  status: 200,
  description: 'The user after the change',
  contentType: 'application/json',
  schema: userResponseSchema,
} as const;

const listUsers = {
  method: 'get',
  tag: TAG,
  summary: 'Every user, 20 a page (super administrators)',
  description: `Sorted by e-mail. \`keywords\`: a prefix of a name or of the e-mail. ${PAGING_DESCRIPTION} /api/users is an alias.`,
  auth: true,
  query: usersQuerySchema,
  response: {
    status: 200,
    description: 'One page of users with totals',
    contentType: 'application/json',
    schema: usersResponseSchema,
  },
  errors: INPUT_AUTH_ERRORS,
} as const;

export const adminUserEndpoints = {
  list: endpoint({ ...listUsers, path: '/admin/users' }),
  listAlias: endpoint({ ...listUsers, path: '/users' }),
  getBy: endpoint({
    method: 'get',
    path: '/admin/get_user_by',
    tag: TAG,
    summary: 'One user by id or e-mail, with their programs and roles (super administrators)',
    auth: true,
    query: getUserByQuerySchema,
    response: {
      status: 200,
      description: 'The user',
      contentType: 'application/json',
      schema: userWithProgramsResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  updateRole: endpoint({
    method: 'put',
    path: '/admin/update_user_role',
    tag: TAG,
    summary: "Set a user's level and/or replace their roles (super administrators)",
    description:
      '`roles` is the complete new list. Roles name existing programs, contributor roles a collect of that program. You cannot lower your own level.',
    auth: true,
    body: { contentType: 'application/json', schema: updateUserRoleRequestSchema },
    response: userResponse,
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  changeStatus: endpoint({
    method: 'put',
    path: '/admin/change_user_status',
    tag: TAG,
    summary: "Set a user's status, ACTIVE or DISABLED (super administrators)",
    description:
      '`status` is the status to set; without it the status toggles. Disabling also disables the sign-in account and revokes its refresh tokens; the user is refused from the very next call. The sign-in account is made to match the stored status after it is written: if that fails the call answers 500 and sending it again (with `status`) completes it. You cannot disable yourself.',
    auth: true,
    body: { contentType: 'application/json', schema: changeUserStatusRequestSchema },
    response: userResponse,
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
};
