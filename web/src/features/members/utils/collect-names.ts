import type { Locale } from '@shared/contract/locale.schema';
import { collectTitle } from '@/lib/program/collect-title';
import type { CollectSummary } from '@/lib/program/get-program-collects';

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
