import { registrationEndpoints } from '@shared/contract/registration.endpoints';
import type { FetchEmailResponse } from '@shared/contract/registration.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { authKeys } from './auth-keys';

/** What a registration link is for: address, program, role (404 unknown, 410 expired or used). */
export async function fetchInvitation(
  api: ApiClient,
  id: string,
  code: string,
  options?: RequestOptions,
): Promise<FetchEmailResponse> {
  return callApi(api, registrationEndpoints.fetchEmail, {
    ...options,
    query: { id, code },
    // Anyone opens this page; an answer about the link never ends a session.
    skipAuthRedirect: true,
  });
}

export function invitationQueryOptions(api: ApiClient, id: string, code: string) {
  return queryOptions({
    queryKey: authKeys.invitation(id, code),
    queryFn: ({ signal }) => fetchInvitation(api, id, code, { signal }),
    staleTime: 0,
  });
}

export function useInvitation(id: string, code: string, enabled: boolean) {
  return useQuery({ ...invitationQueryOptions(useApi(), id, code), enabled });
}
