import { expectedActionEndpoints } from '@shared/contract/expected-action.endpoints';
import type {
  CreateExpectedActionRequest,
  ExpectedAction,
} from '@shared/contract/expected-action.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { expectedActionKeys } from '@/lib/expected-actions/expected-action-keys';
import { useApi } from '@/lib/services';

export interface CreateActionInput {
  programId: string;
  request: CreateExpectedActionRequest;
}

export async function createAction(
  api: ApiClient,
  { programId, request }: CreateActionInput,
): Promise<ExpectedAction> {
  const { action } = await callApi(api, expectedActionEndpoints.create, {
    params: { programId },
    body: request,
  });
  return action;
}

export function useCreateAction() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateActionInput) => createAction(api, input),
    onSuccess: (_action, { programId }) =>
      queryClient.invalidateQueries({ queryKey: expectedActionKeys.program(programId) }),
  });
}
