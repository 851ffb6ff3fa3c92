import type { UpdateUserRoleRequest } from '@shared/contract/admin-user.schema';
import { userResponseSchema, type User } from '@shared/contract/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { programKeys, sessionKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';
import { adminUserKeys } from './admin-user-keys';

/** The user's level and/or their complete list of roles (replacing the old one). */
export async function updateUserRole(api: ApiClient, input: UpdateUserRoleRequest): Promise<User> {
  const { user } = await api.put('/api/admin/update_user_role', userResponseSchema, {
    body: input,
  });
  return user;
}

export function useUpdateUserRole() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserRoleRequest) => updateUserRole(api, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
      // The change may be one's own, and programs' member lists change with roles.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      await queryClient.invalidateQueries({ queryKey: programKeys.all });
    },
  });
}
