/**
 * Query keys of one collect and what hangs from it (its records). A collect is fetched by its
 * own id (the API finds its program), so its keys sit under `['collect', collectId]`: one
 * invalidation of `collectKeys.root(id)` reaches the collect and every grid and record of it.
 */
export const collectKeys = {
  all: ['collect'] as const,
  root: (collectId: string) => [...collectKeys.all, collectId] as const,
  detail: (collectId: string) => [...collectKeys.root(collectId), 'detail'] as const,
  records: (collectId: string) => [...collectKeys.root(collectId), 'records'] as const,
};
