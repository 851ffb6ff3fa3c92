import { sheetEndpoints } from '@shared/contract/sheet.endpoints';
import type { SheetSourceResponse } from '@shared/contract/sheet.schema';
import { useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { FilePlace } from './get-file-preview';
import { sheetKeys } from './sheet-keys';

/** The collect's Google Sheet source (null until saved) and the service account to share with. */
export function getSheetSource(
  api: ApiClient,
  place: FilePlace,
  options?: RequestOptions,
): Promise<SheetSourceResponse> {
  return callApi(api, sheetEndpoints.get, {
    ...options,
    params: { program_id: place.programId, collect_id: place.collectId },
  });
}

export function useSheetSource(place: FilePlace) {
  const api = useApi();
  return useQuery({
    queryKey: sheetKeys.source(place.programId, place.collectId),
    queryFn: ({ signal }) => getSheetSource(api, place, { signal }),
  });
}
