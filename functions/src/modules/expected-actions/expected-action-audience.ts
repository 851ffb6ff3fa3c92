import { roleAudience, userAudience } from '../../db/action-document.js';
import type { ExpectedAction } from '../../shared/contract/expected-action.schema.js';
import {
  canAccessProgram,
  isProgramManager,
  isSuperAdmin,
  rolesInProgram,
} from '../../shared/permissions/roles.js';
import type { Subject } from '../../shared/permissions/roles.js';

// Who an action is for. The brief of issue 14 and SPEC.md §6 meet here: administrators see
// every action; managers, who ask things of people by hand, follow every action of their
// program too; everyone else sees what is addressed to them, by name or by a role they hold.

/** Administrators and managers: they ask things of people and follow every action. */
export function managesActions(subject: Subject, programId: string): boolean {
  return isSuperAdmin(subject) || isProgramManager(subject, programId);
}

/** The audience keys that reach this person in this program; `null`: all actions. */
export function audienceFor(subject: Subject, programId: string): string[] | null {
  if (managesActions(subject, programId)) return null;
  const roles = new Set(rolesInProgram(subject, programId).map((grant) => grant.role));
  return [userAudience(subject.uid), ...[...roles].map(roleAudience)];
}

/** True when the action is addressed to this person (or to everyone, for unaddressed ones). */
export function isAddressedTo(
  action: ExpectedAction,
  subject: Subject,
  programId: string,
): boolean {
  const { assignee } = action;
  if (!assignee) return canAccessProgram(subject, programId);
  if (assignee.type === 'USER') return assignee.user_id === subject.uid;
  return rolesInProgram(subject, programId).some((grant) => grant.role === assignee.role);
}
