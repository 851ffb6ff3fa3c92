import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '@/lib/services';
import { hasViewParams, readGridView, viewParams } from '../utils/grid-view';
import { recordsQueryOptions } from './get-records';

const NO_DEFAULT = { filters: [], sort: null };

/**
 * A link that names its view does not need the collect's default one: its first page is asked
 * for at once, alongside the collect, instead of after it (first rows sooner). `asUser`: the
 * member a manager views the grid as (undefined for everyone else).
 */
export function usePrefetchLinkedView(
  collectId: string,
  params: URLSearchParams,
  asUser: string | undefined,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const search = params.toString();
  useEffect(() => {
    const current = new URLSearchParams(search);
    if (!collectId || !hasViewParams(current)) return;
    const view = { ...viewParams(readGridView(current, NO_DEFAULT)), as_user: asUser };
    void queryClient.prefetchInfiniteQuery(recordsQueryOptions(api, collectId, view));
  }, [api, queryClient, collectId, search, asUser]);
}
