import { PAGING_DESCRIPTION } from './common.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  memberResponseSchema,
  membersQuerySchema,
  membersResponseSchema,
  removeMemberResponseSchema,
  roleEditRequestSchema,
} from './member.schema.js';

const TAG = 'Members';

export const memberEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/programs/:program_id/members',
    tag: TAG,
    summary: "A program's members, 20 a page (administrators, its managers)",
    description: `Sorted by e-mail. \`keywords\`: a prefix of a name or of the e-mail; \`user_group_id\`: only members of that group (with \`keywords\` too, pages follow the members' ids, each page sorted by e-mail). ${PAGING_DESCRIPTION}`,
    auth: true,
    query: membersQuerySchema,
    response: {
      status: 200,
      description: 'One page of members with totals',
      contentType: 'application/json',
      schema: membersResponseSchema,
    },
    errors: INPUT_AUTH_ERRORS,
  }),
  editRole: endpoint({
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
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
  remove: endpoint({
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
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
};
