import { programEndpoints } from '@shared/contract/program.endpoints';
import type { Program } from '@shared/contract/program.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { sessionKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

/** The programs the signed-in user may see. */
export async function getPrograms(api: ApiClient, options?: RequestOptions): Promise<Program[]> {
  const { programs } = await callApi(api, programEndpoints.list, options);
  return programs;
}

export function programsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: sessionKeys.programs(),
    queryFn: ({ signal }) => getPrograms(api, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePrograms(): Program[] {
  return useSuspenseQuery(programsQueryOptions(useApi())).data;
}
