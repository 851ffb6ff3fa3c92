import { attributionRuleEndpoints } from '@shared/contract/attribution-rule.endpoints';
import type {
  AttributionRulesQuery,
  AttributionRulesResponse,
} from '@shared/contract/attribution-rule.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiClient, type RequestOptions } from '@/lib/api-client';
import { useApi } from '@/lib/services';
import type { ListPosition } from '@/lib/use-list-params';
import { ruleKeys } from './rule-keys';

export type RulesListQuery = Omit<AttributionRulesQuery, 'page' | 'cursor'> & ListPosition;

/** One page of a collect's attribution rules, newest first. */
export async function getAttributionRules(
  api: ApiClient,
  collectId: string,
  query: RulesListQuery,
  options?: RequestOptions,
): Promise<AttributionRulesResponse> {
  return callApi(api, attributionRuleEndpoints.list, {
    ...options,
    params: { collect_id: collectId },
    query: { ...query },
  });
}

export function attributionRulesQueryOptions(
  api: ApiClient,
  collectId: string,
  query: RulesListQuery,
) {
  return queryOptions({
    queryKey: ruleKeys.list(collectId, query),
    queryFn: ({ signal }) => getAttributionRules(api, collectId, query, { signal }),
    // The list keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAttributionRules(collectId: string, query: RulesListQuery) {
  return useQuery(attributionRulesQueryOptions(useApi(), collectId, query));
}
