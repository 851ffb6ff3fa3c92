import { availableModelEndpoints } from '@shared/contract/available-model.endpoints';
import type { ModelField } from '@shared/contract/model.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { collectFormKeys } from './collect-form-keys';

/** The fields of a model, in order: whoever may pick a model may read it (admins, managers). */
export async function getModelFields(
  api: ApiClient,
  modelId: string,
  options?: RequestOptions,
): Promise<ModelField[]> {
  const { model } = await callApi(api, availableModelEndpoints.get, {
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

/** `enabled` must be false for anyone who may not pick models (a 403 ends the session). */
export function useModelFields(modelId: string, enabled: boolean) {
  return useQuery({ ...modelFieldsQueryOptions(useApi(), modelId), enabled: enabled && !!modelId });
}
