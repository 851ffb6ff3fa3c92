import { importEndpoints } from '@shared/contract/import.endpoints';
import type { UploadedFileResponse } from '@shared/contract/import.schema';
import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';

export interface UploadImportFileInput {
  collectId: string;
  file: File;
  headerRow?: number;
  /** The language of the api's word on a file it refuses. */
  locale: string;
}

/** Stores a CSV or XLSX file of the collect and answers its first rows. */
export function uploadImportFile(
  api: ApiClient,
  { collectId, file, headerRow, locale }: UploadImportFileInput,
): Promise<UploadedFileResponse> {
  const body = new FormData();
  body.set('file', file, file.name);
  if (headerRow) body.set('header_row', String(headerRow));
  return callApi(api, importEndpoints.upload, {
    params: { collect_id: collectId },
    query: { lang: locale },
    body,
  });
}

export function useUploadImportFile() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: UploadImportFileInput) => uploadImportFile(api, input),
  });
}
