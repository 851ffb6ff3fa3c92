import type { User } from '@shared/contract/user.schema';
import type { Subject } from '@shared/permissions/roles';

/** What the shared permission rules need from a user (no hooks: the router's loaders use it). */
export function subjectOf(user: User): Subject {
  return { uid: user._id, level: user.level, roles: user.roles };
}
