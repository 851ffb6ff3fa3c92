import { reportEndpoints } from '@shared/contract/report.endpoints';
import type { Report } from '@shared/contract/report.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { reportKeys } from '@/lib/report/report-keys';

/** The program's report (made on its first read): its graphics in order, without figures. */
export async function getReport(
  api: ApiClient,
  programId: string,
  options?: RequestOptions,
): Promise<Report> {
  const { report } = await callApi(api, reportEndpoints.defaultReport, {
    ...options,
    params: { program_id: programId },
  });
  return report;
}

export function reportQueryOptions(api: ApiClient, programId: string) {
  return queryOptions({
    queryKey: reportKeys.report(programId),
    queryFn: ({ signal }) => getReport(api, programId, { signal }),
  });
}

export function useReport(programId: string) {
  return useQuery({ ...reportQueryOptions(useApi(), programId), enabled: Boolean(programId) });
}
