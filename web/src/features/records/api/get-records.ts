import { recordEndpoints } from '@shared/contract/record.endpoints';
import { RECORDS_PAGE_SIZE } from '@shared/contract/record-query.schema';
import type { RecordItemsResponse } from '@shared/contract/record.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { GridQuery } from '../utils/grid-view';
import { recordKeys } from './record-keys';

/** One page of the grid: the view's filters, keywords and sort, from `cursor` on. */
export async function getRecords(
  api: ApiClient,
  collectId: string,
  view: GridQuery,
  cursor: string | undefined,
  options?: RequestOptions,
): Promise<RecordItemsResponse> {
  return callApi(api, recordEndpoints.items, {
    ...options,
    params: { collect_id: collectId },
    query: { ...view, limit: RECORDS_PAGE_SIZE, cursor },
  });
}

export function recordsQueryOptions(api: ApiClient, collectId: string, view: GridQuery) {
  return infiniteQueryOptions({
    queryKey: recordKeys.grid(collectId, view),
    queryFn: ({ pageParam, signal }) => getRecords(api, collectId, view, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new view keeps the old rows on screen (dimmed) until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

/** The grid's records, page after page as the user scrolls (cursor paging, never offsets). */
export function useRecords(collectId: string, view: GridQuery) {
  return useInfiniteQuery(recordsQueryOptions(useApi(), collectId, view));
}
