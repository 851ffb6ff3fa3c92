import { modelEndpoints } from '@shared/contract/model.endpoints';
import type { ModelsResponse } from '@shared/contract/model.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { modelKeys } from './model-keys';

/** One page of models by title; `cursor` is the previous page's `next_cursor`. */
export async function getModels(
  api: ApiClient,
  query: { keywords?: string | undefined; cursor?: string | undefined },
  options?: RequestOptions,
): Promise<ModelsResponse> {
  return callApi(api, modelEndpoints.list.canonical, { ...options, query: { ...query } });
}

export function modelsQueryOptions(api: ApiClient, keywords: string | undefined) {
  return infiniteQueryOptions({
    queryKey: modelKeys.list({ keywords }),
    queryFn: ({ pageParam, signal }) =>
      getModels(api, { keywords, cursor: pageParam ?? undefined }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}

export function useModels(keywords: string | undefined) {
  return useInfiniteQuery(modelsQueryOptions(useApi(), keywords));
}
