import { z } from 'zod/mini';
import { INVITATIONS_PER_CALL_MAX } from '../constants.js';
import {
  cursorQuerySchema,
  idSchema,
  isoDateSchema,
  pageSchema,
  paginatedSchema,
} from './common.schema.js';
import { localeSchema } from './locale.schema.js';
import { checkRoleCollect, emailSchema, roleSchema } from './user.schema.js';

/** EXPIRED is computed from `expires_at` when read; stored invitations are PENDING or USED. */
export const INVITATION_STATUSES = ['PENDING', 'USED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** `?lang=en|fr`: the language of the invitation e-mail (default en). */
export const langQuerySchema = z.object({ lang: z._default(localeSchema, 'en') });
export type LangQuery = z.infer<typeof langQuerySchema>;

export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

export const personRefSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/**
 * An invitation to join a program. `invitation_id` equals `_id`: it is the id in the
 * registration link. The code itself is never returned (only its hash is stored).
 */
export const invitationSchema = z.object({
  _id: z.string(),
  invitation_id: z.string(),
  email: z.string(),
  program_id: z.string(),
  role: roleSchema,
  collect_id: z.optional(z.string()),
  user_group_id: z.optional(z.string()),
  status: invitationStatusSchema,
  lang: localeSchema,
  invited_by: z.nullable(personRefSchema),
  created_at: isoDateSchema,
  sent_at: isoDateSchema,
  expires_at: isoDateSchema,
  used_at: z.optional(isoDateSchema),
  /**
   * Only in the emulators, in the answers of invite and resend: the `mail` document just
   * written, readable without a token at GET /api/email/{mail_id} since no mail is delivered.
   */
  mail_id: z.optional(z.string()),
});
export type Invitation = z.infer<typeof invitationSchema>;

const invitationInputShape = {
  email: emailSchema,
  role: roleSchema,
  collect_id: z.optional(idSchema),
  user_group_id: z.optional(idSchema),
};

export const invitationInputSchema = z
  .object(invitationInputShape)
  .check(z.superRefine(checkRoleCollect));
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** POST /api/programs/{program_id}/invite_users?lang=: 1 to 50 distinct addresses. */
export const inviteUsersRequestSchema = z.object({
  invitations: z.array(invitationInputSchema).check(
    z.minLength(1),
    z.maxLength(INVITATIONS_PER_CALL_MAX),
    z.superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.email)) {
          ctx.addIssue({ code: 'custom', path: [index, 'email'], message: 'Listed twice' });
        }
        seen.add(item.email);
      });
    }),
  ),
});
export type InviteUsersRequest = z.infer<typeof inviteUsersRequestSchema>;

export const invitationsListSchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationsList = z.infer<typeof invitationsListSchema>;

/** POST /api/admin/auth/invite_user?lang=: a super administrator invites into any program. */
export const adminInviteUserRequestSchema = z
  .object({ ...invitationInputShape, program_id: idSchema })
  .check(z.superRefine(checkRoleCollect));
export type AdminInviteUserRequest = z.infer<typeof adminInviteUserRequestSchema>;

export const invitationResponseSchema = z.object({ invitation: invitationSchema });
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** GET /api/programs/{program_id}/invitations?page=: newest first, 20 a page. */
export const invitationsQuerySchema = z.object({ page: pageSchema, cursor: cursorQuerySchema });
export type InvitationsQuery = z.infer<typeof invitationsQuerySchema>;
export const invitationsResponseSchema = paginatedSchema('invitations', invitationSchema);
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;

/** POST /api/program/{programId}/resend-users-invitation?lang=: new code, expiry and e-mail. */
export const resendInvitationRequestSchema = z.object({ invitation_id: idSchema });
export type ResendInvitationRequest = z.infer<typeof resendInvitationRequestSchema>;
