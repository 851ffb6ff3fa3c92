import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { idSchema, isoDateSchema } from './common.schema.js';
import { personRefSchema } from './invitation.schema.js';
import { recaptchaTokenSchema } from './login.schema.js';
import { personNameSchema, roleSchema, userSchema } from './user.schema.js';

/** The secret of a registration link: 32 random bytes, base64url (43 characters). */
export const invitationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid invitation code'));

export const programRefSchema = z.object({ _id: z.string(), name: z.string() });

/** GET /api/invite_user/fetch_email?id=&code=: what the registration page shows. */
export const fetchEmailQuerySchema = z.object({ id: idSchema, code: invitationCodeSchema });
export type FetchEmailQuery = z.infer<typeof fetchEmailQuerySchema>;

export const fetchEmailResponseSchema = z.object({
  email: z.string(),
  program: programRefSchema,
  role: roleSchema,
  collect_id: z.optional(z.string()),
  /** true: the address already has a Rainbow account; registration only adds the role to it. */
  has_account: z.boolean(),
  expires_at: isoDateSchema,
});
export type FetchEmailResponse = z.infer<typeof fetchEmailResponseSchema>;

export const passwordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

/** POST /api/invite_user/register?has_task=: `has_task` is accepted and ignored for now. */
export const registerQuerySchema = z.object({
  has_task: z
    .optional(z.string())
    .check(
      z.describe('Accepted for compatibility and ignored: no task is started by registration yet'),
    ),
});

/**
 * New address: `first_name`, `last_name` and `password` (8+ characters) are required.
 * Address with an account: `{ id, code }` plus either that account's `x-auth` token or its
 * `password`; the invitation's role is added to the account.
 */
export const registerRequestSchema = z.object({
  id: idSchema,
  code: invitationCodeSchema,
  first_name: z.optional(personNameSchema),
  last_name: z.optional(personNameSchema),
  password: z.optional(passwordSchema),
  recaptcha_token: z.optional(recaptchaTokenSchema),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** A Firebase ID token for `x-auth`, exactly as POST /api/auth/login returns it. */
export const registerResponseSchema = z.object({ token: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** An invitation addressed to the signed-in user, still pending and unexpired. */
export const pendingInvitationSchema = z.object({
  _id: z.string(),
  invitation_id: z.string(),
  email: z.string(),
  program: programRefSchema,
  role: roleSchema,
  collect_id: z.optional(z.string()),
  invited_by: z.nullable(personRefSchema),
  expires_at: isoDateSchema,
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/auth/rainbow_invitations. */
export const myInvitationsResponseSchema = z.object({
  invitations: z.array(pendingInvitationSchema),
});
export type MyInvitationsResponse = z.infer<typeof myInvitationsResponseSchema>;

/** POST /api/auth/rainbow_invitations/{id}/accept: the caller's account, with the new role. */
export const acceptInvitationResponseSchema = z.object({ user: userSchema });
