import { collectEndpoints } from '@shared/contract/collect.endpoints';
import type { CollectContributor } from '@shared/contract/collect.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { collectKeys } from './collect-keys';

/**
 * The members holding a contributor role on the collect (administrators, managers): the collect's
 * details list them, and the records grid offers to see what each of them sees.
 */
export async function getCollectContributors(
  api: ApiClient,
  collectId: string,
  options?: RequestOptions,
): Promise<CollectContributor[]> {
  const { contributors } = await callApi(api, collectEndpoints.contributors, {
    ...options,
    params: { collect_id: collectId },
  });
  return contributors;
}

export function collectContributorsQueryOptions(api: ApiClient, collectId: string) {
  return queryOptions({
    queryKey: [...collectKeys.root(collectId), 'contributors'] as const,
    queryFn: ({ signal }) => getCollectContributors(api, collectId, { signal }),
  });
}

export function useCollectContributors(collectId: string, enabled = true) {
  return useQuery({ ...collectContributorsQueryOptions(useApi(), collectId), enabled });
}
