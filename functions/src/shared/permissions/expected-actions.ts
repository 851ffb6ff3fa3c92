import type { ExpectedAction } from '../contract/expected-action.schema.js';
import { canAccessProgram, isProgramManager, isSuperAdmin, rolesInProgram } from './roles.js';
import type { Subject } from './roles.js';

// Who an expected action is for (issue 14, beside SPEC.md §6's "see expected actions"):
// administrators see and close every action; managers, who ask things of people by hand,
// follow every action of their program too; everyone else sees what is addressed to them, by
// name or by a role they hold. Used by the api and by the web app's buttons.

/** Administrators and managers: they ask things of people and follow every action. */
export function managesActions(subject: Subject, programId: string): boolean {
  return isSuperAdmin(subject) || isProgramManager(subject, programId);
}

/** True when the action is addressed to this person (or to everyone, for unaddressed ones). */
export function isAddressedTo(
  action: Pick<ExpectedAction, 'assignee'>,
  subject: Subject,
  programId: string,
): boolean {
  const { assignee } = action;
  if (!assignee) return canAccessProgram(subject, programId);
  if (assignee.type === 'USER') return assignee.user_id === subject.uid;
  return rolesInProgram(subject, programId).some((grant) => grant.role === assignee.role);
}

/** Marking done: whoever it is addressed to, and those who manage actions. */
export function canMarkActionDone(
  action: Pick<ExpectedAction, 'assignee'>,
  subject: Subject,
  programId: string,
): boolean {
  return managesActions(subject, programId) || isAddressedTo(action, subject, programId);
}
