import { reportEndpoints } from '@shared/contract/report.endpoints';
import type { ComputedGraphic } from '@shared/contract/report.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { reportKeys } from '@/lib/report/report-keys';

/** The report's graphics with their figures (the first `limit` ones when given). */
export async function getGraphics(
  api: ApiClient,
  programId: string,
  limit?: number,
  options?: RequestOptions,
): Promise<ComputedGraphic[]> {
  const { graphics } = await callApi(api, reportEndpoints.graphics, {
    ...options,
    params: { programId, reportId: programId },
    query: { limit },
  });
  return graphics;
}

export function graphicsQueryOptions(api: ApiClient, programId: string, limit?: number) {
  return queryOptions({
    queryKey: reportKeys.graphics(programId, limit),
    queryFn: ({ signal }) => getGraphics(api, programId, limit, { signal }),
  });
}

export function useGraphics(programId: string, limit?: number) {
  return useQuery({
    ...graphicsQueryOptions(useApi(), programId, limit),
    enabled: Boolean(programId),
  });
}
