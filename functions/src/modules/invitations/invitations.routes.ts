import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput, parseInputOr } from '../../core/validation.js';
import { idResponseSchema } from '../../shared/contract/common.schema.js';
import type { ErrorCode } from '../../shared/contract/error.schema.js';
import {
  adminInviteUserRequestSchema,
  invitationResponseSchema,
  invitationsListSchema,
  invitationsQuerySchema,
  invitationsResponseSchema,
  inviteUsersRequestSchema,
  langQuerySchema,
  resendInvitationRequestSchema,
} from '../../shared/contract/invitation.schema.js';
import { invitationFailed } from './invitation-errors.js';
import type { InvitationsService } from './invitations.service.js';

const TAG = 'Invitations';
const AUTH_ERRORS: ErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'USER_DISABLED'];
const INVITE_ERRORS: ErrorCode[] = [
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

export function invitationsRoutes(api: ApiRoutes, invitations: InvitationsService): void {
  jsonRoute(
    api,
    {
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
    },
    async (req, res) => {
      const programId = programIdParam(req);
      invitations.assertCanInvite(currentUserOf(res), programId);
      const { lang } = parseInput(langQuerySchema, req.query);
      const body = parseInputOr(inviteUsersRequestSchema, req.body, invitationFailed);
      return {
        invitations: await invitations.invite(currentUserOf(res), programId, body.invitations, {
          lang,
          root: 'invitations',
          programInBody: false,
          logger: contextOf(res).logger,
        }),
      };
    },
  );

  jsonRoute(
    api,
    {
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
    },
    async (req, res) => {
      const current = currentUserOf(res);
      invitations.assertCanAdminInvite(current);
      const { lang } = parseInput(langQuerySchema, req.query);
      const { program_id: programId, ...input } = parseInputOr(
        adminInviteUserRequestSchema,
        req.body,
        invitationFailed,
      );
      const [invitation] = await invitations.invite(current, programId, [input], {
        lang,
        root: '',
        programInBody: true,
        logger: contextOf(res).logger,
      });
      return { invitation };
    },
  );

  jsonRoute(
    api,
    {
      method: 'get',
      path: '/programs/:program_id/invitations',
      tag: TAG,
      summary: "A program's invitations, newest first, 20 a page (administrators, its managers)",
      description: '`status` is PENDING, USED or EXPIRED.',
      auth: true,
      query: invitationsQuerySchema,
      response: {
        status: 200,
        description: 'One page of invitations with totals',
        contentType: 'application/json',
        schema: invitationsResponseSchema,
      },
      errors: ['VALIDATION_ERROR', ...AUTH_ERRORS],
    },
    (req, res) =>
      invitations.list(
        currentUserOf(res),
        programIdParam(req),
        parseInput(invitationsQuerySchema, req.query).page,
      ),
  );

  jsonRoute(
    api,
    {
      method: 'post',
      path: '/program/:programId/resend-users-invitation',
      tag: TAG,
      summary: 'Send an invitation again with a new code and expiry (administrators, its managers)',
      description: 'The previous link stops working. A used invitation cannot be resent (410).',
      auth: true,
      query: langQuerySchema,
      body: { contentType: 'application/json', schema: resendInvitationRequestSchema },
      response: invitationResponse,
      errors: ['VALIDATION_ERROR', ...AUTH_ERRORS, 'NOT_FOUND', 'INVITATION_USED'],
    },
    async (req, res) => {
      const programId = programIdParam(req);
      const { lang } = parseInput(langQuerySchema, req.query);
      const { invitation_id: id } = parseInput(resendInvitationRequestSchema, req.body);
      return {
        invitation: await invitations.resend(
          currentUserOf(res),
          programId,
          id,
          lang,
          contextOf(res).logger,
        ),
      };
    },
  );

  jsonRoute(
    api,
    {
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
      errors: ['VALIDATION_ERROR', ...AUTH_ERRORS, 'NOT_FOUND'],
    },
    (req, res) => invitations.delete(currentUserOf(res), idParam(req, 'id')),
  );
}
