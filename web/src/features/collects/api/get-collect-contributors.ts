import { collectEndpoints } from '@shared/contract/collect.endpoints';
import type { CollectContributor } from '@shared/contract/collect.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { collectFormKeys } from './collect-form-keys';

/** The members holding a contributor role on the collect, by e-mail (administrators, managers). */
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
    queryKey: collectFormKeys.contributors(collectId),
    queryFn: ({ signal }) => getCollectContributors(api, collectId, { signal }),
  });
}

export function useCollectContributors(collectId: string) {
  return useQuery(collectContributorsQueryOptions(useApi(), collectId));
}
