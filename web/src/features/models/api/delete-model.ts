import { modelEndpoints } from '@shared/contract/model.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { modelKeys } from './model-keys';

/** Refused (409) while a collect uses the model. */
export async function deleteModel(api: ApiClient, modelId: string): Promise<void> {
  await callApi(api, modelEndpoints.delete.canonical, { params: { id: modelId } });
}

export function useDeleteModel() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modelId: string) => deleteModel(api, modelId),
    onSuccess: async (_answer, modelId) => {
      // The model's page leaves by itself: refetching it would flash a 404.
      queryClient.removeQueries({ queryKey: modelKeys.detail(modelId) });
      await queryClient.invalidateQueries({ queryKey: modelKeys.lists() });
    },
  });
}
