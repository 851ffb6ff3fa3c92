import type { Subject } from '@shared/permissions/roles';
import { useCurrentUser } from '../api/get-current-user';
import { toSubject } from './to-subject';

/** The signed-in user as the shared permission rules see them. */
export function useSubject(): Subject {
  return toSubject(useCurrentUser());
}
