import { collectEndpoints } from '@shared/contract/collect.endpoints';
import type { CollectListItem as ProgramCollect } from '@shared/contract/collect.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

/** What the frame shows of a collect (SPEC §3); the API answers the contract's summary. */
export type CollectSummary = Pick<ProgramCollect, '_id' | 'title'> & {
  readonly title_fr?: string | null;
};

/** The collects the caller may open in the program (all of them for its managers), with their model and source. */
export async function getProgramCollects(
  api: ApiClient,
  programId: string,
  options?: RequestOptions,
): Promise<ProgramCollect[]> {
  const { collects } = await callApi(api, collectEndpoints.listInProgram, {
    ...options,
    params: { program_id: programId },
  });
  return collects;
}

export function programCollectsQueryOptions(api: ApiClient, programId: string) {
  return queryOptions({
    queryKey: programKeys.scope(programId, 'collects'),
    queryFn: ({ signal }) => getProgramCollects(api, programId, { signal }),
    staleTime: 60_000,
  });
}

export function useProgramCollects(programId: string | undefined) {
  const api = useApi();
  return useQuery({
    ...programCollectsQueryOptions(api, programId ?? ''),
    enabled: Boolean(programId),
  });
}
