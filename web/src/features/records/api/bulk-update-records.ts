import { bulkUpdateEndpoints } from '@shared/contract/bulk-update.endpoints';
import type { BulkUpdateResponse } from '@shared/contract/bulk-update.schema';
import type { RecordValues } from '@shared/contract/record-validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { collectKeys } from '@/lib/collect/collect-keys';
import { useApi } from '@/lib/services';
import type { GridView } from '../utils/grid-view';
import { recordKeys } from './record-keys';

export interface BulkUpdateInput {
  programId: string;
  collectId: string;
  fields: RecordValues;
  /** The selected records; none: every record of the view. */
  recordIds?: readonly string[] | undefined;
  view: GridView;
}

/** `{ updated, unchanged, rejected, rejections }` at once; `{ task }` for many records. */
export function bulkUpdateRecords(
  api: ApiClient,
  { programId, collectId, fields, recordIds, view }: BulkUpdateInput,
): Promise<BulkUpdateResponse> {
  return callApi(api, bulkUpdateEndpoints.bulkUpdate, {
    params: { program_id: programId, collect_id: collectId },
    body: {
      fields,
      collectItems: recordIds && recordIds.length > 0 ? [...recordIds] : undefined,
      filters: view.filters.length > 0 ? view.filters : undefined,
      keywords: view.keywords || undefined,
    },
  });
}

export function useBulkUpdateRecords() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkUpdateInput) => bulkUpdateRecords(api, input),
    onSuccess: async (_answer, { collectId }) => {
      // Records changed under the grid and any record page already read.
      queryClient.removeQueries({ queryKey: recordKeys.all });
      await queryClient.invalidateQueries({ queryKey: collectKeys.records(collectId) });
    },
  });
}
