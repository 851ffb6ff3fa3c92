import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import {
  memberResponseSchema,
  membersQuerySchema,
  membersResponseSchema,
  removeMemberResponseSchema,
  roleEditRequestSchema,
} from '../../shared/contract/member.schema.js';
import type { ErrorCode } from '../../shared/contract/error.schema.js';
import type { MembersService } from './members.service.js';

const AUTH_ERRORS: ErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'USER_DISABLED'];
const TAG = 'Members';

export function membersRoutes(api: ApiRoutes, members: MembersService): void {
  jsonRoute(
    api,
    {
      method: 'get',
      path: '/programs/:program_id/members',
      tag: TAG,
      summary: "A program's members, 20 a page (administrators, its managers)",
      description:
        'Sorted by e-mail. `keywords`: a prefix of a name or of the e-mail; `user_group_id`: only members of that group.',
      auth: true,
      query: membersQuerySchema,
      response: {
        status: 200,
        description: 'One page of members with totals',
        contentType: 'application/json',
        schema: membersResponseSchema,
      },
      errors: ['VALIDATION_ERROR', ...AUTH_ERRORS],
    },
    (req, res) =>
      members.list(
        currentUserOf(res),
        programIdParam(req),
        parseInput(membersQuerySchema, req.query),
      ),
  );

  jsonRoute(
    api,
    {
      method: 'put',
      path: '/programs/role_edit',
      tag: TAG,
      summary: "Change a member's role in a program (administrators, its managers)",
      description:
        "The member's roles in the program are replaced by this one. Contributor roles name a collect of the program. A manager cannot step down while they are the program's only manager (409 CONFLICT); super administrators can.",
      auth: true,
      body: { contentType: 'application/json', schema: roleEditRequestSchema },
      response: {
        status: 200,
        description: 'The member after the change',
        contentType: 'application/json',
        schema: memberResponseSchema,
      },
      errors: ['VALIDATION_ERROR', ...AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
    },
    async (req, res) => ({
      member: await members.editRole(
        currentUserOf(res),
        parseInput(roleEditRequestSchema, req.body),
      ),
    }),
  );

  jsonRoute(
    api,
    {
      method: 'delete',
      path: '/programs/:program_id/members/:user_id',
      tag: TAG,
      summary: 'Remove a member from a program and its user groups (administrators, its managers)',
      description:
        "The user loses every role in the program. A manager cannot remove themselves while they are the program's only manager (409 CONFLICT).",
      auth: true,
      response: {
        status: 200,
        description: 'Removed',
        contentType: 'application/json',
        schema: removeMemberResponseSchema,
      },
      errors: ['VALIDATION_ERROR', ...AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
    },
    (req, res) => members.remove(currentUserOf(res), programIdParam(req), idParam(req, 'user_id')),
  );
}
