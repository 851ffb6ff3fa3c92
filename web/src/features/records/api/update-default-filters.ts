import { collectEndpoints } from '@shared/contract/collect.endpoints';
import type { Collect } from '@shared/contract/collect.schema';
import type { DefaultFilters } from '@shared/contract/record-query.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { collectQueryKey } from '@/lib/collect/get-collect';
import { useApi } from '@/lib/services';

export interface UpdateDefaultFiltersInput {
  programId: string;
  collectId: string;
  view: DefaultFilters;
}

/** The view every member's grid opens with (administrators, managers). */
export async function updateDefaultFilters(
  api: ApiClient,
  { programId, collectId, view }: UpdateDefaultFiltersInput,
): Promise<DefaultFilters> {
  const { default_filters } = await callApi(api, collectEndpoints.updateDefaultFilters, {
    params: { program_id: programId, collect_id: collectId },
    body: view,
  });
  return default_filters;
}

export function useUpdateDefaultFilters() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDefaultFiltersInput) => updateDefaultFilters(api, input),
    onSuccess: (saved, { collectId }) => {
      queryClient.setQueryData<Collect>(collectQueryKey(collectId), (collect) =>
        collect ? { ...collect, default_filters: saved } : collect,
      );
    },
  });
}
