import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  expectedActionsQuerySchema,
  expectedActionsResponseSchema,
} from './expected-action.schema.js';

export const expectedActionEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/programs/:programId/actions',
    tag: 'Expected actions',
    summary: "A program's expected actions, newest first (administrators and contributors)",
    description:
      'SPEC.md §6: administrators and the program’s contributors see expected actions, managers do not. `executed=false` lists those still to do; `limit` (1 to 100, default 100) caps the list.',
    auth: true,
    query: expectedActionsQuerySchema,
    response: {
      status: 200,
      description: 'The expected actions, under `activities`',
      contentType: 'application/json',
      schema: expectedActionsResponseSchema,
    },
    errors: INPUT_AUTH_ERRORS,
  }),
};
