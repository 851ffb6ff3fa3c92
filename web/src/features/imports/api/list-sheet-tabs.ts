import { sheetEndpoints } from '@shared/contract/sheet.endpoints';
import type { SheetTabsResponse } from '@shared/contract/sheet.schema';
import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { FilePlace } from './get-file-preview';

/** A pasted link's spreadsheet and tabs: nothing is saved. */
export function listSheetTabs(
  api: ApiClient,
  place: FilePlace,
  url: string,
): Promise<SheetTabsResponse> {
  return callApi(api, sheetEndpoints.tabs, {
    params: { program_id: place.programId, collect_id: place.collectId },
    ...(place.locale ? { query: { lang: place.locale } } : {}),
    body: { url },
  });
}

export function useListSheetTabs(place: FilePlace) {
  const api = useApi();
  return useMutation({ mutationFn: (url: string) => listSheetTabs(api, place, url) });
}
