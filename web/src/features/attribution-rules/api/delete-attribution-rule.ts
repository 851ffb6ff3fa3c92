import { attributionRuleEndpoints } from '@shared/contract/attribution-rule.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { collectKeys } from '@/lib/collect/collect-keys';
import { useApi } from '@/lib/services';
import { ruleKeys } from './rule-keys';

export interface DeleteRuleInput {
  collectId: string;
  ruleId: string;
}

export async function deleteAttributionRule(
  api: ApiClient,
  { collectId, ruleId }: DeleteRuleInput,
): Promise<void> {
  await callApi(api, attributionRuleEndpoints.delete, {
    params: { collect_id: collectId, rule_id: ruleId },
  });
}

export function useDeleteAttributionRule() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteRuleInput) => deleteAttributionRule(api, input),
    onSuccess: (_answer, { collectId, ruleId }) => {
      queryClient.removeQueries({ queryKey: ruleKeys.detail(collectId, ruleId) });
      // As after a save: the collect (its rules_progress), its grids and its rules.
      return queryClient.invalidateQueries({ queryKey: collectKeys.root(collectId) });
    },
  });
}
