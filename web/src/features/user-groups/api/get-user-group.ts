import { userGroupEndpoints } from '@shared/contract/user-group.endpoints';
import type { UserGroup } from '@shared/contract/user-group.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { userGroupKeys } from './user-group-keys';

export async function getUserGroup(
  api: ApiClient,
  programId: string,
  groupId: string,
  options?: RequestOptions,
): Promise<UserGroup> {
  const { userGroup } = await callApi(api, userGroupEndpoints.get.inProgram, {
    ...options,
    params: { programId, id: groupId },
  });
  return userGroup;
}

export function userGroupQueryOptions(api: ApiClient, programId: string, groupId: string) {
  return queryOptions({
    queryKey: userGroupKeys.detail(programId, groupId),
    queryFn: ({ signal }) => getUserGroup(api, programId, groupId, { signal }),
  });
}

export function useUserGroup(programId: string, groupId: string) {
  return useQuery(userGroupQueryOptions(useApi(), programId, groupId));
}
