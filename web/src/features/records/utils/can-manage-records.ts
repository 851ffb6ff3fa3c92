import { isProgramManager, isSuperAdmin, type Subject } from '@shared/permissions/roles';

/**
 * Deleting records and saving a collect's default view: super administrators and the program's
 * managers (the api checks it too; this only hides what would be refused).
 */
export function canManageRecords(subject: Subject, programId: string): boolean {
  return isSuperAdmin(subject) || isProgramManager(subject, programId);
}
