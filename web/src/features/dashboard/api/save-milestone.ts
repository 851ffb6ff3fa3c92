import { milestoneEndpoints } from '@shared/contract/milestone.endpoints';
import type {
  CreateMilestoneRequest,
  Milestone,
  UpdateMilestoneRequest,
} from '@shared/contract/milestone.schema';
import type { Locale } from '@shared/contract/locale.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { milestoneKeys } from './milestone-keys';

/** A new milestone (no id) or a change to one: only what `request` holds changes. */
export type SaveMilestoneInput =
  | { programId: string; locale: Locale; milestoneId?: undefined; request: CreateMilestoneRequest }
  | { programId: string; locale: Locale; milestoneId: string; request: UpdateMilestoneRequest };

export async function saveMilestone(api: ApiClient, input: SaveMilestoneInput): Promise<Milestone> {
  const query = { lang: input.locale };
  if (input.milestoneId === undefined) {
    const { milestone } = await callApi(api, milestoneEndpoints.create, {
      params: { program_id: input.programId },
      query,
      body: input.request,
    });
    return milestone;
  }
  const { milestone } = await callApi(api, milestoneEndpoints.update, {
    params: { program_id: input.programId, milestone_id: input.milestoneId },
    query,
    body: input.request,
  });
  return milestone;
}

export function useSaveMilestone() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMilestoneInput) => saveMilestone(api, input),
    onSuccess: (_milestone, { programId }) =>
      queryClient.invalidateQueries({ queryKey: milestoneKeys.program(programId) }),
  });
}
