import type { ActivityDraft } from '../../db/activity-document.js';
import type { CollectSettings, StoredCollect } from '../../db/collect-document.js';
import type { ActivityAction } from '../../shared/contract/activity.schema.js';

// What the activity log says about a collect: its title at the time, and for a change the
// settings that changed (the log outlives the collect, so it copies the title).

export function collectActivity(
  action: Extract<ActivityAction, `COLLECT_${string}`>,
  collect: Pick<StoredCollect, 'id' | 'programId' | 'title'>,
  details?: ActivityDraft['details'],
): ActivityDraft {
  return {
    programId: collect.programId,
    action,
    target: { type: 'COLLECT', _id: collect.id, label: collect.title },
    ...(details ? { details } : {}),
  };
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The names of the settings an update changes, as the request and the contract name them. */
export function describeCollectChange(
  before: StoredCollect,
  next: CollectSettings,
): { changed: string[] } {
  const changed: string[] = [];
  if (before.title !== next.title) changed.push('title');
  if (before.titleFr !== next.titleFr) changed.push('title_fr');
  if (before.modelId !== next.modelId) changed.push('model');
  if ((before.source?.type ?? null) !== (next.source?.type ?? null)) changed.push('source');
  if (!same(before.fieldsToDisplay, next.fieldsToDisplay)) changed.push('fieldsToDisplay');
  if (!same(before.filterableFields, next.filterableFields)) changed.push('filterable_fields');
  if (!same(before.matchedFields, next.matchedFields)) changed.push('matched_fields');
  return { changed };
}
