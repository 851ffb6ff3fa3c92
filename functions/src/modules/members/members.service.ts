import type { CurrentUser } from '../../http/request-context.js';
import type { Clock } from '../../core/clock.js';
import { appError, forbidden, invalidField, notFound } from '../../core/errors.js';
import { searchKeyOf } from '../../core/keywords.js';
import { pageInfo, pageRequest } from '../../core/pagination.js';
import { PAGE_SIZE } from '../../shared/constants.js';
import type {
  Member,
  MembersQuery,
  MembersResponse,
  RemoveMemberResponse,
  RoleEditRequest,
} from '../../shared/contract/member.schema.js';
import type { User } from '../../shared/contract/user.schema.js';
import { canManagePeople, mayLeaveManagerSeat } from '../../shared/permissions/people.js';
import { isProgramManager, rolesInProgram } from '../../shared/permissions/roles.js';
import type { RoleGrant } from '../../shared/permissions/roles.js';
import { actorOf, personLabel } from '../../core/person-ref.js';
import type { CollectsRepository } from '../collects/collects.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { UserState } from '../../db/user-writer.js';
import type { MembersRepository } from './members.repository.js';

export interface MembersService {
  list(current: CurrentUser, programId: string, query: MembersQuery): Promise<MembersResponse>;
  editRole(current: CurrentUser, input: RoleEditRequest): Promise<Member>;
  remove(current: CurrentUser, programId: string, uid: string): Promise<RemoveMemberResponse>;
}

export interface MembersDeps {
  readonly members: MembersRepository;
  readonly users: UsersRepository;
  readonly collects: CollectsRepository;
  readonly clock: Clock;
}

export function createMembersService(deps: MembersDeps): MembersService {
  const assertCanManage = (current: CurrentUser, programId: string) => {
    if (!canManagePeople(current, programId)) {
      throw forbidden('Only administrators and managers of this program manage its members');
    }
  };

  /**
   * A manager stepping down needs another active manager to remain (see mayLeaveManagerSeat);
   * `state.managers` holds active managers only.
   */
  const assertSeatKept = (
    current: CurrentUser,
    state: UserState & { user: User },
    programId: string,
  ) => {
    if (!isProgramManager(subjectOf(state.user), programId)) return;
    const others = (state.managers.get(programId) ?? []).filter((id) => id !== state.user._id);
    if (!mayLeaveManagerSeat(current, state.user._id, others.length)) {
      throw appError(
        'CONFLICT',
        'You are the only manager of this program: make another member manager first',
      );
    }
  };

  return {
    async list(current, programId, query) {
      assertCanManage(current, programId);
      const page = await deps.members.list(
        programId,
        { keyword: searchKeyOf(query.keywords), groupId: query.user_group_id },
        pageRequest(query, PAGE_SIZE),
      );
      return { members: page.items, ...pageInfo(page, PAGE_SIZE) };
    },

    async editRole(current, input) {
      const programId = input.program_id;
      assertCanManage(current, programId);
      if (input.collect_id) {
        const known = await deps.collects.existing(programId, [input.collect_id]);
        if (!known.has(input.collect_id)) {
          throw invalidField('collect_id', 'No such collect in this program');
        }
      }
      const grant: RoleGrant = {
        program_id: programId,
        role: input.role,
        ...(input.collect_id ? { collect_id: input.collect_id } : {}),
      };
      await deps.users.mutate(
        input.id,
        { actor: actorOf(current), now: deps.clock.now(), managerChecks: [programId] },
        (state) => {
          const held = rolesInProgram(subjectOf(state.user), programId);
          if (held.length === 0) throw notFound('Member not found');
          const unchanged =
            held.length === 1 &&
            held[0]?.role === grant.role &&
            (held[0].collect_id ?? '') === (grant.collect_id ?? '');
          if (unchanged) return null;
          if (grant.role !== 'PROGRAM_MANAGER') assertSeatKept(current, state, programId);
          const others = state.user.roles.filter((role) => role.program_id !== programId);
          return {
            next: { ...state.user, roles: [...others, grant] },
            activities: [
              {
                programId,
                action: 'MEMBER_ROLE_CHANGED',
                target: { type: 'USER', _id: state.user._id, label: personLabel(state.user) },
                details: {
                  role: grant.role,
                  collect_id: grant.collect_id ?? null,
                  previous_roles: held.map((role) => role.role),
                },
              },
            ],
          };
        },
      );
      const member = await deps.members.find(programId, input.id);
      if (!member) throw notFound('Member not found');
      return member;
    },

    async remove(current, programId, uid) {
      assertCanManage(current, programId);
      const member = await deps.members.find(programId, uid);
      if (!member) throw notFound('Member not found');
      let roleless = false;
      await deps.users.mutate(
        uid,
        { actor: actorOf(current), now: deps.clock.now(), managerChecks: [programId] },
        (state) => {
          const held = rolesInProgram(subjectOf(state.user), programId);
          roleless = held.length === 0;
          if (roleless) return null;
          assertSeatKept(current, state, programId);
          return {
            next: {
              ...state.user,
              roles: state.user.roles.filter((role) => role.program_id !== programId),
            },
            activities: [
              {
                programId,
                action: 'MEMBER_REMOVED',
                target: { type: 'USER', _id: uid, label: personLabel(state.user) },
                details: { previous_roles: held.map((role) => role.role) },
              },
            ],
          };
        },
      );
      // Listed without a role here: a leftover of an old race, removable like any member.
      if (roleless && !(await deps.users.removeStaleMember(programId, uid, deps.clock.now()))) {
        throw notFound('Member not found');
      }
      return { _id: uid, removed_from_user_groups: member.user_group_ids.length };
    },
  };
}

function subjectOf(user: User) {
  return { uid: user._id, level: user.level, roles: user.roles };
}
