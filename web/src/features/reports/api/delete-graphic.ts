import { reportEndpoints } from '@shared/contract/report.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { reportKeys } from '@/lib/report/report-keys';

export interface DeleteGraphicInput {
  programId: string;
  graphicId: string;
}

export async function deleteGraphic(
  api: ApiClient,
  { programId, graphicId }: DeleteGraphicInput,
): Promise<void> {
  await callApi(api, reportEndpoints.remove, {
    params: { programId, reportId: programId, graphic_id: graphicId },
  });
}

export function useDeleteGraphic() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteGraphicInput) => deleteGraphic(api, input),
    onSuccess: (_answer, { programId }) =>
      queryClient.invalidateQueries({ queryKey: reportKeys.all(programId) }),
  });
}
