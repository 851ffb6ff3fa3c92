import { personRefOf } from '../../core/person-ref.js';
import type { SystemActions } from '../../db/action-writer.js';
import { isCollectRole, sameGrant } from '../../shared/permissions/roles.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import type { UsersRepository } from '../users/users.repository.js';

// Events other modules own that ask something of someone, seen from the composition root
// (like record-access/membership-hooks.ts): each wrapper lets its call commit, then writes the
// expected action (db/action-writer.ts), so the modules that own the events stay unaware.
// (Invitations call the writer themselves: they have already read who has an account.)

/** An accepted invitation: its action is done, and a contributor's collect awaits them. */
export function completingOnAcceptance(
  registration: RegistrationRepository,
  actions: SystemActions,
): RegistrationRepository {
  return {
    ...registration,
    async accept(acceptance) {
      const accepted = await registration.accept(acceptance);
      const { record, user } = accepted;
      await actions.accepted({
        invitationId: record.id,
        programId: record.programId,
        collectId: isCollectRole(record.role) ? (record.collectId ?? null) : null,
        person: personRefOf(user),
      });
      return accepted;
    },
  };
}

/** A contributor role given on a collect (members' role edits): "complete its records". */
export function expectingRecordsOnRoles(
  users: UsersRepository,
  actions: SystemActions,
): UsersRepository {
  return {
    ...users,
    async mutate(uid, options, decide) {
      let before: Parameters<typeof decide>[0]['user']['roles'] = [];
      const user = await users.mutate(uid, options, (state) => {
        before = state.user.roles;
        return decide(state);
      });
      const given = user.roles.filter(
        (grant) =>
          isCollectRole(grant.role) &&
          grant.collect_id &&
          !before.some((previous) => sameGrant(previous, grant)),
      );
      for (const grant of given) {
        if (grant.collect_id) {
          await actions.collectGiven(grant.program_id, personRefOf(user), grant.collect_id);
        }
      }
      return user;
    },
  };
}
