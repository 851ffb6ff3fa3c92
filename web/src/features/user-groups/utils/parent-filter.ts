import type { UserGroupsQuery } from '@shared/contract/user-group.schema';

/** The URL's `parent` filter: `top`, `sub`, or a group id: the sub-groups of that group. */
export function parentQuery(value: string): Pick<UserGroupsQuery, 'parent' | 'parent_id'> {
  if (value === '') return {};
  if (value === 'top') return { parent: 'none' };
  if (value === 'sub') return { parent: 'any' };
  return { parent_id: value };
}
