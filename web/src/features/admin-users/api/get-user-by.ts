import { adminUserEndpoints } from '@shared/contract/admin-user.endpoints';
import type { UserWithPrograms } from '@shared/contract/admin-user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { adminUserKeys } from './admin-user-keys';

/** One user with the programs they belong to, named, and their roles there. */
export async function getUserById(
  api: ApiClient,
  userId: string,
  options?: RequestOptions,
): Promise<UserWithPrograms> {
  const { user } = await callApi(api, adminUserEndpoints.getBy, {
    ...options,
    query: { id: userId },
  });
  return user;
}

export function userByIdQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: adminUserKeys.detail(userId),
    queryFn: ({ signal }) => getUserById(api, userId, { signal }),
  });
}

export function useUserById(userId: string) {
  return useQuery(userByIdQueryOptions(useApi(), userId));
}
