import type { CurrentUser } from '../../http/request-context.js';
import { appError, forbidden } from '../../core/errors.js';
import { offsetOf, pageInfo } from '../../core/pagination.js';
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
      const result = await deps.activities.list(programId, {
        offset: offsetOf(query.page, query.limit),
        limit: query.limit,
        cursor: query.cursor,
      });
      if (!result) {
        throw appError('VALIDATION_ERROR', 'cursor: Unknown cursor', {
          issues: [{ path: 'cursor', message: 'Unknown cursor' }],
        });
      }
      return {
        activities: result.activities,
        ...pageInfo(result.total, query.page, query.limit),
        next_cursor: result.nextCursor,
      };
    },
  };
}
