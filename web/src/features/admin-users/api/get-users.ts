import { adminUserEndpoints } from '@shared/contract/admin-user.endpoints';
import type { UsersQuery, UsersResponse } from '@shared/contract/admin-user.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { adminUserKeys } from './admin-user-keys';

/** Every user of the system, one page at a time (super admins). */
export async function getUsers(
  api: ApiClient,
  query: UsersQuery,
  options?: RequestOptions,
): Promise<UsersResponse> {
  return callApi(api, adminUserEndpoints.list, { ...options, query: { ...query } });
}

export function usersQueryOptions(api: ApiClient, query: UsersQuery) {
  return queryOptions({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ signal }) => getUsers(api, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(useApi(), query));
}
