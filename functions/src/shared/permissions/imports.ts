import { isProgramManager, isSuperAdmin, rolesInProgram } from './roles.js';
import type { Subject } from './roles.js';

/**
 * Who imports into a collect: administrators, the program's managers and the collect's bulk
 * contributors (SPEC §6: COLLECT_BULK_CONTRIBUTOR is the "EdTech" role that loads many records),
 * the latter within their WRITE rules.
 */
export function mayImport(
  subject: Subject,
  collect: { readonly id: string; readonly programId: string },
): boolean {
  return (
    isSuperAdmin(subject) ||
    isProgramManager(subject, collect.programId) ||
    rolesInProgram(subject, collect.programId).some(
      (grant) => grant.role === 'COLLECT_BULK_CONTRIBUTOR' && grant.collect_id === collect.id,
    )
  );
}
