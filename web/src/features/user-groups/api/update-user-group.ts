import { userGroupEndpoints } from '@shared/contract/user-group.endpoints';
import type { UpdateUserGroupRequest, UserGroup } from '@shared/contract/user-group.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { userGroupKeys } from './user-group-keys';

export interface UpdateUserGroupInput {
  programId: string;
  groupId: string;
  request: UpdateUserGroupRequest;
}

export async function updateUserGroup(
  api: ApiClient,
  { programId, groupId, request }: UpdateUserGroupInput,
): Promise<UserGroup> {
  const { userGroup } = await callApi(api, userGroupEndpoints.update.inProgram, {
    params: { programId, id: groupId },
    body: request,
  });
  return userGroup;
}

export function useUpdateUserGroup() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserGroupInput) => updateUserGroup(api, input),
    onSuccess: (_group, { programId }) =>
      queryClient.invalidateQueries({ queryKey: userGroupKeys.program(programId) }),
  });
}
