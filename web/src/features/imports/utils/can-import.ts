import type { Collect } from '@shared/contract/collect.schema';
import { mayImport } from '@shared/permissions/imports';
import type { Subject } from '@shared/permissions/roles';

/** The api's own rule (administrators, managers, bulk contributors) and a WRITE reach. */
export function canImport(subject: Subject, collect: Collect): boolean {
  return (
    mayImport(subject, { id: collect._id, programId: collect.program_id }) &&
    collect.access.write !== 'NONE'
  );
}
