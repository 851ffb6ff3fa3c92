import { idResponseSchema } from '@shared/contract/common.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { invitationKeys } from './member-keys';

export interface DeleteInvitationInput {
  programId: string;
  invitationId: string;
}

/** Its link stops working. */
export async function deleteInvitation(api: ApiClient, { invitationId }: DeleteInvitationInput) {
  const path = `/api/admin/auth/delete-user-invitation/${encodeURIComponent(invitationId)}`;
  return api.delete(path, idResponseSchema);
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
