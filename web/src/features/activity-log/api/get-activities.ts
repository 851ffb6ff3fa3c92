import { activityEndpoints } from '@shared/contract/activity.endpoints';
import type { ActivitiesResponse } from '@shared/contract/activity.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { activitiesQueryOf, NO_FILTERS, type ActivityFilters } from '../utils/activity-filters';
import { activityKeys } from './activity-keys';

const PAGE_LIMIT = 25;

/** Newest first; `cursor` (the previous answer's `next_cursor`) reads on without offsets. */
export async function getActivities(
  api: ApiClient,
  programId: string,
  cursor: string | null,
  filters: ActivityFilters = NO_FILTERS,
  options?: RequestOptions,
): Promise<ActivitiesResponse> {
  return callApi(api, activityEndpoints.list, {
    ...options,
    params: { program_id: programId },
    query: { limit: PAGE_LIMIT, cursor: cursor ?? undefined, ...activitiesQueryOf(filters) },
  });
}

export function activitiesQueryOptions(
  api: ApiClient,
  programId: string,
  filters: ActivityFilters = NO_FILTERS,
) {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(programId, filters),
    queryFn: ({ pageParam, signal }) =>
      getActivities(api, programId, pageParam, filters, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useActivities(programId: string, filters: ActivityFilters = NO_FILTERS) {
  return useInfiniteQuery(activitiesQueryOptions(useApi(), programId, filters));
}
