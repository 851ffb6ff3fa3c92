import type { UserGroup } from '@shared/contract/user-group.schema';

type GroupLink = Pick<UserGroup, '_id' | 'parent_id'>;

/** The ids of a group and of every group below it. Stored cycles cannot loop. */
export function selfAndDescendants(groupId: string, groups: readonly GroupLink[]): Set<string> {
  const children = new Map<string, string[]>();
  for (const group of groups) {
    if (!group.parent_id) continue;
    children.set(group.parent_id, [...(children.get(group.parent_id) ?? []), group._id]);
  }
  const found = new Set<string>([groupId]);
  const queue = [groupId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const child of children.get(id) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * The groups a group may be moved under: any but itself and its descendants (the API refuses
 * those as a loop). A new group (no id) may go under any group.
 */
export function possibleParents<G extends GroupLink>(
  groupId: string | null,
  groups: readonly G[],
): G[] {
  if (!groupId) return [...groups];
  const excluded = selfAndDescendants(groupId, groups);
  return groups.filter((group) => !excluded.has(group._id));
}
