import { taskEndpoints } from '@shared/contract/task.endpoints';
import type { TasksResponse } from '@shared/contract/task.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { ListPosition } from '@/lib/use-list-params';
import { isUnfinished } from '../utils/task-status';
import { taskKeys } from './task-keys';

/** While a task on the page is pending or running, its progress is read again this often. */
export const TASKS_REFRESH_MS = 2000;

/** One page of a program's tasks, newest first (a contributor's own only). */
export async function getTasks(
  api: ApiClient,
  programId: string,
  position: ListPosition,
  options?: RequestOptions,
): Promise<TasksResponse> {
  return callApi(api, taskEndpoints.list, {
    ...options,
    params: { programId },
    query: { ...position },
  });
}

export function tasksQueryOptions(api: ApiClient, programId: string, position: ListPosition) {
  return queryOptions({
    queryKey: taskKeys.list(programId, position),
    queryFn: ({ signal }) => getTasks(api, programId, position, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.tasks.some((task) => isUnfinished(task.status)) ? TASKS_REFRESH_MS : false,
  });
}

export function useTasks(programId: string, position: ListPosition) {
  return useQuery(tasksQueryOptions(useApi(), programId, position));
}
