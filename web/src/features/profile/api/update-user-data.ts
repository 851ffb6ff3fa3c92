import { authEndpoints } from '@shared/contract/auth.endpoints';
import type { UpdateUserDataRequest, User } from '@shared/contract/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

export async function updateUserData(api: ApiClient, input: UpdateUserDataRequest): Promise<User> {
  const { user } = await callApi(api, authEndpoints.updateUserData, { body: input });
  return user;
}

export function useUpdateUserData() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserDataRequest) => updateUserData(api, input),
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.currentUser(), user),
  });
}
