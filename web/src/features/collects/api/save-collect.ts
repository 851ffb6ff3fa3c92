import { collectEndpoints } from '@shared/contract/collect.endpoints';
import type { CreateCollectRequest, UpdateCollectRequest } from '@shared/contract/collect.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { collectKeys } from '@/lib/collect/collect-keys';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

export type SaveCollectInput =
  | { programId: string; collectId?: undefined; request: CreateCollectRequest }
  | { programId: string; collectId: string; request: UpdateCollectRequest };

/** Creates a collect (answering its id) or changes one; both start building its indexes. */
export async function saveCollect(api: ApiClient, input: SaveCollectInput): Promise<string> {
  if (input.collectId === undefined) {
    const { _id } = await callApi(api, collectEndpoints.create, {
      params: { program_id: input.programId },
      body: input.request,
    });
    return _id;
  }
  const { collect } = await callApi(api, collectEndpoints.update, {
    params: { program_id: input.programId, collect_id: input.collectId },
    body: input.request,
  });
  return collect._id;
}

export function useSaveCollect() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCollectInput) => saveCollect(api, input),
    onSuccess: async (collectId, { programId }) => {
      // Its grid, records and index state depend on the fields just saved.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: collectKeys.root(collectId) }),
        queryClient.invalidateQueries({ queryKey: programKeys.scope(programId, 'collects') }),
      ]);
    },
  });
}
