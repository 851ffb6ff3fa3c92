import { userGroupEndpoints } from '@shared/contract/user-group.endpoints';
import type { UserGroupsQuery, UserGroupsResponse } from '@shared/contract/user-group.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';
import type { ListPosition } from '@/lib/use-list-params';

/** Filters and where to read from: a cursor, or a page number (the first pages). */
export type UserGroupsListQuery = Omit<UserGroupsQuery, 'page' | 'cursor'> & ListPosition;

/** One page of a program's user groups, sorted by English name. */
export async function getUserGroups(
  api: ApiClient,
  programId: string,
  query: UserGroupsListQuery,
  options?: RequestOptions,
): Promise<UserGroupsResponse> {
  return callApi(api, userGroupEndpoints.list, {
    ...options,
    params: { programId },
    query: { ...query },
  });
}

export function userGroupsQueryOptions(
  api: ApiClient,
  programId: string,
  query: UserGroupsListQuery,
) {
  return queryOptions({
    queryKey: [...programKeys.scope(programId, 'user-groups'), 'list', query],
    queryFn: ({ signal }) => getUserGroups(api, programId, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserGroups(programId: string, query: UserGroupsListQuery, enabled = true) {
  return useQuery({ ...userGroupsQueryOptions(useApi(), programId, query), enabled });
}
