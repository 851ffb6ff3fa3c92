import { invitationEndpoints } from '@shared/contract/invitation.endpoints';
import type { InvitationsResponse } from '@shared/contract/invitation.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { invitationKeys } from './member-keys';

/** One page of a program's invitations, newest first. */
export async function getInvitations(
  api: ApiClient,
  programId: string,
  page: number,
  options?: RequestOptions,
): Promise<InvitationsResponse> {
  return callApi(api, invitationEndpoints.list, {
    ...options,
    params: { program_id: programId },
    query: { page },
  });
}

export function invitationsQueryOptions(api: ApiClient, programId: string, page: number) {
  return queryOptions({
    queryKey: invitationKeys.list(programId, page),
    queryFn: ({ signal }) => getInvitations(api, programId, page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(programId: string, page: number) {
  return useQuery(invitationsQueryOptions(useApi(), programId, page));
}
