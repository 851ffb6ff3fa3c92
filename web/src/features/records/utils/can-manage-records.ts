import type { Collect } from '@shared/contract/collect.schema';
import { isProgramManager, isSuperAdmin, type Subject } from '@shared/permissions/roles';

/**
 * Deleting records and saving a collect's default view: super administrators and the program's
 * managers (the api checks it too; this only hides what would be refused).
 */
export function canManageRecords(subject: Subject, programId: string): boolean {
  return isSuperAdmin(subject) || isProgramManager(subject, programId);
}

/**
 * Adding and changing records: whoever the api says reaches some records of the collect for
 * writing (administrators and managers all of them, a contributor those of their WRITE rules).
 * Offering a write the api would refuse is worse than hiding it: a 403 ends the session (SPEC §4).
 */
export function canWriteRecords(collect: Pick<Collect, 'access'>): boolean {
  return collect.access.write !== 'NONE';
}
