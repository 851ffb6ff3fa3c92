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
 * The cards move at once (the figures cached are kept, only their order changes). Moves run one
 * after the other (one scope per report), so that the server keeps the last one asked for, and
 * each sends the whole order as the screen shows it. A success only marks the cached lists
 * stale (refetching now could undo a move still on its way); a refusal puts the cards back
 * where the server has them.
 */
export function useReorderGraphics(programId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `report-order-${programId}` },
    mutationFn: (ids: string[]) => reorderGraphics(api, { programId, ids }),
    onMutate: async (ids) => {
      const key = reportKeys.graphics(programId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ComputedGraphic[]>(key);
      if (before) {
        const byId = new Map(before.map((graphic) => [graphic._id, graphic]));
        queryClient.setQueryData(
          key,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reportKeys.all(programId), refetchType: 'none' }),
    onError: () => queryClient.invalidateQueries({ queryKey: reportKeys.all(programId) }),
  });
}
