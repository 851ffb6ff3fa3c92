import { recordEndpoints } from '@shared/contract/record.endpoints';
import type { NextAndPreviousResponse } from '@shared/contract/record.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { RecordViewParams } from '../utils/grid-view';
import { recordKeys } from './record-keys';

/** The records either side of this one in the grid's view (the one its URL carries). */
export async function getNextAndPrevious(
  api: ApiClient,
  recordId: string,
  view: RecordViewParams,
  options?: RequestOptions,
): Promise<NextAndPreviousResponse> {
  return callApi(api, recordEndpoints.nextAndPrevious, {
    ...options,
    params: { record_id: recordId },
    query: { ...view },
  });
}

export function nextAndPreviousQueryOptions(
  api: ApiClient,
  recordId: string,
  view: RecordViewParams,
) {
  return queryOptions({
    queryKey: recordKeys.neighbours(recordId, view),
    queryFn: ({ signal }) => getNextAndPrevious(api, recordId, view, { signal }),
  });
}

export function useNextAndPrevious(recordId: string, view: RecordViewParams) {
  return useQuery(nextAndPreviousQueryOptions(useApi(), recordId, view));
}
