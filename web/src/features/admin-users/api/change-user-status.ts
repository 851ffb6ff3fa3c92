import { adminUserEndpoints } from '@shared/contract/admin-user.endpoints';
import type { User } from '@shared/contract/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { adminUserKeys } from './admin-user-keys';

/** Toggles ACTIVE ⇄ DISABLED; a disabled user is refused at their next call. */
export async function changeUserStatus(api: ApiClient, userId: string): Promise<User> {
  const { user } = await callApi(api, adminUserEndpoints.changeStatus, {
    body: { user_id: userId },
  });
  return user;
}

export function useChangeUserStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => changeUserStatus(api, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
