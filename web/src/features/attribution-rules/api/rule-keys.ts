import { collectKeys } from '@/lib/collect/collect-keys';

// A collect's rules hang from the collect's keys: deleting the collect drops them with it.
export const ruleKeys = {
  all: (collectId: string) => [...collectKeys.root(collectId), 'attribution-rules'] as const,
  list: (collectId: string, query: object) => [...ruleKeys.all(collectId), 'list', query] as const,
  detail: (collectId: string, ruleId: string) =>
    [...ruleKeys.all(collectId), 'detail', ruleId] as const,
};
