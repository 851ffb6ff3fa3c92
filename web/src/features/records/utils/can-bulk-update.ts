import type { Collect } from '@shared/contract/collect.schema';
import {
  isProgramManager,
  isSuperAdmin,
  rolesInProgram,
  type Subject,
} from '@shared/permissions/roles';

/**
 * Bulk edits: administrators, the program's managers and the collect's bulk (EdTech)
 * contributors with some WRITE reach, as the api decides (a refused call would end the session).
 */
export function canBulkUpdate(
  subject: Subject,
  collect: Pick<Collect, '_id' | 'program_id' | 'access'>,
) {
  if (collect.access.write === 'NONE') return false;
  if (isSuperAdmin(subject) || isProgramManager(subject, collect.program_id)) return true;
  return rolesInProgram(subject, collect.program_id).some(
    (grant) => grant.role === 'COLLECT_BULK_CONTRIBUTOR' && grant.collect_id === collect._id,
  );
}
