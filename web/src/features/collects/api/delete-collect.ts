import { collectEndpoints } from '@shared/contract/collect.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { collectKeys } from '@/lib/collect/collect-keys';
import { programKeys } from '@/lib/query-keys';
import { useApi } from '@/lib/services';

/** Deletes a collect with its records, attribution rules and files (retry-safe). */
export async function deleteCollect(api: ApiClient, collectId: string): Promise<void> {
  await callApi(api, collectEndpoints.remove, { params: { collect_id: collectId } });
}

export function useDeleteCollect(programId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collectId: string) => deleteCollect(api, collectId),
    onSuccess: async (_answer, collectId) => {
      // The collect's screens leave by themselves: refetching them would flash a 404.
      queryClient.removeQueries({ queryKey: collectKeys.root(collectId) });
      await queryClient.invalidateQueries({ queryKey: programKeys.scope(programId, 'collects') });
    },
  });
}
