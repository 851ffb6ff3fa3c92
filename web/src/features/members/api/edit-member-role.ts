import { memberEndpoints } from '@shared/contract/member.endpoints';
import type { Member, RoleEditRequest } from '@shared/contract/member.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { memberKeys } from './member-keys';

/** The member's roles in the program become this one role. */
export async function editMemberRole(api: ApiClient, input: RoleEditRequest): Promise<Member> {
  const { member } = await callApi(api, memberEndpoints.editRole, {
    body: input,
  });
  return member;
}

export function useEditMemberRole() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleEditRequest) => editMemberRole(api, input),
    onSuccess: (_member, input) =>
      queryClient.invalidateQueries({ queryKey: memberKeys.program(input.program_id) }),
  });
}
