import { programCollectsResponseSchema } from './collect.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';

export const collectEndpoints = {
  listInProgram: endpoint({
    method: 'get',
    path: '/programs/:program_id/collects',
    tag: 'Collects',
    summary: "A program's collects (administrators and managers: all; contributors: theirs)",
    description:
      'Sorted by title. A contributor sees the collects their contributor roles name; members with no such role and non-members are refused (403).',
    auth: true,
    response: {
      status: 200,
      description: 'The collects the caller may open',
      contentType: 'application/json',
      schema: programCollectsResponseSchema,
    },
    errors: INPUT_AUTH_ERRORS,
  }),
};
