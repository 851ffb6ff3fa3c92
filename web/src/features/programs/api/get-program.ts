import { programEndpoints } from '@shared/contract/program.endpoints';
import type { ProgramDetail } from '@shared/contract/program.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

/** One program with its description and dates (every member of the program may read it). */
export async function getProgram(
  api: ApiClient,
  programId: string,
  options?: RequestOptions,
): Promise<ProgramDetail> {
  const { program } = await callApi(api, programEndpoints.get, {
    ...options,
    params: { program_id: programId },
  });
  return program;
}

export function programQueryOptions(api: ApiClient, programId: string) {
  return queryOptions({
    queryKey: programKeys.scope(programId, 'detail'),
    queryFn: ({ signal }) => getProgram(api, programId, { signal }),
  });
}

export function useProgram(programId: string) {
  return useQuery(programQueryOptions(useApi(), programId));
}
