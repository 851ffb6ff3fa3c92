import { roleAudience, userAudience } from '../../db/action-document.js';
import { managesActions } from '../../shared/permissions/expected-actions.js';
import { rolesInProgram } from '../../shared/permissions/roles.js';
import type { Subject } from '../../shared/permissions/roles.js';

/** The audience keys that reach this person in this program; `null`: all actions. */
export function audienceFor(subject: Subject, programId: string): string[] | null {
  if (managesActions(subject, programId)) return null;
  const roles = new Set(rolesInProgram(subject, programId).map((grant) => grant.role));
  return [userAudience(subject.uid), ...[...roles].map(roleAudience)];
}
