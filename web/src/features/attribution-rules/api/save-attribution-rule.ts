import { attributionRuleEndpoints } from '@shared/contract/attribution-rule.endpoints';
import type {
  AttributionRule,
  CreateAttributionRuleRequest,
} from '@shared/contract/attribution-rule.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiClient } from '@/lib/api-client';
import { collectKeys } from '@/lib/collect/collect-keys';
import { useApi } from '@/lib/services';

export interface SaveRuleInput {
  /** The rule to change; none creates one. */
  ruleId?: string | undefined;
  request: CreateAttributionRuleRequest;
}

/** Creates a rule or replaces what one holds (subject, permission and condition). */
export async function saveAttributionRule(
  api: ApiClient,
  { ruleId, request }: SaveRuleInput,
): Promise<AttributionRule> {
  const params = { collect_id: request.collect_id };
  const { attributionRule } = ruleId
    ? await callApi(api, attributionRuleEndpoints.update, {
        params: { ...params, rule_id: ruleId },
        body: request,
      })
    : await callApi(api, attributionRuleEndpoints.create, { params, body: request });
  return attributionRule;
}

export function useSaveAttributionRule() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRuleInput) => saveAttributionRule(api, input),
    // The change is then applied to the collect's records (its rules_progress) and changes who
    // sees what: the collect, its grids and its rules are all read again.
    onSuccess: (rule) =>
      queryClient.invalidateQueries({ queryKey: collectKeys.root(rule.collect_id) }),
  });
}
