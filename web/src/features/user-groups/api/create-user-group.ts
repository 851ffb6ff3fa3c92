import { userGroupEndpoints } from '@shared/contract/user-group.endpoints';
import type { CreateUserGroupRequest, UserGroup } from '@shared/contract/user-group.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { userGroupKeys } from './user-group-keys';

export interface CreateUserGroupInput {
  programId: string;
  request: CreateUserGroupRequest;
}

export async function createUserGroup(
  api: ApiClient,
  { programId, request }: CreateUserGroupInput,
): Promise<UserGroup> {
  const { userGroup } = await callApi(api, userGroupEndpoints.create, {
    params: { programId },
    body: request,
  });
  return userGroup;
}

export function useCreateUserGroup() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserGroupInput) => createUserGroup(api, input),
    onSuccess: (_group, { programId }) =>
      queryClient.invalidateQueries({ queryKey: userGroupKeys.program(programId) }),
  });
}
