import { recordEndpoints } from '@shared/contract/record.endpoints';
import type { CollectRecord } from '@shared/contract/record.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { recordKeys } from './record-keys';

export async function getRecord(
  api: ApiClient,
  recordId: string,
  options?: RequestOptions,
): Promise<CollectRecord> {
  const { record } = await callApi(api, recordEndpoints.get, {
    ...options,
    params: { record_id: recordId },
  });
  return record;
}

export function recordQueryOptions(api: ApiClient, recordId: string) {
  return queryOptions({
    queryKey: recordKeys.detail(recordId),
    queryFn: ({ signal }) => getRecord(api, recordId, { signal }),
  });
}

export function useRecord(recordId: string) {
  return useQuery(recordQueryOptions(useApi(), recordId));
}
