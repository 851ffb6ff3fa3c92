import { importEndpoints } from '@shared/contract/import.endpoints';
import type { MatchingTemplate } from '@shared/contract/matching.schema';
import { useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { FilePlace } from './get-file-preview';
import { importKeys } from './import-keys';

/** The collect's saved template; null until one is saved. */
export async function getMatchingTemplate(
  api: ApiClient,
  place: FilePlace,
  options?: RequestOptions,
): Promise<MatchingTemplate | null> {
  const { template } = await callApi(api, importEndpoints.getTemplate, {
    ...options,
    params: { program_id: place.programId, collect_id: place.collectId },
  });
  return template;
}

export function useMatchingTemplate(place: FilePlace) {
  const api = useApi();
  return useQuery({
    queryKey: importKeys.template(place.programId, place.collectId),
    queryFn: ({ signal }) => getMatchingTemplate(api, place, { signal }),
  });
}
