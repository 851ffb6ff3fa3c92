import { memberEndpoints } from '@shared/contract/member.endpoints';
import type { MembersQuery, MembersResponse } from '@shared/contract/member.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

/** One page of a program's members (administrators and its managers). */
export async function getMembers(
  api: ApiClient,
  programId: string,
  query: MembersQuery,
  options?: RequestOptions,
): Promise<MembersResponse> {
  return callApi(api, memberEndpoints.list, {
    ...options,
    params: { program_id: programId },
    query: { ...query },
  });
}

export function membersQueryOptions(api: ApiClient, programId: string, query: MembersQuery) {
  return queryOptions({
    queryKey: [...programKeys.scope(programId, 'members'), 'list', query],
    queryFn: ({ signal }) => getMembers(api, programId, query, { signal }),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useMembers(programId: string, query: MembersQuery, enabled = true) {
  return useQuery({ ...membersQueryOptions(useApi(), programId, query), enabled });
}
