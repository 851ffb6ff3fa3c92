import { can } from './abilities.js';
import type { Subject } from './roles.js';

// Who may read what a program holds (SPEC.md §6): collects (admins and managers all of them,
// contributors the ones their roles name, see `visibleCollects`) and expected actions.

/** "see collects": admins, the program's managers and its contributors. */
export function canSeeCollects(subject: Subject, programId: string): boolean {
  return can(subject, 'SEE_COLLECTS', programId);
}

/** "see expected actions": admins and the program's contributors, not its managers. */
export function canSeeExpectedActions(subject: Subject, programId: string): boolean {
  return can(subject, 'SEE_EXPECTED_ACTIONS', programId);
}
