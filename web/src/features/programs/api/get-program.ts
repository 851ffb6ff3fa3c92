import { programResponseSchema, type ProgramDetail } from '@shared/contract/program.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, RequestOptions } from '@/lib/api-client';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

/** One program with its description and dates (every member of the program may read it). */
export async function getProgram(
  api: ApiClient,
  programId: string,
  options?: RequestOptions,
): Promise<ProgramDetail> {
  const path = `/api/programs/${encodeURIComponent(programId)}`;
  const { program } = await api.get(path, programResponseSchema, options);
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
