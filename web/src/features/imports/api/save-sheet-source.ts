import { sheetEndpoints } from '@shared/contract/sheet.endpoints';
import type { SheetSourceInput, SheetSourceResponse } from '@shared/contract/sheet.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { FilePlace } from './get-file-preview';
import { sheetKeys } from './sheet-keys';

/** Saves the collect's sheet source (link, tab, header row, schedule); the tab is checked. */
export function saveSheetSource(
  api: ApiClient,
  place: FilePlace,
  input: SheetSourceInput,
): Promise<SheetSourceResponse> {
  return callApi(api, sheetEndpoints.save, {
    params: { program_id: place.programId, collect_id: place.collectId },
    ...(place.locale ? { query: { lang: place.locale } } : {}),
    body: input,
  });
}

export function useSaveSheetSource(place: FilePlace) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SheetSourceInput) => saveSheetSource(api, place, input),
    onSuccess: (saved) =>
      queryClient.setQueryData(sheetKeys.source(place.programId, place.collectId), saved),
  });
}
