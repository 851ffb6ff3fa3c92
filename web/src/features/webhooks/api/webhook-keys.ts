import { collectKeys } from '@/lib/collect/collect-keys';

// A collect's webhook hangs from the collect's keys: deleting the collect drops it with it.
export const webhookKeys = {
  all: (collectId: string) => [...collectKeys.root(collectId), 'webhook'] as const,
  settings: (collectId: string) => [...webhookKeys.all(collectId), 'settings'] as const,
  deliveries: (collectId: string) => [...webhookKeys.all(collectId), 'deliveries'] as const,
};
