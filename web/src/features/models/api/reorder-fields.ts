import { fieldEndpoints } from '@shared/contract/model.endpoints';
import type { Model, UpdateFieldOrderRequest } from '@shared/contract/model.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { modelKeys } from './model-keys';

export interface ReorderFieldsInput {
  modelId: string;
  /** The field that moved. */
  fieldId: string;
  /** Its new position, or every field id in the new order. */
  request: UpdateFieldOrderRequest;
}

export async function reorderFields(api: ApiClient, { fieldId, request }: ReorderFieldsInput) {
  const { fields } = await callApi(api, fieldEndpoints.updateOrder, {
    params: { field_id: fieldId },
    body: request,
  });
  return fields;
}

/** The list shows the new order at once; the server's answer (or a refetch on failure) settles it. */
export function useReorderFields() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReorderFieldsInput) => reorderFields(api, input),
    onMutate: async ({ modelId, fieldId, request }) => {
      const key = modelKeys.detail(modelId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Model>(key, (model) => {
        if (!model) return model;
        const ids = model.fields.map((field) => field._id).filter((id) => id !== fieldId);
        const order =
          'field_ids' in request ? request.field_ids : ids.toSpliced(request.order, 0, fieldId);
        const byId = new Map(model.fields.map((field) => [field._id, field]));
        return { ...model, fields: order.flatMap((id) => byId.get(id) ?? []) };
      });
    },
    onSuccess: (fields, { modelId }) => {
      queryClient.setQueryData<Model>(modelKeys.detail(modelId), (model) =>
        model ? { ...model, fields } : model,
      );
    },
    onError: (_error, { modelId }) =>
      queryClient.invalidateQueries({ queryKey: modelKeys.detail(modelId) }),
  });
}
