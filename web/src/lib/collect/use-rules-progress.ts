import type { RulesProgress } from '@shared/contract/collect.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '@/lib/services';
import { collectKeys } from './collect-keys';
import { collectQueryOptions } from './get-collect';

/** How often a collect is read again while changed rules are being applied to its records. */
export const RULES_PROGRESS_POLL_MS = 2000;

/**
 * The application of new or changed attribution rules to a collect's records (a background task):
 * while it runs, the collect is read again every 2 s (every screen showing it sees the figures
 * move), and once it ends its grids are read again, since who sees which record has changed.
 */
export function useRulesProgress(collectId: string): RulesProgress | null {
  const queryClient = useQueryClient();
  const collect = useQuery({
    ...collectQueryOptions(useApi(), collectId),
    refetchInterval: (query) =>
      query.state.data?.rules_progress?.state === 'APPLYING' ? RULES_PROGRESS_POLL_MS : false,
  });
  const progress = collect.data?.rules_progress ?? null;
  const state = progress?.state;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === 'APPLYING' && state !== 'APPLYING') {
      void queryClient.invalidateQueries({ queryKey: collectKeys.records(collectId) });
    }
    previous.current = state;
  }, [queryClient, collectId, state]);
  return progress;
}
