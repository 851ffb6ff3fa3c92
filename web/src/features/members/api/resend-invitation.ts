import type { Locale } from '@shared/contract/locale.schema';
import { invitationEndpoints } from '@shared/contract/invitation.endpoints';
import type { Invitation } from '@shared/contract/invitation.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
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
  const { invitation } = await callApi(api, invitationEndpoints.resend, {
    params: { programId },
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
