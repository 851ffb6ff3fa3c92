import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/lib/services';
import { expectedActionKeys } from './expected-action-keys';

/**
 * How many of the program's expected actions are pending: the sidebar's badge and the dashboard's
 * count. The same query as the pending list's (`actionsQueryOptions` in get-actions.ts: one key,
 * one call, one cache entry), whose call and contract (the endpoint and its zod schemas) come with
 * the answer rather than with the signed-in frame: a badge is no part of a screen's first load
 * (issue 15). get-actions.test.ts holds the two queries together.
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

/** How long a list of expected actions is taken as fresh (get-actions.ts too). */
export const ACTIONS_STALE_MS = 60_000;
