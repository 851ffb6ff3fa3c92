import type { UserGroup } from '@shared/contract/user-group.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, RequestOptions } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';
import { getUserGroups } from './get-user-groups';

/** Enough for any real program; pickers beyond it would need a search instead of a list. */
const MAX_PAGES = 25;

/**
 * Every group of a program, page after page: the parent picker must know the whole tree to
 * leave out a group's own descendants, and the member filter lists every group.
 */
export async function getAllUserGroups(
  api: ApiClient,
  programId: string,
  options?: RequestOptions,
): Promise<UserGroup[]> {
  const groups: UserGroup[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await getUserGroups(api, programId, cursor ? { cursor } : {}, options);
    groups.push(...answer.userGroups);
    cursor = answer.next_cursor;
    if (!cursor) break;
  }
  return groups;
}

export function allUserGroupsQueryOptions(api: ApiClient, programId: string) {
  return queryOptions({
    queryKey: [...programKeys.scope(programId, 'user-groups'), 'everything'],
    queryFn: ({ signal }) => getAllUserGroups(api, programId, { signal }),
  });
}

export function useAllUserGroups(programId: string, enabled = true) {
  return useQuery({ ...allUserGroupsQueryOptions(useApi(), programId), enabled });
}
