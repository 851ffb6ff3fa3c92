import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  createExpectedActionRequestSchema,
  expectedActionResponseSchema,
  expectedActionsQuerySchema,
  expectedActionsResponseSchema,
  getActionsQuerySchema,
  markActionDoneRequestSchema,
} from './expected-action.schema.js';

const TAG = 'Expected actions';
const ERRORS = [...INPUT_AUTH_ERRORS, 'NOT_FOUND'] as const;
const WHO =
  'Administrators and the program’s managers see all of its actions; everyone else in it sees the actions addressed to them (by user id, or to a role they hold). Someone outside the program sees only what is addressed to them there (an invitation to accept), else 403. `executed=false` lists those still to do; `limit` (1 to 100, default 100) caps the list.';
const listResponse = {
  status: 200,
  description: 'The expected actions, newest first, under `activities`',
  contentType: 'application/json',
  schema: expectedActionsResponseSchema,
} as const;

export const expectedActionEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/programs/:programId/actions',
    tag: TAG,
    summary: "A program's expected actions for the caller, newest first",
    description: WHO,
    auth: true,
    query: expectedActionsQuerySchema,
    response: listResponse,
    errors: INPUT_AUTH_ERRORS,
  }),
  getActions: endpoint({
    method: 'get',
    path: '/programs/get_actions',
    tag: TAG,
    summary: 'The same list, the program named by `program_id` in the query',
    description: WHO,
    auth: true,
    query: getActionsQuerySchema,
    response: listResponse,
    errors: INPUT_AUTH_ERRORS,
  }),
  create: endpoint({
    method: 'post',
    path: '/programs/:programId/actions',
    tag: TAG,
    summary: 'Ask something of a member or of everyone with a role (administrators, managers)',
    description:
      '`assignee` is `{ type: "USER", user_id }` (a member of the program) or `{ type: "ROLE", role }`. `due_date` is YYYY-MM-DD; `collect_id` links a collect of the program. A wrong field is a 400 naming it.',
    auth: true,
    body: { contentType: 'application/json', schema: createExpectedActionRequestSchema },
    response: {
      status: 201,
      description: 'Created',
      contentType: 'application/json',
      schema: expectedActionResponseSchema,
    },
    errors: ERRORS,
  }),
  markAsDone: endpoint({
    method: 'post',
    path: '/programs/action/mark_as_done',
    tag: TAG,
    summary: 'Mark an expected action done (its addressees, administrators, managers)',
    description:
      'Idempotent: an action already done is answered as it is, and logged once. Body: `program_id`, `action_id`.',
    auth: true,
    body: { contentType: 'application/json', schema: markActionDoneRequestSchema },
    response: {
      status: 200,
      description: 'The action, done',
      contentType: 'application/json',
      schema: expectedActionResponseSchema,
    },
    errors: ERRORS,
  }),
};
