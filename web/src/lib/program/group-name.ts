import type { Locale } from '@shared/contract/locale.schema';
import type { UserGroup } from '@shared/contract/user-group.schema';

/** A group's name in the interface language (the API fills `fr` with `en` when left out). */
export function groupName(group: Pick<UserGroup, 'name'>, locale: Locale): string {
  return group.name[locale] || group.name.en;
}
