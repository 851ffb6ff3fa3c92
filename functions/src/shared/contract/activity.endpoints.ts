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
      '`actor_id` (who did it), `action` and the instants `from` (included) and `to` (excluded) filter the entries; every filter can be combined with the others. `limit` entries a page. Follow `next_cursor` / `prev_cursor` with `cursor`: a call reads at most `limit` + 1 entries plus one count aggregation, however deep. `page` reaches the first 100 entries only (400 beyond). A cursor the api did not make is a 400.',
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
