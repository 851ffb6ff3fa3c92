import { reportEndpoints } from '@shared/contract/report.endpoints';
import type { ComputedGraphic, Report } from '@shared/contract/report.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { reportKeys } from '@/lib/report/report-keys';

export interface ReorderGraphicsInput {
  programId: string;
  /** Every graphic id of the report, in the new order. */
  ids: string[];
}

export async function reorderGraphics(
  api: ApiClient,
  { programId, ids }: ReorderGraphicsInput,
): Promise<Report> {
  const { report } = await callApi(api, reportEndpoints.reorder, {
    params: { programId, reportId: programId },
    body: { graphics: ids },
  });
  return report;
}

/**
 * The cards move at once (the figures cached are kept, only their order changes); a refusal
 * puts them back where the server has them.
 */
export function useReorderGraphics() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReorderGraphicsInput) => reorderGraphics(api, input),
    onMutate: async ({ programId, ids }) => {
      const key = reportKeys.graphics(programId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ComputedGraphic[]>(key);
      if (before) {
        const byId = new Map(before.map((graphic) => [graphic._id, graphic]));
        const moved = ids.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData(key, moved);
      }
      return { before };
    },
    onError: (_error, { programId }, context) => {
      if (context?.before) queryClient.setQueryData(reportKeys.graphics(programId), context.before);
    },
    onSettled: (_report, _error, { programId }) =>
      queryClient.invalidateQueries({ queryKey: reportKeys.all(programId) }),
  });
}
