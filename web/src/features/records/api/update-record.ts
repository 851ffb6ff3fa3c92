import { recordEndpoints } from '@shared/contract/record.endpoints';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { RecordValues } from '@shared/contract/record-validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { collectKeys } from '@/lib/collect/collect-keys';
import { useApi } from '@/lib/services';
import { savedRecordView } from './get-record';
import { recordKeys } from './record-keys';

export interface UpdateRecordInput {
  programId: string;
  collectId: string;
  recordId: string;
  fields: RecordValues;
  /** The version the form was filled from: a record changed since is refused (409). */
  version: number;
}

export async function updateRecord(
  api: ApiClient,
  { programId, collectId, recordId, fields, version }: UpdateRecordInput,
): Promise<CollectRecord> {
  const { record } = await callApi(api, recordEndpoints.update, {
    params: { program_id: programId, collect_id: collectId, record_id: recordId },
    body: { fields, version },
  });
  return record;
}

export function useUpdateRecord() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRecordInput) => updateRecord(api, input),
    onSuccess: async (record, { collectId }) => {
      queryClient.setQueryData(recordKeys.detail(record._id), savedRecordView(record));
      // Its neighbours may have changed with it (a sorted field); the record screen asks again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKeys.inViews(record._id) }),
        queryClient.invalidateQueries({ queryKey: collectKeys.records(collectId) }),
      ]);
    },
  });
}
