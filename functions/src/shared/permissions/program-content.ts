import { can } from './abilities.js';
import { isCollectContributor, isProgramManager, isSuperAdmin } from './roles.js';
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

/**
 * Create, change and delete a program's collects, save their default view and list their
 * contributors: admins and the program's managers.
 */
export function canManageCollects(subject: Subject, programId: string): boolean {
  return isSuperAdmin(subject) || isProgramManager(subject, programId);
}

/** Open one collect: admins, the program's managers and the contributors its roles name. */
export function canOpenCollect(subject: Subject, programId: string, collectId: string): boolean {
  return (
    canManageCollects(subject, programId) || isCollectContributor(subject, programId, collectId)
  );
}

/**
 * The dashboard's record and member totals: admins and the program's managers (the api answers
 * null for the others; the dashboard keeps their cards' places while the figures load).
 */
export function seesProgramTotals(subject: Subject, programId: string): boolean {
  return isSuperAdmin(subject) || isProgramManager(subject, programId);
}
