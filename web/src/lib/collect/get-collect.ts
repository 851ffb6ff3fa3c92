import { collectEndpoints } from '@shared/contract/collect.endpoints';
import type { Collect } from '@shared/contract/collect.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { collectKeys } from './collect-keys';

export { collectKeys };

/** The query key of one collect (its model's fields, grid settings and index state). */
export const collectQueryKey = (collectId: string) => collectKeys.detail(collectId);

/** One collect with everything its screens need (fields in order, default view, indexes). */
export async function getCollect(
  api: ApiClient,
  collectId: string,
  options?: RequestOptions,
): Promise<Collect> {
  const { collect } = await callApi(api, collectEndpoints.get, {
    ...options,
    params: { collect_id: collectId },
  });
  return collect;
}

export function collectQueryOptions(api: ApiClient, collectId: string) {
  return queryOptions({
    queryKey: collectQueryKey(collectId),
    queryFn: ({ signal }) => getCollect(api, collectId, { signal }),
  });
}

export function useCollect(collectId: string, enabled = true) {
  return useQuery({ ...collectQueryOptions(useApi(), collectId), enabled });
}
