import type { Subject } from '@shared/permissions/roles';
import { useCurrentUser } from './get-current-user';
import { subjectOf } from './subject-of';

export { subjectOf } from './subject-of';

/** The signed-in user as the shared permission rules see them. */
export function useSubject(): Subject {
  return subjectOf(useCurrentUser());
}
