import { importEndpoints } from '@shared/contract/import.endpoints';
import type {
  MatchingPreviewRequest,
  MatchingPreviewResponse,
} from '@shared/contract/import.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { FilePlace } from './get-file-preview';
import { importKeys } from './import-keys';

/** The file's first rows through a template, each cell's value or message; nothing is written. */
export function getMatchingPreview(
  api: ApiClient,
  place: FilePlace,
  request: MatchingPreviewRequest,
  locale: string,
  options?: RequestOptions,
): Promise<MatchingPreviewResponse> {
  return callApi(api, importEndpoints.previewTemplate, {
    ...options,
    params: { program_id: place.programId, collect_id: place.collectId },
    query: { lang: locale },
    body: request,
  });
}

export function useMatchingPreview(
  place: FilePlace,
  request: MatchingPreviewRequest | null,
  locale: string,
) {
  const api = useApi();
  return useQuery({
    queryKey: importKeys.matchingPreview(place.programId, place.collectId, { request, locale }),
    queryFn: ({ signal }) =>
      getMatchingPreview(api, place, request ?? { path: '', template: { columns: [] } }, locale, {
        signal,
      }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
