import { authEndpoints } from '@shared/contract/auth.endpoints';
import type { User } from '@shared/contract/user.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

export async function getCurrentUser(api: ApiClient, options?: RequestOptions): Promise<User> {
  const { user } = await callApi(api, authEndpoints.currentUser, options);
  return user;
}

export function currentUserQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: sessionKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(api, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user; the session loader has fetched it before any protected screen renders. */
export function useCurrentUser(): User {
  return useSuspenseQuery(currentUserQueryOptions(useApi())).data;
}
