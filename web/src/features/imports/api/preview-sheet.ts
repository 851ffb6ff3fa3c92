import { sheetEndpoints } from '@shared/contract/sheet.endpoints';
import type { UploadedFileResponse } from '@shared/contract/import.schema';
import type { SheetSourceInput } from '@shared/contract/sheet.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { FilePlace } from './get-file-preview';
import { sheetKeys } from './sheet-keys';

/** A tab's first rows, as a file's preview: nothing is saved. */
export function previewSheet(
  api: ApiClient,
  place: FilePlace,
  input: SheetSourceInput,
  options?: RequestOptions,
): Promise<UploadedFileResponse> {
  return callApi(api, sheetEndpoints.preview, {
    ...options,
    params: { program_id: place.programId, collect_id: place.collectId },
    ...(place.locale ? { query: { lang: place.locale } } : {}),
    body: input,
  });
}

export function useSheetPreview(place: FilePlace, input: SheetSourceInput | null) {
  const api = useApi();
  return useQuery({
    queryKey: sheetKeys.preview(place.programId, place.collectId, input ?? {}),
    queryFn: ({ signal }) =>
      previewSheet(api, place, input ?? { url: '', sheet_id: 0 }, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
