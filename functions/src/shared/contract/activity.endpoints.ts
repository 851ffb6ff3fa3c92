import { activitiesQuerySchema, activitiesResponseSchema } from './activity.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';

export const activityEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/programs/:program_id/activities',
    tag: 'Activity log',
    summary: "A program's activity log, newest first (administrators and managers)",
    description:
      'Page with `page` (totals from a count aggregation), or follow `next_cursor` with `cursor`, which skips no documents.',
    auth: true,
    query: activitiesQuerySchema,
    response: {
      status: 200,
      description: 'Entries with page totals',
      contentType: 'application/json',
      schema: activitiesResponseSchema,
    },
    errors: INPUT_AUTH_ERRORS,
  }),
};
