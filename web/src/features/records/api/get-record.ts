import { recordEndpoints } from '@shared/contract/record.endpoints';
import type { CollectRecord, RecordViewResponse } from '@shared/contract/record.schema';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { RecordViewParams } from '../utils/grid-view';
import { recordKeys } from './record-keys';

/** One record, and whether the caller may change it as it stands (their WRITE rules). */
export function getRecord(
  api: ApiClient,
  recordId: string,
  options?: RequestOptions,
): Promise<RecordViewResponse> {
  return callApi(api, recordEndpoints.get, { ...options, params: { record_id: recordId } });
}

export function recordViewQueryOptions(api: ApiClient, recordId: string) {
  return queryOptions({
    queryKey: recordKeys.detail(recordId),
    queryFn: ({ signal }) => getRecord(api, recordId, { signal }),
  });
}

/**
 * The record screen's one call: the record, whether the caller may change it, and its neighbours
 * in the grid's view (three reads instead of the record and next-and-previous apart). The record
 * also lands in its own entry (the breadcrumb, the edit form), and what that entry holds is shown
 * while the call runs, without neighbours yet.
 */
export function recordInViewQueryOptions(
  api: ApiClient,
  queryClient: QueryClient,
  recordId: string,
  view: RecordViewParams,
) {
  return queryOptions<
    RecordViewResponse,
    Error,
    RecordViewResponse,
    ReturnType<typeof recordKeys.inView>
  >({
    queryKey: recordKeys.inView(recordId, view),
    queryFn: async ({ signal }): Promise<RecordViewResponse> => {
      const answer = await callApi(api, recordEndpoints.get, {
        signal,
        params: { record_id: recordId },
        query: { ...view, neighbours: true },
      });
      queryClient.setQueryData<RecordViewResponse>(recordKeys.detail(recordId), {
        record: answer.record,
        writable: answer.writable,
      });
      return answer;
    },
    placeholderData: (): RecordViewResponse | undefined =>
      queryClient.getQueryData<RecordViewResponse>(recordKeys.detail(recordId)),
  });
}

/** The record view screen: `view` undefined until it is known (the collect's default view). */
export function useRecordInView(recordId: string, view: RecordViewParams | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...recordInViewQueryOptions(useApi(), queryClient, recordId, view ?? {}),
    enabled: view !== undefined,
  });
}

/** The record alone, from the same cache entry (the breadcrumb names it). */
export function recordQueryOptions(api: ApiClient, recordId: string) {
  return queryOptions({
    ...recordViewQueryOptions(api, recordId),
    select: (view: RecordViewResponse): CollectRecord => view.record,
  });
}

/** The record screens: the record and whether to offer its Edit. */
export function useRecordView(recordId: string) {
  return useQuery(recordViewQueryOptions(useApi(), recordId));
}

/**
 * The cache entry of a record the caller has just saved: the api took it only because their
 * WRITE rules match it as saved, so it is theirs to change (and reloading it would cost a read).
 */
export function savedRecordView(record: CollectRecord): RecordViewResponse {
  return { record, writable: true };
}
