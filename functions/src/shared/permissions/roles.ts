import type { Role, UserLevel } from '../contract/user.schema.js';

// SPEC.md §6: a user's level is global (SUPER_ADMIN can do everything); roles are scoped to a
// program (PROGRAM_MANAGER) or to one collect of a program (the two contributor roles).

export interface RoleGrant {
  readonly program_id: string;
  readonly role: Role;
  readonly collect_id?: string | undefined;
}

/** Who is asking: what the permission checks need from a user. */
export interface Subject {
  readonly uid: string;
  readonly level: UserLevel;
  readonly roles: readonly RoleGrant[];
}

const COLLECT_ROLE_NAMES: ReadonlySet<Role> = new Set<Role>([
  'COLLECT_SINGLE_CONTRIBUTOR',
  'COLLECT_BULK_CONTRIBUTOR',
]);

export function isCollectRole(role: Role): boolean {
  return COLLECT_ROLE_NAMES.has(role);
}

export function isSuperAdmin(subject: Subject): boolean {
  return subject.level === 'SUPER_ADMIN';
}

export function rolesInProgram(subject: Subject, programId: string): RoleGrant[] {
  return subject.roles.filter((grant) => grant.program_id === programId);
}

/** Super admins see every program; others see those where they hold a role. */
export function canAccessProgram(subject: Subject, programId: string): boolean {
  return isSuperAdmin(subject) || rolesInProgram(subject, programId).length > 0;
}

export function isProgramManager(subject: Subject, programId: string): boolean {
  return rolesInProgram(subject, programId).some((grant) => grant.role === 'PROGRAM_MANAGER');
}

/** A contributor role counts only for the collect it names, as in firestore.rules. */
export function isCollectContributor(
  subject: Subject,
  programId: string,
  collectId: string,
): boolean {
  return rolesInProgram(subject, programId).some(
    (grant) => isCollectRole(grant.role) && grant.collect_id === collectId,
  );
}

export function isContributorInProgram(subject: Subject, programId: string): boolean {
  return rolesInProgram(subject, programId).some((grant) => isCollectRole(grant.role));
}

/** Program ids derived from roles: stored as `users.program_ids` for array queries. */
export function programIdsOf(roles: readonly RoleGrant[]): string[] {
  return [...new Set(roles.map((grant) => grant.program_id))].sort();
}

/**
 * Collects a user may open in a program: all of them for admins and managers, otherwise the
 * collects named by their contributor roles.
 */
export function visibleCollects(
  subject: Subject,
  programId: string,
): { readonly all: true } | { readonly all: false; readonly collectIds: string[] } {
  if (isSuperAdmin(subject) || isProgramManager(subject, programId)) return { all: true };
  const collectIds = rolesInProgram(subject, programId).flatMap((grant) =>
    isCollectRole(grant.role) && grant.collect_id ? [grant.collect_id] : [],
  );
  return { all: false, collectIds: [...new Set(collectIds)] };
}

/** What the program selector shows: the strongest role a user holds in the program. */
export function displayedRole(subject: Subject, programId: string): UserLevel | Role | null {
  if (isSuperAdmin(subject)) return 'SUPER_ADMIN';
  if (isProgramManager(subject, programId)) return 'PROGRAM_MANAGER';
  const grants = rolesInProgram(subject, programId);
  if (grants.some((grant) => grant.role === 'COLLECT_BULK_CONTRIBUTOR')) {
    return 'COLLECT_BULK_CONTRIBUTOR';
  }
  return grants[0]?.role ?? null;
}

const ROLE_STRENGTH: Readonly<Record<Role, number>> = {
  PROGRAM_MANAGER: 3,
  COLLECT_BULK_CONTRIBUTOR: 2,
  COLLECT_SINGLE_CONTRIBUTOR: 1,
};

/** The grant a member list shows first: manager, then bulk, then single contributor. */
export function strongestGrant<G extends RoleGrant>(grants: readonly G[]): G | undefined {
  let best: G | undefined;
  for (const grant of grants) {
    if (!best || ROLE_STRENGTH[grant.role] > ROLE_STRENGTH[best.role]) best = grant;
  }
  return best;
}

/** Two grants are the same role when role, program and collect all match. */
export function sameGrant(a: RoleGrant, b: RoleGrant): boolean {
  return (
    a.program_id === b.program_id &&
    a.role === b.role &&
    (a.collect_id ?? '') === (b.collect_id ?? '')
  );
}
