import type { CurrentUser } from '../../http/request-context.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import type { UpdateUserDataRequest, User } from '../../shared/contract/user.schema.js';
import type { UserNames, UsersRepository } from './users.repository.js';

export interface UsersService {
  /** Users may change their own names only; level, roles and status belong to admins. */
  updateOwnData(current: CurrentUser, input: UpdateUserDataRequest, logger: Logger): Promise<User>;
}

export function createUsersService(deps: { users: UsersRepository; clock: Clock }): UsersService {
  return {
    async updateOwnData(current, input, logger) {
      const changes: UserNames = {};
      if (input.first_name !== undefined) changes.first_name = input.first_name;
      if (input.last_name !== undefined) changes.last_name = input.last_name;
      if (Object.keys(changes).length === 0) return current.user;
      await deps.users.updateNames(current.user, changes, deps.clock.now());
      logs.userUpdated(logger, current.uid);
      // The document was read by `authenticate` for this very request; no need to read it again.
      return { ...current.user, ...changes };
    },
  };
}
