import { fieldEndpoints } from '@shared/contract/model.endpoints';
import type { Model } from '@shared/contract/model.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { modelKeys } from './model-keys';

export interface DeleteFieldInput {
  modelId: string;
  fieldId: string;
}

/** Refused (409) while a collect uses the model; answers the fields left, in order. */
export async function deleteField(api: ApiClient, { fieldId }: DeleteFieldInput) {
  const { fields } = await callApi(api, fieldEndpoints.delete, { params: { field_id: fieldId } });
  return fields;
}

export function useDeleteField() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteFieldInput) => deleteField(api, input),
    onSuccess: async (fields, { modelId }) => {
      queryClient.setQueryData<Model>(modelKeys.detail(modelId), (model) =>
        model ? { ...model, fields, fields_count: fields.length } : model,
      );
      await queryClient.invalidateQueries({ queryKey: modelKeys.all });
    },
  });
}
