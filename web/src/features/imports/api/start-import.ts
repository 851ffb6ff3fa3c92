import { importEndpoints } from '@shared/contract/import.endpoints';
import type { ImportRequest } from '@shared/contract/import.schema';
import type { Task } from '@shared/contract/task.schema';
import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { FilePlace } from './get-file-preview';

/** Starts the import task; it runs on the server and answers at once. */
export async function startImport(
  api: ApiClient,
  place: FilePlace,
  request: ImportRequest,
  locale: string,
): Promise<Task> {
  const { task } = await callApi(api, importEndpoints.start, {
    params: { program_id: place.programId, collect_id: place.collectId },
    query: { lang: locale },
    body: request,
  });
  return task;
}

export function useStartImport(place: FilePlace, locale: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (request: ImportRequest) => startImport(api, place, request, locale),
  });
}
