import { userGroupEndpoints } from '@shared/contract/user-group.endpoints';
import type { UserGroup } from '@shared/contract/user-group.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';
import { userGroupKeys } from './user-group-keys';

export interface AddGroupMembersInput {
  programId: string;
  groupId: string;
  userIds: string[];
}

export async function addGroupMembers(
  api: ApiClient,
  { programId, groupId, userIds }: AddGroupMembersInput,
): Promise<UserGroup> {
  const { userGroup } = await callApi(api, userGroupEndpoints.addUsers.inProgram, {
    params: { programId, id: groupId },
    body: { user_ids: userIds },
  });
  return userGroup;
}

/** Members lists filter by group: they are refreshed with the group. */
export function useAddGroupMembers() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddGroupMembersInput) => addGroupMembers(api, input),
    onSuccess: async (group, { programId, groupId }) => {
      queryClient.setQueryData(userGroupKeys.detail(programId, groupId), group);
      await queryClient.invalidateQueries({ queryKey: userGroupKeys.program(programId) });
      await queryClient.invalidateQueries({ queryKey: programKeys.scope(programId, 'members') });
    },
  });
}
