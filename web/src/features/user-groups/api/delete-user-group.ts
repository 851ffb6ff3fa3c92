import { userGroupEndpoints } from '@shared/contract/user-group.endpoints';
import type { DeleteUserGroupResponse } from '@shared/contract/user-group.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { userGroupKeys } from './user-group-keys';

export interface DeleteUserGroupInput {
  programId: string;
  groupId: string;
}

/** Its sub-groups move up to its parent. */
export async function deleteUserGroup(
  api: ApiClient,
  { programId, groupId }: DeleteUserGroupInput,
): Promise<DeleteUserGroupResponse> {
  return callApi(api, userGroupEndpoints.delete.inProgram, {
    params: { programId, id: groupId },
  });
}

export function useDeleteUserGroup() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteUserGroupInput) => deleteUserGroup(api, input),
    onSuccess: async (_answer, { programId, groupId }) => {
      const detail = userGroupKeys.detail(programId, groupId);
      // The group's own page (if open) leaves by itself: refetching it would flash a 404.
      await queryClient.invalidateQueries({ queryKey: detail, refetchType: 'none' });
      queryClient.removeQueries({ queryKey: detail, type: 'inactive' });
      await queryClient.invalidateQueries({
        queryKey: userGroupKeys.program(programId),
        predicate: (query) => query.queryKey.join('/') !== detail.join('/'),
      });
    },
  });
}
