import { isContributorInProgram, isProgramManager, isSuperAdmin } from './roles.js';
import type { Subject } from './roles.js';

/** The program-level abilities of SPEC.md §6. */
export const ABILITIES = [
  'SEE_COLLECTS',
  'SEE_EXPECTED_ACTIONS',
  'SEE_ACTIVITY_LOG',
  'MANAGE_REMINDERS',
  'SEE_REPORTS',
  'MANAGE_ROLES',
  'UPDATE_SETTINGS',
] as const;
export type Ability = (typeof ABILITIES)[number];

type Actor = 'admin' | 'manager' | 'contributor';

/**
 * SPEC.md §6's table, kept literally: for instance managers do not see expected actions and
 * contributors see reports. Change the spec first, then this table.
 */
export const ABILITY_TABLE: Readonly<Record<Ability, readonly Actor[]>> = {
  SEE_COLLECTS: ['admin', 'manager', 'contributor'],
  SEE_EXPECTED_ACTIONS: ['admin', 'contributor'],
  SEE_ACTIVITY_LOG: ['admin', 'manager'],
  MANAGE_REMINDERS: ['admin', 'manager'],
  SEE_REPORTS: ['admin', 'manager', 'contributor'],
  MANAGE_ROLES: ['admin', 'manager'],
  UPDATE_SETTINGS: ['admin', 'manager'],
};

/** Every actor a user counts as in a program (someone can be manager and contributor). */
export function actorsInProgram(subject: Subject, programId: string): Set<Actor> {
  const actors = new Set<Actor>();
  if (isSuperAdmin(subject)) actors.add('admin');
  if (isProgramManager(subject, programId)) actors.add('manager');
  if (isContributorInProgram(subject, programId)) actors.add('contributor');
  return actors;
}

export function can(subject: Subject, ability: Ability, programId: string): boolean {
  const actors = actorsInProgram(subject, programId);
  return ABILITY_TABLE[ability].some((actor) => actors.has(actor));
}

/** The abilities a user has in a program, for the web app to decide what to show. */
export function abilitiesInProgram(subject: Subject, programId: string): Ability[] {
  return ABILITIES.filter((ability) => can(subject, ability, programId));
}
