import { adminUserEndpoints } from '@shared/contract/admin-user.endpoints';
import type { User, UserStatus } from '@shared/contract/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { adminUserKeys } from './admin-user-keys';

/**
 * Sets ACTIVE or DISABLED; a disabled user is refused at their next call. The status to reach
 * is sent (not a toggle), so trying again after an error cannot undo the first attempt.
 */
export async function changeUserStatus(
  api: ApiClient,
  userId: string,
  status: UserStatus,
): Promise<User> {
  const { user } = await callApi(api, adminUserEndpoints.changeStatus, {
    body: { user_id: userId, status },
  });
  return user;
}

export function useChangeUserStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: UserStatus }) =>
      changeUserStatus(api, userId, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
