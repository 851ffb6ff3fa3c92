import { reportEndpoints } from '@shared/contract/report.endpoints';
import type { ComputedGraphic, GraphicInput } from '@shared/contract/report.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { reportKeys } from '@/lib/report/report-keys';

export interface SaveGraphicInput {
  programId: string;
  /** The graphic to change; none adds one at the end. */
  graphicId?: string | undefined;
  graphic: GraphicInput;
}

/** Adds a graphic, or replaces one: the answer carries its figures. */
export async function saveGraphic(
  api: ApiClient,
  { programId, graphicId, graphic }: SaveGraphicInput,
): Promise<ComputedGraphic> {
  const report = { programId, reportId: programId };
  const { graphic: saved } = graphicId
    ? await callApi(api, reportEndpoints.update, {
        params: { ...report, graphic_id: graphicId },
        body: graphic,
      })
    : await callApi(api, reportEndpoints.create, { params: report, body: graphic });
  return saved;
}

export function useSaveGraphic() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveGraphicInput) => saveGraphic(api, input),
    onSuccess: (_graphic, { programId }) =>
      queryClient.invalidateQueries({ queryKey: reportKeys.all(programId) }),
  });
}
