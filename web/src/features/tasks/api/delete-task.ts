import { taskEndpoints, type TaskDeletionResponse } from '@shared/contract/task.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { taskKeys } from './task-keys';

export interface DeleteTaskInput {
  programId: string;
  taskId: string;
}

/** Cancels a pending or running task, deletes a finished one (the answer says which). */
export async function deleteTask(
  api: ApiClient,
  { programId, taskId }: DeleteTaskInput,
): Promise<TaskDeletionResponse> {
  return callApi(api, taskEndpoints.delete, { params: { programId, taskId } });
}

export function useDeleteTask() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteTaskInput) => deleteTask(api, input),
    onSuccess: (_answer, { programId }) =>
      queryClient.invalidateQueries({ queryKey: taskKeys.all(programId) }),
  });
}
