import { importEndpoints } from '@shared/contract/import.endpoints';
import type { FileReadingInput, UploadedFileResponse } from '@shared/contract/import.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { importKeys } from './import-keys';

export interface FilePlace {
  programId: string;
  collectId: string;
  /** The language of the api's word on a file it refuses. */
  locale?: string;
}

/** An uploaded file read again (another header row or worksheet): nothing is written. */
export function getFilePreview(
  api: ApiClient,
  place: FilePlace,
  reading: FileReadingInput,
  options?: RequestOptions,
): Promise<UploadedFileResponse> {
  return callApi(api, importEndpoints.filePreview, {
    ...options,
    params: { program_id: place.programId, collect_id: place.collectId },
    ...(place.locale ? { query: { lang: place.locale } } : {}),
    body: reading,
  });
}

export function useFilePreview(place: FilePlace, reading: FileReadingInput | null) {
  const api = useApi();
  return useQuery({
    queryKey: importKeys.file(place.programId, place.collectId, reading ?? {}),
    queryFn: ({ signal }) => getFilePreview(api, place, reading ?? { path: '' }, { signal }),
    enabled: reading !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
