import { memberEndpoints } from '@shared/contract/member.endpoints';
import type { MembersQuery, MembersResponse } from '@shared/contract/member.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';
import type { ListPosition } from '@/lib/use-list-params';

/** Filters and where to read from: a cursor, or a page number (the first pages). */
export type MembersListQuery = Omit<MembersQuery, 'page' | 'cursor'> & ListPosition;

/** One page of a program's members (administrators and its managers). */
export async function getMembers(
  api: ApiClient,
  programId: string,
  query: MembersListQuery,
  options?: RequestOptions,
): Promise<MembersResponse> {
  return callApi(api, memberEndpoints.list, {
    ...options,
    params: { program_id: programId },
    query: { ...query },
  });
}

export function membersQueryOptions(api: ApiClient, programId: string, query: MembersListQuery) {
  return queryOptions({
    queryKey: [...programKeys.scope(programId, 'members'), 'list', query],
    queryFn: ({ signal }) => getMembers(api, programId, query, { signal }),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useMembers(programId: string, query: MembersListQuery, enabled = true) {
  return useQuery({ ...membersQueryOptions(useApi(), programId, query), enabled });
}
