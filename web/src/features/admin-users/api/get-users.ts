import { adminUserEndpoints } from '@shared/contract/admin-user.endpoints';
import type { UsersQuery, UsersResponse } from '@shared/contract/admin-user.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { ListPosition } from '@/lib/use-list-params';
import { adminUserKeys } from './admin-user-keys';

/** Every user of the system, one page at a time (super admins). */
/** The search and where to read from: a cursor, or a page number (the first pages). */
export type UsersListQuery = Omit<UsersQuery, 'page' | 'cursor'> & ListPosition;

export async function getUsers(
  api: ApiClient,
  query: UsersListQuery,
  options?: RequestOptions,
): Promise<UsersResponse> {
  return callApi(api, adminUserEndpoints.list, { ...options, query: { ...query } });
}

export function usersQueryOptions(api: ApiClient, query: UsersListQuery) {
  return queryOptions({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ signal }) => getUsers(api, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersListQuery) {
  return useQuery(usersQueryOptions(useApi(), query));
}
