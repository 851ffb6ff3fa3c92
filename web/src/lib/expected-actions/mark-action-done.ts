import { expectedActionEndpoints } from '@shared/contract/expected-action.endpoints';
import type { ExpectedAction } from '@shared/contract/expected-action.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { expectedActionKeys } from './expected-action-keys';

export interface MarkActionDoneInput {
  programId: string;
  actionId: string;
}

export async function markActionDone(
  api: ApiClient,
  { programId, actionId }: MarkActionDoneInput,
): Promise<ExpectedAction> {
  const { action } = await callApi(api, expectedActionEndpoints.markAsDone, {
    body: { program_id: programId, action_id: actionId },
  });
  return action;
}

/** Every list of the program's actions follows (the sidebar's badge among them). */
export function useMarkActionDone() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkActionDoneInput) => markActionDone(api, input),
    onSuccess: (_action, { programId }) =>
      queryClient.invalidateQueries({ queryKey: expectedActionKeys.program(programId) }),
  });
}
