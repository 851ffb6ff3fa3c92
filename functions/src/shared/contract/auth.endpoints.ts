import { endpoint } from './endpoint.js';
import { AUTH_ERRORS, INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import { loginRequestSchema, loginResponseSchema } from './login.schema.js';
import { updateUserDataRequestSchema, userResponseSchema } from './user.schema.js';

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
    description: 'Returns a Firebase ID token to send in the `x-auth` header (no prefix).',
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
    ],
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
};
