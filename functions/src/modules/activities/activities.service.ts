import type { CurrentUser } from '../../http/request-context.js';
import { forbidden } from '../../core/errors.js';
import { pageInfo, pageRequest } from '../../core/pagination.js';
import type { ActivitiesQuery, ActivitiesResponse } from '../../shared/contract/activity.schema.js';
import { canSeeActivityLog } from '../../shared/permissions/people.js';
import type { ActivitiesRepository } from './activities.repository.js';

export interface ActivitiesService {
  list(
    current: CurrentUser,
    programId: string,
    query: ActivitiesQuery,
  ): Promise<ActivitiesResponse>;
}

export function createActivitiesService(deps: {
  activities: ActivitiesRepository;
}): ActivitiesService {
  return {
    async list(current, programId, query) {
      if (!canSeeActivityLog(current, programId)) {
        throw forbidden('Only administrators and managers of this program see its activity log');
      }
      const page = await deps.activities.list(
        programId,
        {
          actorId: query.actor_id,
          action: query.action,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
        },
        pageRequest(query, query.limit),
      );
      return { activities: page.items, ...pageInfo(page, query.limit) };
    },
  };
}
