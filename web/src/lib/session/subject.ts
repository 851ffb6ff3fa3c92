import type { Subject } from '@shared/permissions/roles';
import { useMemo } from 'react';
import { useCurrentUser } from './get-current-user';
import { subjectOf } from './subject-of';

export { subjectOf } from './subject-of';

/**
 * The signed-in user as the shared permission rules see them: the same object until the user
 * changes, so that what is computed from it (the sidebar's entries) is computed once.
 */
export function useSubject(): Subject {
  const user = useCurrentUser();
  return useMemo(() => subjectOf(user), [user]);
}
