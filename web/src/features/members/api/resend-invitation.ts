import type { Locale } from '@shared/constants';
import { invitationResponseSchema, type Invitation } from '@shared/contract/invitation.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { invitationKeys } from './member-keys';

export interface ResendInvitationInput {
  programId: string;
  invitationId: string;
  lang: Locale;
}

/** A new code, expiry and e-mail; the previous link stops working. */
export async function resendInvitation(
  api: ApiClient,
  { programId, invitationId, lang }: ResendInvitationInput,
): Promise<Invitation> {
  const path = `/api/program/${encodeURIComponent(programId)}/resend-users-invitation`;
  const { invitation } = await api.post(path, invitationResponseSchema, {
    body: { invitation_id: invitationId },
    query: { lang },
  });
  return invitation;
}

export function useResendInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResendInvitationInput) => resendInvitation(api, input),
    onSuccess: (_invitation, { programId }) =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.program(programId) }),
  });
}
