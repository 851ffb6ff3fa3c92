import { recordEndpoints } from '@shared/contract/record.endpoints';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { RecordValues } from '@shared/contract/record-validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { collectKeys } from '@/lib/collect/collect-keys';
import { useApi } from '@/lib/services';
import { savedRecordView } from './get-record';
import { recordKeys } from './record-keys';

export interface CreateRecordInput {
  programId: string;
  collectId: string;
  /** Chosen once per form: sending it again (a double click, a retry) creates one record. */
  recordId: string;
  fields: RecordValues;
}

export async function createRecord(
  api: ApiClient,
  { programId, collectId, recordId, fields }: CreateRecordInput,
): Promise<CollectRecord> {
  const { record } = await callApi(api, recordEndpoints.create, {
    params: { program_id: programId, collect_id: collectId },
    body: { _id: recordId, fields },
  });
  return record;
}

export function useCreateRecord() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRecordInput) => createRecord(api, input),
    onSuccess: async (record, { collectId }) => {
      queryClient.setQueryData(recordKeys.detail(record._id), savedRecordView(record));
      await queryClient.invalidateQueries({ queryKey: collectKeys.records(collectId) });
    },
  });
}
