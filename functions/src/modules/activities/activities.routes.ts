import { currentUserOf } from '../../http/authenticate.js';
import { programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { activityEndpoints } from '../../shared/contract/activity.endpoints.js';
import { activitiesQuerySchema } from '../../shared/contract/activity.schema.js';
import type { ActivitiesRepository } from './activities.repository.js';
import { createActivitiesService } from './activities.service.js';

export function mountActivities(api: ApiRoutes, deps: { activities: ActivitiesRepository }): void {
  const activities = createActivitiesService(deps);
  jsonRoute(api, activityEndpoints.list, (req, res) =>
    activities.list(
      currentUserOf(res),
      programIdParam(req),
      parseInput(activitiesQuerySchema, req.query),
    ),
  );
}
