import type { ErrorCode } from './error.schema.js';
import { endpoint } from './endpoint.js';
import { AUTH_ERRORS } from './errors.endpoints.js';
import {
  acceptInvitationResponseSchema,
  fetchEmailQuerySchema,
  fetchEmailResponseSchema,
  myInvitationsResponseSchema,
  registerQuerySchema,
  registerRequestSchema,
  registerResponseSchema,
} from './registration.schema.js';

const TAG = 'Registration';
const LINK_ERRORS: readonly ErrorCode[] = [
  'VALIDATION_ERROR',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
];

export const registrationEndpoints = {
  fetchEmail: endpoint({
    method: 'get',
    path: '/invite_user/fetch_email',
    tag: TAG,
    summary: 'What a registration link is for: address, program, role',
    description:
      'The link is `{webUrl}/registration/{id}?code={code}` (French: `/fr/registration/…`). A wrong code answers like an unknown id (404), so ids cannot be probed.',
    auth: false,
    query: fetchEmailQuerySchema,
    response: {
      status: 200,
      description: 'The invitation, still usable',
      contentType: 'application/json',
      schema: fetchEmailResponseSchema,
    },
    errors: LINK_ERRORS,
  }),
  register: endpoint({
    method: 'post',
    path: '/invite_user/register',
    tag: TAG,
    summary: 'Accept an invitation: create the account, or add the role to an existing one',
    description:
      'New address: send `first_name`, `last_name` and `password`; the account is created and signed in. Address with an account (`has_account`): send `{ id, code }` with that account’s `x-auth` token, or with its `password`. The link works once, even under concurrent calls (409 while another registration with it is under way). A Firebase Auth identity that holds the address without a Rainbow account is replaced by a fresh one, so nothing linked to it beforehand keeps access; 409 when the address signs in to another Rainbow account. Answers an ID token for `x-auth`, like POST /api/auth/login. Where bot protection is configured, `recaptcha_token` (action `registration`) is required.',
    auth: 'optional',
    query: registerQuerySchema,
    body: { contentType: 'application/json', schema: registerRequestSchema },
    response: {
      status: 200,
      description: 'Registered and signed in',
      contentType: 'application/json',
      schema: registerResponseSchema,
    },
    errors: [
      ...LINK_ERRORS,
      'UNAUTHENTICATED',
      'INVALID_CREDENTIALS',
      'FORBIDDEN',
      'USER_DISABLED',
      'CONFLICT',
      'BOT_CHECK_FAILED',
    ],
  }),
  myInvitations: endpoint({
    method: 'get',
    path: '/auth/rainbow_invitations',
    tag: TAG,
    summary: "The signed-in user's pending invitations",
    auth: true,
    response: {
      status: 200,
      description: 'Pending, unexpired invitations to the caller’s address, newest first',
      contentType: 'application/json',
      schema: myInvitationsResponseSchema,
    },
    errors: AUTH_ERRORS,
  }),
  acceptMine: endpoint({
    method: 'post',
    path: '/auth/rainbow_invitations/:id/accept',
    tag: TAG,
    summary: 'Accept one of the signed-in user’s pending invitations (no code needed)',
    auth: true,
    response: {
      status: 200,
      description: 'The caller’s account with the new role',
      contentType: 'application/json',
      schema: acceptInvitationResponseSchema,
    },
    errors: [...AUTH_ERRORS, ...LINK_ERRORS],
  }),
};
