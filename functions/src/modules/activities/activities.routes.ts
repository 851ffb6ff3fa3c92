import { currentUserOf } from '../../http/authenticate.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import {
  activitiesQuerySchema,
  activitiesResponseSchema,
} from '../../shared/contract/activity.schema.js';
import { programIdParam } from '../../http/path-params.js';
import type { ActivitiesService } from './activities.service.js';

export function activitiesRoutes(api: ApiRoutes, activities: ActivitiesService): void {
  jsonRoute(
    api,
    {
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
      errors: ['VALIDATION_ERROR', 'UNAUTHENTICATED', 'FORBIDDEN', 'USER_DISABLED'],
    },
    (req, res) =>
      activities.list(
        currentUserOf(res),
        programIdParam(req),
        parseInput(activitiesQuerySchema, req.query),
      ),
  );
}
