import type { CurrentUser } from '../../http/request-context.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import { actorOf } from '../../core/person-ref.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { UpdateUserDataRequest, User } from '../../shared/contract/user.schema.js';
import type { UserNames, UsersRepository } from './users.repository.js';

export interface UsersService {
  /** Users may change their own names only; level, roles and status belong to admins. */
  updateOwnData(current: CurrentUser, input: UpdateUserDataRequest, logger: Logger): Promise<User>;
  /** The language of the e-mails sent to the user; no write when it is already stored. */
  setOwnLocale(current: CurrentUser, locale: Locale): Promise<User>;
}

export function createUsersService(deps: { users: UsersRepository; clock: Clock }): UsersService {
  return {
    async updateOwnData(current, input, logger) {
      const changes: UserNames = {};
      if (input.first_name !== undefined) changes.first_name = input.first_name;
      if (input.last_name !== undefined) changes.last_name = input.last_name;
      if (Object.keys(changes).length === 0) return current.user;
      // From the user document as it is now, not as `authenticate` read it: a role removed in
      // between must not come back through the member projections written with the names.
      const user = await deps.users.mutate(
        current.uid,
        { actor: actorOf(current), now: deps.clock.now() },
        (state) => ({ next: { ...state.user, ...changes }, activities: [] }),
      );
      logs.userUpdated(logger, current.uid);
      return user;
    },
    async setOwnLocale(current, locale) {
      if (current.user.locale === locale) return current.user;
      await deps.users.setLocale(current.uid, locale, deps.clock.now());
      return { ...current.user, locale };
    },
  };
}
