import { modelEndpoints } from '@shared/contract/model.endpoints';
import type { ModelField } from '@shared/contract/model.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { collectFormKeys } from './collect-form-keys';

/**
 * The fields of a model, in order. The API answers them to super administrators only (the
 * admin model endpoint); a program manager learns them from the collect once it exists.
 */
export async function getModelFields(
  api: ApiClient,
  modelId: string,
  options?: RequestOptions,
): Promise<ModelField[]> {
  const { model } = await callApi(api, modelEndpoints.get.canonical, {
    ...options,
    params: { id: modelId },
  });
  return model.fields;
}

export function modelFieldsQueryOptions(api: ApiClient, modelId: string) {
  return queryOptions({
    queryKey: collectFormKeys.modelFields(modelId),
    queryFn: ({ signal }) => getModelFields(api, modelId, { signal }),
    staleTime: 60_000,
  });
}

/** `enabled` must be false for anyone but a super administrator (a 403 ends the session). */
export function useModelFields(modelId: string, enabled: boolean) {
  return useQuery({ ...modelFieldsQueryOptions(useApi(), modelId), enabled: enabled && !!modelId });
}
