import { endpoint } from './endpoint.js';
import { AUTH_ERRORS, INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
} from './login.schema.js';
import {
  updateLocaleRequestSchema,
  updateUserDataRequestSchema,
  userResponseSchema,
} from './user.schema.js';

const userResponse = {
  status: 200,
  description: 'The signed-in user',
  contentType: 'application/json',
  schema: userResponseSchema,
} as const;

export const authEndpoints = {
  login: endpoint({
    method: 'post',
    path: '/auth/login',
    tag: 'Authentication',
    summary: 'Sign in with e-mail and password',
    description:
      'Returns a Firebase ID token to send in the `x-auth` header (no prefix). Where bot protection is configured, `recaptcha_token` (reCAPTCHA v3, action `login`) is required (400 BOT_CHECK_FAILED otherwise). Failed sign-ins are throttled per address and per client (the first `X-Forwarded-For` hop): past a few failures the call answers 429 RATE_LIMITED with a `Retry-After` header (seconds) until the backoff ends; the per-address backoff stays short and a successful sign-in clears it.',
    auth: false,
    body: { contentType: 'application/json', schema: loginRequestSchema },
    response: {
      status: 200,
      description: 'Signed in',
      contentType: 'application/json',
      schema: loginResponseSchema,
    },
    errors: [
      'VALIDATION_ERROR',
      'INVALID_CREDENTIALS',
      'USER_DISABLED',
      'FORBIDDEN',
      'RATE_LIMITED',
      'BOT_CHECK_FAILED',
    ],
  }),
  forgotPassword: endpoint({
    method: 'post',
    path: '/auth/forgot_password',
    tag: 'Authentication',
    summary: 'Send a password-reset e-mail',
    description:
      'Firebase Auth sends its reset e-mail, in `lang`. The answer is the same whether or not an account uses the address. Where bot protection is configured, `recaptcha_token` (action `forgot_password`) is required.',
    auth: false,
    body: { contentType: 'application/json', schema: forgotPasswordRequestSchema },
    response: {
      status: 200,
      description: 'Sent, if an account uses the address',
      contentType: 'application/json',
      schema: forgotPasswordResponseSchema,
    },
    errors: ['VALIDATION_ERROR', 'BOT_CHECK_FAILED', 'RATE_LIMITED'],
  }),
  currentUser: endpoint({
    method: 'get',
    path: '/auth/get_current_user',
    tag: 'Authentication',
    summary: 'The signed-in user, with level, status and roles',
    auth: true,
    response: userResponse,
    errors: AUTH_ERRORS,
  }),
  updateUserData: endpoint({
    method: 'put',
    path: '/auth/update_user_data',
    tag: 'Authentication',
    summary: "Change the signed-in user's first and last names",
    auth: true,
    body: { contentType: 'application/json', schema: updateUserDataRequestSchema },
    response: userResponse,
    errors: INPUT_AUTH_ERRORS,
  }),
  updateLocale: endpoint({
    method: 'put',
    path: '/auth/locale',
    tag: 'Authentication',
    summary: "Store the signed-in user's language",
    description:
      'The language (`en` or `fr`) of the e-mails Rainbow sends the user on its own, such as reminders. The web app stores the interface language the user works in; nothing is written when it is already the stored one.',
    auth: true,
    body: { contentType: 'application/json', schema: updateLocaleRequestSchema },
    response: userResponse,
    errors: INPUT_AUTH_ERRORS,
  }),
};
