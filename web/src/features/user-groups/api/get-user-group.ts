import { userGroupResponseSchema, type UserGroup } from '@shared/contract/user-group.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { userGroupKeys } from './user-group-keys';

export function userGroupPath(programId: string, groupId: string, suffix = ''): string {
  return `/api/programs/${encodeURIComponent(programId)}/user-groups/${encodeURIComponent(groupId)}${suffix}`;
}

export async function getUserGroup(
  api: ApiClient,
  programId: string,
  groupId: string,
  options?: RequestOptions,
): Promise<UserGroup> {
  const { userGroup } = await api.get(
    userGroupPath(programId, groupId),
    userGroupResponseSchema,
    options,
  );
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
