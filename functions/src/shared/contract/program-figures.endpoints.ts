import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import { programFiguresResponseSchema } from './program-figures.schema.js';

export const programFiguresEndpoints = {
  get: endpoint({
    method: 'get',
    path: '/programs/:program_id/figures',
    tag: 'Programs',
    summary: "A program's key figures for its dashboard (everyone in the program)",
    description:
      'Counted with aggregation queries, never by reading the documents. `collects` counts the collects the caller may open; `records` (every collect) and `members` are null for contributors.',
    auth: true,
    response: {
      status: 200,
      description: 'The figures, under `figures`',
      contentType: 'application/json',
      schema: programFiguresResponseSchema,
    },
    errors: INPUT_AUTH_ERRORS,
  }),
};
