import {
  deleteUserGroupResponseSchema,
  type DeleteUserGroupResponse,
} from '@shared/contract/user-group.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { userGroupPath } from './get-user-group';
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
  return api.delete(userGroupPath(programId, groupId), deleteUserGroupResponseSchema);
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
