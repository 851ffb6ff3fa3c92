import type { Locale } from '@shared/contract/locale.schema';
import { invitationEndpoints } from '@shared/contract/invitation.endpoints';
import type { Invitation, InviteUsersRequest } from '@shared/contract/invitation.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { invitationKeys } from './member-keys';

export interface InviteUsersInput {
  programId: string;
  /** The language of the invitation e-mails (and of the registration link). */
  lang: Locale;
  request: InviteUsersRequest;
}

export async function inviteUsers(
  api: ApiClient,
  { programId, lang, request }: InviteUsersInput,
): Promise<Invitation[]> {
  const { invitations } = await callApi(api, invitationEndpoints.invite, {
    params: { program_id: programId },
    body: request,
    query: { lang },
  });
  return invitations;
}

export function useInviteUsers() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUsersInput) => inviteUsers(api, input),
    onSuccess: (_invitations, { programId }) =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.program(programId) }),
  });
}
