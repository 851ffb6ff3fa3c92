import { expectedActionEndpoints } from '@shared/contract/expected-action.endpoints';
import type { ExpectedAction } from '@shared/contract/expected-action.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { ACTIONS_STALE_MS, expectedActionKeys } from './expected-action-keys';

// Read by the sidebar's badge (pending-actions-count.ts), the dashboard and the expected actions
// screen: shared, so kept in lib (features do not import one another, and the layout imports no
// feature).

/** `pending`: not done yet; `done`: done. SPEC §7 names the list `activities`. */
export type ActionsState = 'pending' | 'done';

export async function getActions(
  api: ApiClient,
  programId: string,
  state: ActionsState,
  options?: RequestOptions,
): Promise<ExpectedAction[]> {
  const { activities } = await callApi(api, expectedActionEndpoints.list, {
    ...options,
    params: { programId },
    query: { executed: state === 'done' },
  });
  return activities;
}

export function actionsQueryOptions(api: ApiClient, programId: string, state: ActionsState) {
  return queryOptions({
    queryKey: expectedActionKeys.list(programId, state),
    queryFn: ({ signal }) => getActions(api, programId, state, { signal }),
    staleTime: ACTIONS_STALE_MS,
  });
}

export const pendingActionsQueryOptions = (api: ApiClient, programId: string) =>
  actionsQueryOptions(api, programId, 'pending');

export function useActions(programId: string, state: ActionsState, enabled = true) {
  const api = useApi();
  return useQuery({ ...actionsQueryOptions(api, programId, state), enabled });
}
