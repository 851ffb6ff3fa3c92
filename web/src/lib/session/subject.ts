import type { User } from '@shared/contract/user.schema';
import type { Subject } from '@shared/permissions/roles';
import { useCurrentUser } from './get-current-user';

/** What the shared permission rules need from a user. */
export function subjectOf(user: User): Subject {
  return { uid: user._id, level: user.level, roles: user.roles };
}

/** The signed-in user as the shared permission rules see them. */
export function useSubject(): Subject {
  return subjectOf(useCurrentUser());
}
