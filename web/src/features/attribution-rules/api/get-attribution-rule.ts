import { attributionRuleEndpoints } from '@shared/contract/attribution-rule.endpoints';
import type { AttributionRule } from '@shared/contract/attribution-rule.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import { ruleKeys } from './rule-keys';

/** One rule, for its edit form. */
export async function getAttributionRule(
  api: ApiClient,
  collectId: string,
  ruleId: string,
  options?: RequestOptions,
): Promise<AttributionRule> {
  const { attributionRule } = await callApi(api, attributionRuleEndpoints.get, {
    ...options,
    params: { collect_id: collectId, rule_id: ruleId },
  });
  return attributionRule;
}

export function attributionRuleQueryOptions(api: ApiClient, collectId: string, ruleId: string) {
  return queryOptions({
    queryKey: ruleKeys.detail(collectId, ruleId),
    queryFn: ({ signal }) => getAttributionRule(api, collectId, ruleId, { signal }),
  });
}

export function useAttributionRule(collectId: string, ruleId: string) {
  return useQuery(attributionRuleQueryOptions(useApi(), collectId, ruleId));
}
