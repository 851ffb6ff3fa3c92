import { invitationEndpoints } from '@shared/contract/invitation.endpoints';
import type { InvitationsResponse } from '@shared/contract/invitation.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { ListPosition } from '@/lib/use-list-params';
import { invitationKeys } from './member-keys';

/** One page of a program's invitations, newest first. */
export async function getInvitations(
  api: ApiClient,
  programId: string,
  position: ListPosition,
  options?: RequestOptions,
): Promise<InvitationsResponse> {
  return callApi(api, invitationEndpoints.list, {
    ...options,
    params: { program_id: programId },
    query: { ...position },
  });
}

export function invitationsQueryOptions(api: ApiClient, programId: string, position: ListPosition) {
  return queryOptions({
    queryKey: invitationKeys.list(programId, position),
    queryFn: ({ signal }) => getInvitations(api, programId, position, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(programId: string, position: ListPosition) {
  return useQuery(invitationsQueryOptions(useApi(), programId, position));
}
