import { memberEndpoints } from '@shared/contract/member.endpoints';
import type { RemoveMemberResponse } from '@shared/contract/member.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { memberKeys } from './member-keys';

export interface RemoveMemberInput {
  programId: string;
  userId: string;
}

/** Takes every role in the program away from the user (and their place in its groups). */
export async function removeMember(
  api: ApiClient,
  { programId, userId }: RemoveMemberInput,
): Promise<RemoveMemberResponse> {
  return callApi(api, memberEndpoints.remove, {
    params: { program_id: programId, user_id: userId },
  });
}

export function useRemoveMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RemoveMemberInput) => removeMember(api, input),
    onSuccess: (_answer, { programId }) =>
      queryClient.invalidateQueries({ queryKey: memberKeys.program(programId) }),
  });
}
