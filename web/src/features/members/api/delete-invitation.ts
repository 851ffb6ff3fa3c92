import { invitationEndpoints } from '@shared/contract/invitation.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { invitationKeys } from './member-keys';

export interface DeleteInvitationInput {
  programId: string;
  invitationId: string;
}

/** Its link stops working. */
export async function deleteInvitation(api: ApiClient, { invitationId }: DeleteInvitationInput) {
  return callApi(api, invitationEndpoints.delete, { params: { id: invitationId } });
}

export function useDeleteInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteInvitationInput) => deleteInvitation(api, input),
    onSuccess: (_answer, { programId }) =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.program(programId) }),
  });
}
