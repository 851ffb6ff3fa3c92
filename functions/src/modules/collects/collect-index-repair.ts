import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import { startIndexes } from './collect-index-state.js';
import type { IndexStateDeps } from './collect-index-state.js';

/**
 * Asks again for every index a collect's grid needs, when a query found one missing: a collect
 * saved before its grid needed a new kind of index (a contributor's classes came with the
 * attribution rules) gets it the first time someone needs it, without a migration. Runs in the
 * background, once at a time per collect; the caller has already answered "being built".
 */
export function createIndexRepair(
  deps: IndexStateDeps & { readonly logger: Logger },
): (collectId: string) => void {
  const running = new Set<string>();
  return (collectId) => {
    if (running.has(collectId)) return;
    running.add(collectId);
    const repair = async () => {
      const collect = await deps.collects.find(collectId);
      if (!collect) return;
      const model = collect.modelId ? await deps.collects.findModel(collect.modelId) : null;
      await startIndexes(deps, collect, model?.fields ?? [], (cause) =>
        logs.indexRepairFailed(deps.logger, { collectId, error: cause }),
      );
    };
    repair()
      .catch((error: unknown) => logs.indexRepairFailed(deps.logger, { collectId, error }))
      .finally(() => running.delete(collectId));
  };
}
