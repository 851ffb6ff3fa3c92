import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput, parseInputOr } from '../../core/validation.js';
import { invitationEndpoints } from '../../shared/contract/invitation.endpoints.js';
import {
  adminInviteUserRequestSchema,
  invitationsQuerySchema,
  inviteUsersRequestSchema,
  langQuerySchema,
  resendInvitationRequestSchema,
} from '../../shared/contract/invitation.schema.js';
import { invitationFailed } from './invitation-errors.js';
import { createInvitationsService } from './invitations.service.js';
import type { InvitationsDeps } from './invitations.service.js';

export function mountInvitations(api: ApiRoutes, deps: InvitationsDeps): void {
  const invitations = createInvitationsService(deps);

  jsonRoute(api, invitationEndpoints.invite, async (req, res) => {
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
  });

  jsonRoute(api, invitationEndpoints.adminInvite, async (req, res) => {
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
  });

  jsonRoute(api, invitationEndpoints.list, (req, res) =>
    invitations.list(
      currentUserOf(res),
      programIdParam(req),
      parseInput(invitationsQuerySchema, req.query),
    ),
  );

  jsonRoute(api, invitationEndpoints.resend, async (req, res) => {
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
  });

  jsonRoute(api, invitationEndpoints.delete, (req, res) =>
    invitations.delete(currentUserOf(res), idParam(req, 'id')),
  );
}
