import { currentUserOf } from '../../http/authenticate.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { loginRequestSchema, loginResponseSchema } from '../../shared/contract/login.schema.js';
import {
  updateUserDataRequestSchema,
  userResponseSchema,
} from '../../shared/contract/user.schema.js';
import type { UsersService } from '../users/users.service.js';
import type { AuthService } from './auth.service.js';

const userResponse = {
  status: 200,
  description: 'The signed-in user',
  contentType: 'application/json',
  schema: userResponseSchema,
} as const;

export function authRoutes(api: ApiRoutes, services: { auth: AuthService; users: UsersService }) {
  jsonRoute(
    api,
    {
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
    },
    (req, res) =>
      services.auth.login(parseInput(loginRequestSchema, req.body), contextOf(res).logger),
  );

  jsonRoute(
    api,
    {
      method: 'get',
      path: '/auth/get_current_user',
      tag: 'Authentication',
      summary: 'The signed-in user, with level, status and roles',
      auth: true,
      response: userResponse,
      errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'USER_DISABLED'],
    },
    (_req, res) => ({ user: currentUserOf(res).user }),
  );

  jsonRoute(
    api,
    {
      method: 'put',
      path: '/auth/update_user_data',
      tag: 'Authentication',
      summary: "Change the signed-in user's first and last names",
      auth: true,
      body: { contentType: 'application/json', schema: updateUserDataRequestSchema },
      response: userResponse,
      errors: ['VALIDATION_ERROR', 'UNAUTHENTICATED', 'FORBIDDEN', 'USER_DISABLED'],
    },
    async (req, res) => {
      const input = parseInput(updateUserDataRequestSchema, req.body);
      const user = await services.users.updateOwnData(
        currentUserOf(res),
        input,
        contextOf(res).logger,
      );
      return { user };
    },
  );
}
