import {
  collectContributorsResponseSchema,
  collectResponseSchema,
  collectsByProgramQuerySchema,
  createCollectRequestSchema,
  createCollectResponseSchema,
  defaultFiltersResponseSchema,
  deleteCollectResponseSchema,
  programCollectsResponseSchema,
  updateCollectRequestSchema,
  updateDefaultFiltersRequestSchema,
} from './collect.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';

const TAG = 'Collects';
const LIST_DESCRIPTION =
  'Sorted by title. A contributor sees the collects their contributor roles name; members with no such role and non-members are refused (403).';
const listResponse = {
  status: 200,
  description: 'The collects the caller may open',
  contentType: 'application/json',
  schema: programCollectsResponseSchema,
} as const;
const collectResponse = {
  status: 200,
  description: 'The collect, with its model fields, grid settings and index state',
  contentType: 'application/json',
  schema: collectResponseSchema,
} as const;

export const collectEndpoints = {
  listInProgram: endpoint({
    method: 'get',
    path: '/programs/:program_id/collects',
    tag: TAG,
    summary: "A program's collects (administrators and managers: all; contributors: theirs)",
    description: LIST_DESCRIPTION,
    auth: true,
    response: listResponse,
    errors: INPUT_AUTH_ERRORS,
  }),
  listByQuery: endpoint({
    method: 'get',
    path: '/programs/collects',
    tag: TAG,
    summary: "A program's collects, the program named by `program_id` (alias)",
    description: LIST_DESCRIPTION,
    auth: true,
    query: collectsByProgramQuerySchema,
    response: listResponse,
    errors: INPUT_AUTH_ERRORS,
  }),
  listAlias: endpoint({
    method: 'get',
    path: '/collects',
    tag: TAG,
    summary: "A program's collects, the program named by `program_id` (alias)",
    description: LIST_DESCRIPTION,
    auth: true,
    query: collectsByProgramQuerySchema,
    response: listResponse,
    errors: INPUT_AUTH_ERRORS,
  }),
  create: endpoint({
    method: 'post',
    path: '/program/:program_id/collect',
    tag: TAG,
    summary: 'Create a collect on a data model (administrators, the program’s managers)',
    description:
      'The variables of `fieldsToDisplay`, `filterable_fields` and `matched_fields` must be fields of the model. Saving starts building the composite indexes the grid needs.',
    auth: true,
    body: { contentType: 'application/json', schema: createCollectRequestSchema },
    response: {
      status: 201,
      description: 'Created',
      contentType: 'application/json',
      schema: createCollectResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  get: endpoint({
    method: 'get',
    path: '/collects/:collect_id',
    tag: TAG,
    summary: 'One collect (administrators, managers, its contributors)',
    auth: true,
    response: collectResponse,
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  getInProgram: endpoint({
    method: 'get',
    path: '/program/:program_id/collects/:collect_id',
    tag: TAG,
    summary: 'One collect of a program (administrators, managers, its contributors)',
    auth: true,
    response: collectResponse,
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  update: endpoint({
    method: 'put',
    path: '/program/:program_id/collects/:collect_id',
    tag: TAG,
    summary: 'Change a collect (administrators, the program’s managers)',
    description:
      'What is sent changes. The model may change only while the collect holds no record (409 otherwise).',
    auth: true,
    body: { contentType: 'application/json', schema: updateCollectRequestSchema },
    response: collectResponse,
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/collects/:collect_id',
    tag: TAG,
    summary: 'Delete a collect with its records, attribution rules and files',
    description:
      'Administrators and the program’s managers. Retry-safe: a deletion interrupted half way finishes when called again.',
    auth: true,
    response: {
      status: 200,
      description: 'Deleted',
      contentType: 'application/json',
      schema: deleteCollectResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  contributors: endpoint({
    method: 'get',
    path: '/programs/collects/:collect_id/contributors',
    tag: TAG,
    summary: 'The members holding a contributor role on the collect (administrators, managers)',
    auth: true,
    response: {
      status: 200,
      description: 'Sorted by e-mail',
      contentType: 'application/json',
      schema: collectContributorsResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  updateDefaultFilters: endpoint({
    method: 'put',
    path: '/programs/:program_id/collects/:collect_id/update_default_filters',
    tag: TAG,
    summary: 'Save the view the grid opens with for everyone (administrators, managers)',
    description:
      'Filters and sort are checked as the grid query checks them (400 naming the filter).',
    auth: true,
    body: { contentType: 'application/json', schema: updateDefaultFiltersRequestSchema },
    response: {
      status: 200,
      description: 'Saved',
      contentType: 'application/json',
      schema: defaultFiltersResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
};
