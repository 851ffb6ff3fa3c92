import type { User } from '../../shared/contract/user.schema.js';
import { programIdsOf, rolesInProgram, sameGrant } from '../../shared/permissions/roles.js';
import type { RoleGrant } from '../../shared/permissions/roles.js';
import { personLabel } from '../../core/person-ref.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import type { NewUser } from '../../db/user-document.js';

type Person = NewUser & { readonly _id: string };

const subject = (user: Person) => ({ uid: user._id, level: user.level, roles: user.roles });

function sameRoles(a: readonly RoleGrant[], b: readonly RoleGrant[]): boolean {
  return a.length === b.length && a.every((grant) => b.some((other) => sameGrant(grant, other)));
}

/**
 * USER_ROLE_UPDATED in each program whose roles changed; a level change is logged in every
 * program the user belongs to (a program's log is where its managers look).
 */
export function roleChangeActivities(before: User, after: Person): ActivityDraft[] {
  const levelChanged = before.level !== after.level;
  const programs = [...new Set([...programIdsOf(before.roles), ...programIdsOf(after.roles)])];
  return programs.flatMap((programId) => {
    const old = rolesInProgram(subject(before), programId);
    const now = rolesInProgram(subject(after), programId);
    if (sameRoles(old, now) && !levelChanged) return [];
    return [
      {
        programId,
        action: 'USER_ROLE_UPDATED',
        target: { type: 'USER', _id: after._id, label: personLabel(after) },
        details: {
          roles: now.map((grant) => grant.role),
          previous_roles: old.map((grant) => grant.role),
          level: after.level,
        },
      },
    ];
  });
}

/** USER_STATUS_CHANGED in every program of the user. */
export function statusActivities(user: Person): ActivityDraft[] {
  return programIdsOf(user.roles).map((programId) => ({
    programId,
    action: 'USER_STATUS_CHANGED',
    target: { type: 'USER', _id: user._id, label: personLabel(user) },
    details: { status: user.status },
  }));
}
