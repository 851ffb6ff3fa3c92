import type { RegistrationRepository } from '../registration/registration.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { RecordAccessService } from './record-access.service.js';

// Group memberships also change outside the user-groups module: accepting an invitation that
// names a group joins it, and a person leaving a program leaves its groups (db/user-writer.ts).
// These wrappers, applied once at the composition root, refresh the access documents of the
// programs concerned after such a change commits, so that whoever is given access sees it on
// their next call, and someone coming back to a program finds no access left from before.

/** Role changes: the programs the person is in afterwards have their access recomputed. */
export function refreshingAccessOnRoles(
  users: UsersRepository,
  access: Pick<RecordAccessService, 'groupsChanged'>,
): UsersRepository {
  return {
    ...users,
    async mutate(uid, options, decide) {
      let changed = false;
      const user = await users.mutate(uid, options, (state) => {
        const change = decide(state);
        changed = change !== null;
        return change;
      });
      if (changed) {
        const programs = new Set(user.roles.map((role) => role.program_id));
        for (const programId of programs) await access.groupsChanged(programId);
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
