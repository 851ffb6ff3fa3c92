import { recordEndpoints } from '@shared/contract/record.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { collectKeys } from '@/lib/collect/collect-keys';
import { useApi } from '@/lib/services';
import { recordKeys } from './record-keys';

export interface DeleteRecordInput {
  programId: string;
  collectId: string;
  recordId: string;
}

/** Administrators and the program's managers only. */
export async function deleteRecord(
  api: ApiClient,
  { programId, collectId, recordId }: DeleteRecordInput,
): Promise<void> {
  await callApi(api, recordEndpoints.remove, {
    params: { program_id: programId, collect_id: collectId, record_id: recordId },
  });
}

export function useDeleteRecord() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteRecordInput) => deleteRecord(api, input),
    onSuccess: async (_answer, { collectId, recordId }) => {
      // The record's page leaves by itself: refetching it would flash a 404.
      queryClient.removeQueries({ queryKey: recordKeys.root(recordId) });
      await queryClient.invalidateQueries({ queryKey: collectKeys.records(collectId) });
    },
  });
}
