import { sheetEndpoints } from '@shared/contract/sheet.endpoints';
import type { Task } from '@shared/contract/task.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { FilePlace } from './get-file-preview';
import { sheetKeys } from './sheet-keys';

/** Syncs the collect from its sheet now, with its saved template: the task, answered at once. */
export async function syncSheet(api: ApiClient, place: FilePlace): Promise<Task> {
  const { task } = await callApi(api, sheetEndpoints.sync, {
    params: { program_id: place.programId, collect_id: place.collectId },
    ...(place.locale ? { query: { lang: place.locale } } : {}),
  });
  return task;
}

export function useSyncSheet(place: FilePlace) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncSheet(api, place),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: sheetKeys.source(place.programId, place.collectId),
      }),
  });
}
