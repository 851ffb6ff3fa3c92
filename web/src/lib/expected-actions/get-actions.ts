import { expectedActionEndpoints } from '@shared/contract/expected-action.endpoints';
import type { ExpectedAction } from '@shared/contract/expected-action.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

/** Expected actions not done yet (SPEC §7 names the list `activities`). */
export async function getPendingActions(
  api: ApiClient,
  programId: string,
  options?: RequestOptions,
): Promise<ExpectedAction[]> {
  const { activities } = await callApi(api, expectedActionEndpoints.list, {
    ...options,
    params: { programId },
    query: { executed: false },
  });
  return activities;
}

export function pendingActionsQueryOptions(api: ApiClient, programId: string) {
  return queryOptions({
    queryKey: [...programKeys.scope(programId, 'expected-actions'), 'pending'],
    queryFn: ({ signal }) => getPendingActions(api, programId, { signal }),
    staleTime: 60_000,
  });
}

export function usePendingActionsCount(programId: string | undefined, enabled = true) {
  const api = useApi();
  return useQuery({
    ...pendingActionsQueryOptions(api, programId ?? ''),
    enabled: enabled && Boolean(programId),
    select: (activities) => activities.length,
  });
}
