import { taskEndpoints } from '@shared/contract/task.endpoints';
import type { Task } from '@shared/contract/task.schema';
import { FINISHED_TASK_STATUSES } from '@shared/contract/task.schema';
import { useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { importKeys } from './import-keys';

const POLL_MS = 2000;

export async function getImportTask(
  api: ApiClient,
  programId: string,
  taskId: string,
  options?: RequestOptions,
): Promise<Task> {
  const { task } = await callApi(api, taskEndpoints.get, {
    ...options,
    params: { programId, taskId },
  });
  return task;
}

/** The import's task, read again every 2 s until it is finished. */
export function useImportTask(programId: string, started: Task | null) {
  const api = useApi();
  return useQuery({
    queryKey: importKeys.task(programId, started?._id ?? ''),
    queryFn: ({ signal }) => getImportTask(api, programId, started?._id ?? '', { signal }),
    enabled: started !== null,
    initialData: started ?? undefined,
    refetchInterval: (query) =>
      query.state.data && FINISHED_TASK_STATUSES.includes(query.state.data.status)
        ? false
        : POLL_MS,
  });
}
