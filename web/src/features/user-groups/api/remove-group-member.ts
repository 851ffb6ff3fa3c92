import { userGroupEndpoints } from '@shared/contract/user-group.endpoints';
import type { UserGroup } from '@shared/contract/user-group.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';
import { userGroupKeys } from './user-group-keys';

export interface RemoveGroupMemberInput {
  programId: string;
  groupId: string;
  userId: string;
}

export async function removeGroupMember(
  api: ApiClient,
  { programId, groupId, userId }: RemoveGroupMemberInput,
): Promise<UserGroup> {
  const { userGroup } = await callApi(api, userGroupEndpoints.removeUser.inProgram, {
    params: { programId, id: groupId },
    body: { user_id: userId },
  });
  return userGroup;
}

export function useRemoveGroupMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RemoveGroupMemberInput) => removeGroupMember(api, input),
    onSuccess: async (group, { programId, groupId }) => {
      queryClient.setQueryData(userGroupKeys.detail(programId, groupId), group);
      await queryClient.invalidateQueries({ queryKey: userGroupKeys.program(programId) });
      await queryClient.invalidateQueries({ queryKey: programKeys.scope(programId, 'members') });
    },
  });
}
