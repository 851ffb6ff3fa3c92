import { milestoneEndpoints } from '@shared/contract/milestone.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { milestoneKeys } from './milestone-keys';

export interface DeleteMilestoneInput {
  programId: string;
  milestoneId: string;
}

export async function deleteMilestone(
  api: ApiClient,
  { programId, milestoneId }: DeleteMilestoneInput,
): Promise<void> {
  await callApi(api, milestoneEndpoints.delete, {
    params: { program_id: programId, milestone_id: milestoneId },
  });
}

export function useDeleteMilestone() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteMilestoneInput) => deleteMilestone(api, input),
    onSuccess: (_done, { programId }) =>
      queryClient.invalidateQueries({ queryKey: milestoneKeys.program(programId) }),
  });
}
