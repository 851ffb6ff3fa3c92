import type { ModelsQuery } from '@shared/contract/model.schema';
import { adminKeys } from '@/lib/query-keys';

export const modelKeys = {
  all: adminKeys.scope('models'),
  lists: () => [...modelKeys.all, 'list'] as const,
  list: (query: Pick<ModelsQuery, 'keywords'>) => [...modelKeys.lists(), query] as const,
  detail: (modelId: string) => [...modelKeys.all, 'detail', modelId] as const,
};
