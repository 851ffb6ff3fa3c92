import type { Ability } from '@shared/permissions/abilities';
import { can } from '@shared/permissions/abilities';
import type { Subject } from '@shared/permissions/roles';
import {
  isCollectContributor,
  isContributorInProgram,
  isProgramManager,
  isSuperAdmin,
} from '@shared/permissions/roles';

/**
 * SPEC §2's route guards. Each names who may open a route; everyone else is sent to /dashboard,
 * which opens the dashboard of their current program.
 */
export type GuardSpec =
  /** Program-level admin permission (manager of this program) or general admin (super admin). */
  | { name: 'admin-or-manager' }
  | { name: 'super-admin' }
  /** Super admin, manager of the program, or anyone holding the given ability there. */
  | { name: 'super-admin-or-manager-or'; ability: Ability }
  /** Super admin or contributor: of the route's collect when there is one, else of the program. */
  | { name: 'contributor' };

export interface GuardContext {
  subject: Subject;
  programId?: string | undefined;
  collectId?: string | undefined;
}

export type GuardResult = { allowed: true } | { allowed: false; redirectTo: '/dashboard' };

/** A route declared a guard this module does not know: a programming error, shown as a 500. */
export class UnknownGuardError extends Error {
  readonly status = 500;

  constructor(readonly guardName: string) {
    super('Unknown middleware');
    this.name = 'UnknownGuardError';
  }
}

function isManagerHere(context: GuardContext): boolean {
  return context.programId !== undefined && isProgramManager(context.subject, context.programId);
}

function isContributorHere({ subject, programId, collectId }: GuardContext): boolean {
  if (programId === undefined) return false;
  return collectId === undefined
    ? isContributorInProgram(subject, programId)
    : isCollectContributor(subject, programId, collectId);
}

function passes(guard: GuardSpec, context: GuardContext): boolean {
  const { subject, programId } = context;
  switch (guard.name) {
    case 'super-admin':
      return isSuperAdmin(subject);
    case 'admin-or-manager':
      return isSuperAdmin(subject) || isManagerHere(context);
    case 'super-admin-or-manager-or':
      return (
        isSuperAdmin(subject) ||
        isManagerHere(context) ||
        (programId !== undefined && can(subject, guard.ability, programId))
      );
    case 'contributor':
      return isSuperAdmin(subject) || isContributorHere(context);
    default:
      throw new UnknownGuardError((guard as { name: string }).name);
  }
}

export function checkGuard(guard: GuardSpec, context: GuardContext): GuardResult {
  return passes(guard, context) ? { allowed: true } : { allowed: false, redirectTo: '/dashboard' };
}
