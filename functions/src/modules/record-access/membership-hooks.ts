import type { RegistrationRepository } from '../registration/registration.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { RecordAccessService } from './record-access.service.js';

// Group memberships also change outside the user-groups module: accepting an invitation that
// names a group joins it, and a person leaving a program leaves its groups (db/user-writer.ts).
// These wrappers, applied once at the composition root, refresh the access documents of the
// programs concerned after such a change commits, so that whoever is given access sees it on
// their next call, and someone coming back to a program finds no access left from before.

const roleKey = (role: { program_id: string; role: string; collect_id?: string | undefined }) =>
  `${role.program_id}/${role.role}/${role.collect_id ?? ''}`;

/**
 * Role changes: the programs where the person's roles changed and that they are still in have
 * their access recomputed (a program left takes its groups with it, and a role is checked on
 * every call, so what stays behind there grants nothing until they come back, which is a
 * change of roles again). A change of status or of name leaves access alone.
 */
export function refreshingAccessOnRoles(
  users: UsersRepository,
  access: Pick<RecordAccessService, 'groupsChanged'>,
): UsersRepository {
  return {
    ...users,
    async mutate(uid, options, decide) {
      const touched = new Set<string>();
      const user = await users.mutate(uid, options, (state) => {
        const change = decide(state);
        touched.clear();
        if (change) {
          const before = new Set(state.user.roles.map(roleKey));
          const after = new Set(change.next.roles.map(roleKey));
          for (const role of change.next.roles) {
            if (!before.has(roleKey(role))) touched.add(role.program_id);
          }
          for (const role of state.user.roles) {
            if (!after.has(roleKey(role))) touched.add(role.program_id);
          }
        }
        return change;
      });
      const stillIn = new Set(user.roles.map((role) => role.program_id));
      for (const programId of touched) {
        if (stillIn.has(programId)) await access.groupsChanged(programId);
      }
      return user;
    },
  };
}

/** An accepted invitation: its program's access follows (it may have joined a group). */
export function refreshingAccessOnAcceptance(
  registration: RegistrationRepository,
  access: Pick<RecordAccessService, 'groupsChanged'>,
): RegistrationRepository {
  return {
    ...registration,
    async accept(acceptance) {
      const accepted = await registration.accept(acceptance);
      await access.groupsChanged(accepted.record.programId);
      return accepted;
    },
  };
}
