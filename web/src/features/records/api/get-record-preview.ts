import { recordEndpoints } from '@shared/contract/record.endpoints';
import type { RecordPreviewResponse } from '@shared/contract/record.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { recordKeys } from './record-keys';

/** Links expire after a few minutes: refetched well before, never kept long. */
const PREVIEW_STALE_MS = 60_000;

/** Signed links to the files a record's file field holds (the stored addresses need a session). */
export async function getRecordPreview(
  api: ApiClient,
  recordId: string,
  variable: string,
  options?: RequestOptions,
): Promise<RecordPreviewResponse> {
  return callApi(api, recordEndpoints.preview, {
    ...options,
    params: { record_id: recordId, variable },
  });
}

export function recordPreviewQueryOptions(api: ApiClient, recordId: string, variable: string) {
  return queryOptions({
    queryKey: recordKeys.preview(recordId, variable),
    queryFn: ({ signal }) => getRecordPreview(api, recordId, variable, { signal }),
    staleTime: PREVIEW_STALE_MS,
    gcTime: PREVIEW_STALE_MS,
  });
}

export function useRecordPreview(recordId: string, variable: string, enabled: boolean) {
  return useQuery({ ...recordPreviewQueryOptions(useApi(), recordId, variable), enabled });
}
