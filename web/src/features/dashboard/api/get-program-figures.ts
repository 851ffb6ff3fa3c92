import { programFiguresEndpoints } from '@shared/contract/program-figures.endpoints';
import type { ProgramFigures } from '@shared/contract/program-figures.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

/** The dashboard's key figures; those the reader may not see are null. */
export async function getProgramFigures(
  api: ApiClient,
  programId: string,
  options?: RequestOptions,
): Promise<ProgramFigures> {
  const { figures } = await callApi(api, programFiguresEndpoints.get, {
    ...options,
    params: { program_id: programId },
  });
  return figures;
}

export function programFiguresQueryOptions(api: ApiClient, programId: string) {
  return queryOptions({
    queryKey: programKeys.scope(programId, 'figures'),
    queryFn: ({ signal }) => getProgramFigures(api, programId, { signal }),
    staleTime: 60_000,
  });
}

export function useProgramFigures(programId: string) {
  return useQuery(programFiguresQueryOptions(useApi(), programId));
}
