import { adminUserEndpoints } from '@shared/contract/admin-user.endpoints';
import type { UpdateUserRoleRequest } from '@shared/contract/admin-user.schema';
import type { User } from '@shared/contract/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { programKeys, sessionKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';
import { adminUserKeys } from './admin-user-keys';

/** The user's level and/or their complete list of roles (replacing the old one). */
export async function updateUserRole(api: ApiClient, input: UpdateUserRoleRequest): Promise<User> {
  const { user } = await callApi(api, adminUserEndpoints.updateRole, {
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
