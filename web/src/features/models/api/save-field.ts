import { fieldEndpoints } from '@shared/contract/model.endpoints';
import type { FieldDefinition } from '@shared/contract/field.schema';
import type { ModelField } from '@shared/contract/model.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { modelKeys } from './model-keys';

export interface SaveFieldInput {
  modelId: string;
  /** The field to change; none adds one at the end of the model. */
  fieldId?: string | undefined;
  field: FieldDefinition;
}

export async function saveField(
  api: ApiClient,
  { modelId, fieldId, field }: SaveFieldInput,
): Promise<ModelField> {
  const { order: _order, help, ...rest } = field;
  if (fieldId) {
    const { field: saved } = await callApi(api, fieldEndpoints.update, {
      params: { field_id: fieldId },
      body: { ...rest, help: help ?? null },
    });
    return saved;
  }
  const { field: created } = await callApi(api, fieldEndpoints.create, {
    body: { ...rest, ...(help ? { help } : {}), model_id: modelId },
  });
  return created;
}

export function useSaveField() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveFieldInput) => saveField(api, input),
    onSuccess: async (_field, { modelId }) => {
      await queryClient.invalidateQueries({ queryKey: modelKeys.detail(modelId) });
      await queryClient.invalidateQueries({ queryKey: modelKeys.lists() });
    },
  });
}
