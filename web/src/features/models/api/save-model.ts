import { modelEndpoints } from '@shared/contract/model.endpoints';
import type { CreateModelRequest, Model } from '@shared/contract/model.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { modelKeys } from './model-keys';

export interface SaveModelInput {
  /** The model to change; none creates one. */
  modelId?: string | undefined;
  request: CreateModelRequest;
}

/** Creates a model, or renames and describes one. */
export async function saveModel(api: ApiClient, { modelId, request }: SaveModelInput) {
  const { model } = modelId
    ? await callApi(api, modelEndpoints.update.canonical, {
        params: { id: modelId },
        body: request,
      })
    : await callApi(api, modelEndpoints.create.canonical, { body: request });
  return model;
}

export function useSaveModel() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveModelInput) => saveModel(api, input),
    onSuccess: async (model: Model) => {
      queryClient.setQueryData(modelKeys.detail(model._id), model);
      await queryClient.invalidateQueries({ queryKey: modelKeys.lists() });
    },
  });
}
