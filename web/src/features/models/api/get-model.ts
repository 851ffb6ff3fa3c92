import { modelEndpoints } from '@shared/contract/model.endpoints';
import type { Model } from '@shared/contract/model.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { modelKeys } from './model-keys';

/** A model with its fields in order and the collects that use it. */
export async function getModel(
  api: ApiClient,
  modelId: string,
  options?: RequestOptions,
): Promise<Model> {
  const { model } = await callApi(api, modelEndpoints.get.canonical, {
    ...options,
    params: { id: modelId },
  });
  return model;
}

export function modelQueryOptions(api: ApiClient, modelId: string) {
  return queryOptions({
    queryKey: modelKeys.detail(modelId),
    queryFn: ({ signal }) => getModel(api, modelId, { signal }),
  });
}

export function useModel(modelId: string) {
  return useQuery(modelQueryOptions(useApi(), modelId));
}
