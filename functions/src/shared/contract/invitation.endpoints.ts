import { idResponseSchema, PAGING_DESCRIPTION } from './common.schema.js';
import type { ErrorCode } from './error.schema.js';
import { endpoint } from './endpoint.js';
import { AUTH_ERRORS, INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  adminInviteUserRequestSchema,
  invitationResponseSchema,
  invitationsListSchema,
  invitationsQuerySchema,
  invitationsResponseSchema,
  inviteUsersRequestSchema,
  langQuerySchema,
  resendInvitationRequestSchema,
} from './invitation.schema.js';

const TAG = 'Invitations';
const INVITE_ERRORS: readonly ErrorCode[] = [
  'VALIDATION_ERROR',
  'INVITATION_FAILED',
  ...AUTH_ERRORS,
  'NOT_FOUND',
  'ALREADY_EXISTS',
];
const INVITE_NOTE =
  'Failures answer the message "Error when inviting user" (INVITATION_FAILED, or ALREADY_EXISTS when the address already holds that role) with `details.issues` naming each problem. Inviting an address that has a pending invitation to the program updates that invitation (new role, code and expiry). Each invitation e-mails a link `{webUrl}/registration/{invitation_id}?code=…` (French: `/fr/registration/…`), valid 14 days, once.';

const invitationResponse = {
  status: 200,
  description: 'The invitation',
  contentType: 'application/json',
  schema: invitationResponseSchema,
} as const;

export const invitationEndpoints = {
  invite: endpoint({
    method: 'post',
    path: '/programs/:program_id/invite_users',
    tag: TAG,
    summary: 'Invite 1 to 50 people to a program (administrators, its managers)',
    description: INVITE_NOTE,
    auth: true,
    query: langQuerySchema,
    body: { contentType: 'application/json', schema: inviteUsersRequestSchema },
    response: {
      status: 201,
      description: 'Invitations written and e-mailed',
      contentType: 'application/json',
      schema: invitationsListSchema,
    },
    errors: INVITE_ERRORS,
  }),
  adminInvite: endpoint({
    method: 'post',
    path: '/admin/auth/invite_user',
    tag: TAG,
    summary: 'Invite one person to any program (super administrators)',
    description: INVITE_NOTE,
    auth: true,
    query: langQuerySchema,
    body: { contentType: 'application/json', schema: adminInviteUserRequestSchema },
    response: {
      ...invitationResponse,
      status: 201,
      description: 'Invitation written and e-mailed',
    },
    errors: INVITE_ERRORS,
  }),
  list: endpoint({
    method: 'get',
    path: '/programs/:program_id/invitations',
    tag: TAG,
    summary: "A program's invitations, newest first, 20 a page (administrators, its managers)",
    description: `\`status\` is PENDING, USED or EXPIRED. ${PAGING_DESCRIPTION}`,
    auth: true,
    query: invitationsQuerySchema,
    response: {
      status: 200,
      description: 'One page of invitations with totals',
      contentType: 'application/json',
      schema: invitationsResponseSchema,
    },
    errors: INPUT_AUTH_ERRORS,
  }),
  resend: endpoint({
    method: 'post',
    path: '/program/:programId/resend-users-invitation',
    tag: TAG,
    summary: 'Send an invitation again with a new code and expiry (administrators, its managers)',
    description: 'The previous link stops working. A used invitation cannot be resent (410).',
    auth: true,
    query: langQuerySchema,
    body: { contentType: 'application/json', schema: resendInvitationRequestSchema },
    response: invitationResponse,
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'INVITATION_USED'],
  }),
  delete: endpoint({
    method: 'delete',
    path: '/admin/auth/delete-user-invitation/:id',
    tag: TAG,
    summary: "Delete an invitation (super administrators, the program's managers)",
    description: 'Its link stops working.',
    auth: true,
    response: {
      status: 200,
      description: 'Deleted',
      contentType: 'application/json',
      schema: idResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
};
