import { isProgramManager, isSuperAdmin, type Subject } from '@shared/permissions/roles';

/**
 * Deleting records and saving a collect's default view: super administrators and the program's
 * managers (the api checks it too; this only hides what would be refused).
 */
export function canManageRecords(subject: Subject, programId: string): boolean {
  return isSuperAdmin(subject) || isProgramManager(subject, programId);
}

/**
 * Adding and changing records, as far as the screens know: super administrators and the
 * program's managers. Contributors holding a WRITE attribution rule may too (the api decides);
 * the screens offer it to them once they read those rules (issue 12). Offering a write the api
 * would refuse is worse than hiding it: a 403 ends the session (SPEC §4).
 */
export function canWriteRecords(subject: Subject, programId: string): boolean {
  return canManageRecords(subject, programId);
}
