import { currentUserOf } from '../../http/authenticate.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import {
  changeUserStatusRequestSchema,
  getUserByQuerySchema,
  updateUserRoleRequestSchema,
  userWithProgramsResponseSchema,
  usersQuerySchema,
  usersResponseSchema,
} from '../../shared/contract/admin-user.schema.js';
import type { ErrorCode } from '../../shared/contract/error.schema.js';
import { userResponseSchema } from '../../shared/contract/user.schema.js';
import type { UsersAdminService } from './users-admin.service.js';

const TAG = 'Users and roles';
const ERRORS: ErrorCode[] = ['VALIDATION_ERROR', 'UNAUTHENTICATED', 'FORBIDDEN', 'USER_DISABLED'];

const userResponse = {
  status: 200,
  description: 'The user after the change',
  contentType: 'application/json',
  schema: userResponseSchema,
} as const;

export function usersAdminRoutes(api: ApiRoutes, admin: UsersAdminService): void {
  for (const path of ['/admin/users', '/users']) {
    jsonRoute(
      api,
      {
        method: 'get',
        path,
        tag: TAG,
        summary: 'Every user, 20 a page (super administrators)',
        description:
          'Sorted by e-mail. `keywords`: a prefix of a name or of the e-mail. /api/users is an alias.',
        auth: true,
        query: usersQuerySchema,
        response: {
          status: 200,
          description: 'One page of users with totals',
          contentType: 'application/json',
          schema: usersResponseSchema,
        },
        errors: ERRORS,
      },
      (req, res) => admin.list(currentUserOf(res), parseInput(usersQuerySchema, req.query)),
    );
  }

  jsonRoute(
    api,
    {
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
      errors: [...ERRORS, 'NOT_FOUND'],
    },
    async (req, res) => ({
      user: await admin.getBy(currentUserOf(res), parseInput(getUserByQuerySchema, req.query)),
    }),
  );

  jsonRoute(
    api,
    {
      method: 'put',
      path: '/admin/update_user_role',
      tag: TAG,
      summary: "Set a user's level and/or replace their roles (super administrators)",
      description:
        '`roles` is the complete new list. Roles name existing programs, contributor roles a collect of that program. You cannot lower your own level.',
      auth: true,
      body: { contentType: 'application/json', schema: updateUserRoleRequestSchema },
      response: userResponse,
      errors: [...ERRORS, 'NOT_FOUND'],
    },
    async (req, res) => ({
      user: await admin.updateRole(
        currentUserOf(res),
        parseInput(updateUserRoleRequestSchema, req.body),
        contextOf(res).logger,
      ),
    }),
  );

  jsonRoute(
    api,
    {
      method: 'put',
      path: '/admin/change_user_status',
      tag: TAG,
      summary: 'Toggle a user between ACTIVE and DISABLED (super administrators)',
      description:
        'Disabling also disables the sign-in account and revokes its refresh tokens; the user is refused from the very next call. You cannot disable yourself.',
      auth: true,
      body: { contentType: 'application/json', schema: changeUserStatusRequestSchema },
      response: userResponse,
      errors: [...ERRORS, 'NOT_FOUND'],
    },
    async (req, res) => ({
      user: await admin.toggleStatus(
        currentUserOf(res),
        parseInput(changeUserStatusRequestSchema, req.body).user_id,
        contextOf(res).logger,
      ),
    }),
  );
}
