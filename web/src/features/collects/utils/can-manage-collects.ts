import { isProgramManager, isSuperAdmin, type Subject } from '@shared/permissions/roles';

/** Creating, changing and deleting a collect: super administrators and the program's managers. */
export function canManageCollects(subject: Subject, programId: string): boolean {
  return isSuperAdmin(subject) || isProgramManager(subject, programId);
}
