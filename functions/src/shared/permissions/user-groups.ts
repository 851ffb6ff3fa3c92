/** A program's user group: members, and an optional parent group. */
export interface UserGroupNode {
  readonly id: string;
  readonly parent_id?: string | null | undefined;
  readonly member_ids: readonly string[];
}

/**
 * The groups whose rules apply to a user: the groups they belong to and every ancestor of those
 * (a rule given to a group is inherited by its sub-groups). Cycles in stored data cannot loop.
 */
export function effectiveGroupIds(userId: string, groups: readonly UserGroupNode[]): Set<string> {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const result = new Set<string>();
  for (const group of groups) {
    if (!group.member_ids.includes(userId)) continue;
    let current: UserGroupNode | undefined = group;
    while (current && !result.has(current.id)) {
      result.add(current.id);
      current = current.parent_id ? byId.get(current.parent_id) : undefined;
    }
  }
  return result;
}
