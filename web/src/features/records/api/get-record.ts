import { recordEndpoints } from '@shared/contract/record.endpoints';
import type { CollectRecord, RecordViewResponse } from '@shared/contract/record.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
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
