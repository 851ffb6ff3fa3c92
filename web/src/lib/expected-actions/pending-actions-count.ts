import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/services';
import { ACTIONS_STALE_MS, expectedActionKeys } from './expected-action-keys';

/**
 * How many of the program's expected actions are pending: the sidebar's badge and the dashboard's
 * count. The same query as the pending list's (`actionsQueryOptions` in get-actions.ts: one key,
 * one call, one cache entry), whose call and contract (the endpoint and its zod schemas) come with
 * the answer rather than with the signed-in frame: a badge is no part of a screen's first load
 * (issue 15). pending-actions-count.test.tsx holds the two queries together.
 */
export function usePendingActionsCount(programId: string | undefined, enabled = true) {
  const api = useApi();
  const id = programId ?? '';
  return useQuery({
    queryKey: expectedActionKeys.list(id, 'pending'),
    queryFn: async ({ signal }) => {
      const { getActions } = await import('./get-actions');
      return getActions(api, id, 'pending', { signal });
    },
    staleTime: ACTIONS_STALE_MS,
    enabled: enabled && Boolean(programId),
    select: (activities) => activities.length,
  });
}
