import type { User } from '@shared/contract/user.schema';
import type { Subject } from '@shared/permissions/roles';

/** What the shared permission rules need from the signed-in user. */
export function toSubject(user: User): Subject {
  return { uid: user._id, level: user.level, roles: user.roles };
}
