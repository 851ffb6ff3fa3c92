import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportEndpoints } from '@shared/contract/report.endpoints';
import type { GraphicInput, GraphicResult } from '@shared/contract/report.schema';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { reportKeys } from '@/lib/report/report-keys';

export type PreviewQuery = Omit<GraphicInput, 'title'>;

/** The figures a graphic would show, before it is saved. */
export async function getGraphicPreview(
  api: ApiClient,
  programId: string,
  query: PreviewQuery,
  options?: RequestOptions,
): Promise<GraphicResult> {
  const { result } = await callApi(api, reportEndpoints.preview, {
    ...options,
    params: { program_id: programId },
    query: {
      type: query.type,
      collectId: query.collectId,
      groupBy: query.groupBy ?? undefined,
      groupingOperator: query.groupingOperator,
      indicator: query.indicator ?? undefined,
      filters: query.filters.length > 0 ? JSON.stringify(query.filters) : undefined,
    },
  });
  return result;
}

export function graphicPreviewQueryOptions(api: ApiClient, programId: string, query: PreviewQuery) {
  return queryOptions({
    queryKey: reportKeys.preview(programId, query),
    queryFn: ({ signal }) => getGraphicPreview(api, programId, query, { signal }),
    // The editor keeps showing the last figures while the next ones come.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `query` null: nothing to preview yet (the form is not complete). */
export function useGraphicPreview(programId: string, query: PreviewQuery | null) {
  const api = useApi();
  return useQuery({
    ...graphicPreviewQueryOptions(api, programId, query ?? EMPTY_QUERY),
    enabled: query !== null,
  });
}

const EMPTY_QUERY: PreviewQuery = {
  type: 'RING',
  collectId: '',
  groupBy: null,
  groupingOperator: 'COUNT',
  indicator: null,
  filters: [],
};
