import { availableModelEndpoints } from '@shared/contract/available-model.endpoints';
import type { ModelSummary } from '@shared/contract/model.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { collectFormKeys } from './collect-form-keys';

/** The models a collect can be built on (the first 50 by title matching `keywords`). */
export async function getAvailableModels(
  api: ApiClient,
  keywords: string | undefined,
  options?: RequestOptions,
): Promise<ModelSummary[]> {
  const { models } = await callApi(api, availableModelEndpoints.list, {
    ...options,
    query: { keywords },
  });
  return models;
}

export function availableModelsQueryOptions(api: ApiClient, keywords: string | undefined) {
  return queryOptions({
    queryKey: collectFormKeys.availableModels(keywords ?? ''),
    queryFn: ({ signal }) => getAvailableModels(api, keywords, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * Only super administrators and program managers may list models: anyone else would get a 403,
 * which ends the session, so callers pass `enabled` from the caller's role.
 */
export function useAvailableModels(keywords: string | undefined, enabled: boolean) {
  return useQuery({ ...availableModelsQueryOptions(useApi(), keywords || undefined), enabled });
}
