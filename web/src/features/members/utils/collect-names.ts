import type { Locale } from '@shared/constants';
import type { CollectSummary } from '@/features/collects/api/get-program-collects';
import { collectTitle } from '@/features/collects/utils/collect-title';

/** Collect titles by id; an unknown id (a collect being deleted) shows as itself. */
export function collectNamer(
  collects: readonly CollectSummary[] | undefined,
  locale: Locale,
): (collectId: string) => string {
  const byId = new Map((collects ?? []).map((collect) => [collect._id, collect]));
  return (collectId) => {
    const collect = byId.get(collectId);
    return collect ? collectTitle(collect, locale) : collectId;
  };
}
