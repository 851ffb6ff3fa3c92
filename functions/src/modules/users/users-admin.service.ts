import type { CurrentUser } from '../../http/request-context.js';
import type { Clock } from '../../core/clock.js';
import { forbidden, notFound } from '../../core/errors.js';
import { searchKeyOf } from '../../core/keywords.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import { pageInfo, pageRequest } from '../../core/pagination.js';
import { PAGE_SIZE } from '../../shared/constants.js';
import type {
  ChangeUserStatusRequest,
  GetUserByQuery,
  UpdateUserRoleRequest,
  UsersQuery,
  UsersResponse,
  UserWithPrograms,
} from '../../shared/contract/admin-user.schema.js';
import type { User } from '../../shared/contract/user.schema.js';
import {
  canAdministerUsers,
  mayChangeLevel,
  mayChangeStatus,
} from '../../shared/permissions/people.js';
import { programIdsOf, sameGrant } from '../../shared/permissions/roles.js';
import { actorOf } from '../../core/person-ref.js';
import type { AuthAccounts } from '../auth/auth-accounts.js';
import type { CollectsRepository } from '../collects/collects.repository.js';
import type { ProgramsRepository } from '../programs/programs.repository.js';
import { roleChangeActivities, statusActivities } from './user-activities.js';
import { assertRolesValid } from './role-checks.js';
import { matchSignInAccount } from './sign-in-status.js';
import type { UsersRepository } from './users.repository.js';

export interface UsersAdminService {
  list(current: CurrentUser, query: UsersQuery): Promise<UsersResponse>;
  getBy(current: CurrentUser, query: GetUserByQuery): Promise<UserWithPrograms>;
  updateRole(current: CurrentUser, input: UpdateUserRoleRequest, logger: Logger): Promise<User>;
  setStatus(current: CurrentUser, input: ChangeUserStatusRequest, logger: Logger): Promise<User>;
}

export interface UsersAdminDeps {
  readonly users: UsersRepository;
  readonly programs: ProgramsRepository;
  readonly collects: CollectsRepository;
  readonly accounts: AuthAccounts;
  readonly clock: Clock;
}

export function createUsersAdminService(deps: UsersAdminDeps): UsersAdminService {
  const assertAdmin = (current: CurrentUser) => {
    if (!canAdministerUsers(current)) throw forbidden('Only super administrators manage users');
  };

  return {
    async list(current, query) {
      assertAdmin(current);
      const page = await deps.users.list(
        { keyword: searchKeyOf(query.keywords) },
        pageRequest(query, PAGE_SIZE),
      );
      return { users: page.items, ...pageInfo(page, PAGE_SIZE) };
    },

    async getBy(current, query) {
      assertAdmin(current);
      const user = query.id
        ? await deps.users.findById(query.id)
        : await deps.users.findByEmail(query.email ?? '');
      if (!user) throw notFound('User not found');
      const programs = await deps.programs.listByIds(programIdsOf(user.roles));
      return {
        ...user,
        programs: programs
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((program) => ({
            _id: program.id,
            name: program.name,
            roles: user.roles
              .filter((grant) => grant.program_id === program.id)
              .map(({ role, collect_id }) => (collect_id ? { role, collect_id } : { role })),
          })),
      };
    },

    async updateRole(current, input, logger) {
      assertAdmin(current);
      if (input.level && !mayChangeLevel(current, input.user_id, input.level)) {
        throw forbidden('You cannot lower your own level');
      }
      const roles = input.roles
        ? input.roles.filter(
            (grant, index, all) => all.findIndex((other) => sameGrant(other, grant)) === index,
          )
        : undefined;
      if (input.roles) await assertRolesValid(input.roles, deps);
      const user = await deps.users.mutate(
        input.user_id,
        { actor: actorOf(current), now: deps.clock.now() },
        (state) => {
          const next = {
            ...state.user,
            level: input.level ?? state.user.level,
            roles: roles ?? state.user.roles,
          };
          const activities = roleChangeActivities(state.user, next);
          return activities.length || next.level !== state.user.level ? { next, activities } : null;
        },
      );
      logs.userAdministered(logger, { uid: user._id, by: current.uid, change: 'LEVEL_OR_ROLES' });
      return user;
    },

    async setStatus(current, input, logger) {
      assertAdmin(current);
      const uid = input.user_id;
      if (!mayChangeStatus(current, uid)) throw forbidden('You cannot disable your own account');
      // Firestore first: every request checks the status there, so a disabled account is
      // refused at once even if Auth cannot be reached. A call that finds the status already
      // set changes and logs nothing, so a retry only finishes the Auth side.
      const written = await deps.users.mutate(
        uid,
        { actor: actorOf(current), now: deps.clock.now() },
        (state) => {
          const status = input.status ?? (state.user.status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE');
          if (status === state.user.status) return null;
          const next = { ...state.user, status };
          return { next, activities: statusActivities(next) };
        },
      );
      const user = await matchSignInAccount(written, deps);
      logs.userAdministered(logger, { uid, by: current.uid, change: 'STATUS' });
      return user;
    },
  };
}
