import type { CurrentUser } from '../../http/request-context.js';
import type { Clock } from '../../core/clock.js';
import { forbidden, notFound } from '../../core/errors.js';
import { searchKeyOf } from '../../core/keywords.js';
import { pageInfo, pageRequest } from '../../core/pagination.js';
import type { ActivityAction } from '../../shared/contract/activity.schema.js';
import { PAGE_SIZE } from '../../shared/constants.js';
import type {
  CreateUserGroupRequest,
  DeleteUserGroupResponse,
  UpdateUserGroupRequest,
  UserGroup,
  UserGroupsQuery,
  UserGroupsResponse,
} from '../../shared/contract/user-group.schema.js';
import { canManagePeople } from '../../shared/permissions/people.js';
import { actorOf } from '../../core/person-ref.js';
import type { GroupLog, UserGroupsRepository } from './user-groups.repository.js';

/** A group named by its program and id, or by its id alone (the /api/user-groups aliases). */
export interface GroupLocator {
  readonly programId?: string | undefined;
  readonly groupId: string;
}

export interface UserGroupsService {
  list(
    current: CurrentUser,
    programId: string,
    query: UserGroupsQuery,
  ): Promise<UserGroupsResponse>;
  get(current: CurrentUser, at: GroupLocator): Promise<UserGroup>;
  create(
    current: CurrentUser,
    programId: string,
    input: CreateUserGroupRequest,
  ): Promise<UserGroup>;
  update(current: CurrentUser, at: GroupLocator, input: UpdateUserGroupRequest): Promise<UserGroup>;
  delete(current: CurrentUser, at: GroupLocator): Promise<DeleteUserGroupResponse>;
  addUsers(current: CurrentUser, at: GroupLocator, userIds: readonly string[]): Promise<UserGroup>;
  removeUser(current: CurrentUser, at: GroupLocator, userId: string): Promise<UserGroup>;
}

export interface UserGroupsDeps {
  readonly groups: UserGroupsRepository;
  /** Rules given to groups follow members and parents: called after every change. */
  readonly groupsChanged: (programId: string) => Promise<void>;
  readonly clock: Clock;
}

export function createUserGroupsService(deps: UserGroupsDeps): UserGroupsService {
  const { groups } = deps;

  /** The change, then the access it gives through attribution rules, before answering. */
  const changing = async <T>(programId: string, change: Promise<T>): Promise<T> => {
    const result = await change;
    await deps.groupsChanged(programId);
    return result;
  };

  const assertCanManage = (current: CurrentUser, programId: string) => {
    if (!canManagePeople(current, programId)) {
      throw forbidden('Only administrators and managers of this program manage its user groups');
    }
  };

  /** The group's program, checked against the caller's rights. */
  const programOf = async (current: CurrentUser, at: GroupLocator): Promise<string> => {
    if (at.programId) {
      assertCanManage(current, at.programId);
      return at.programId;
    }
    const programId = await groups.locate(at.groupId);
    if (!programId) throw notFound('User group not found');
    assertCanManage(current, programId);
    return programId;
  };

  const log = (current: CurrentUser, programId: string, action: ActivityAction): GroupLog => ({
    actor: actorOf(current),
    now: deps.clock.now(),
    describe: (group) => ({
      programId,
      action,
      target: { type: 'USER_GROUP', _id: group._id, label: group.name.en },
    }),
  });

  return {
    async list(current, programId, query) {
      assertCanManage(current, programId);
      const page = await groups.list(
        programId,
        { keyword: searchKeyOf(query.keywords), parent: query.parent, parentId: query.parent_id },
        pageRequest(query, PAGE_SIZE),
      );
      return { userGroups: page.items, ...pageInfo(page, PAGE_SIZE) };
    },
    async get(current, at) {
      const programId = await programOf(current, at);
      const group = await groups.find(programId, at.groupId);
      if (!group) throw notFound('User group not found');
      return group;
    },
    async create(current, programId, input) {
      assertCanManage(current, programId);
      return changing(
        programId,
        groups.create(
          programId,
          {
            name: input.name,
            parentId: input.parent_id ?? null,
            memberIds: input.member_ids ?? [],
          },
          log(current, programId, 'USER_GROUP_CREATED'),
        ),
      );
    },
    async update(current, at, input) {
      const programId = await programOf(current, at);
      return changing(
        programId,
        groups.update(
          programId,
          at.groupId,
          { name: input.name, parentId: input.parent_id },
          log(current, programId, 'USER_GROUP_UPDATED'),
        ),
      );
    },
    async delete(current, at) {
      const programId = await programOf(current, at);
      const moved = await changing(
        programId,
        groups.delete(programId, at.groupId, log(current, programId, 'USER_GROUP_DELETED')),
      );
      return { _id: at.groupId, reparented_children: moved };
    },
    async addUsers(current, at, userIds) {
      const programId = await programOf(current, at);
      return changing(
        programId,
        groups.addMembers(
          programId,
          at.groupId,
          userIds,
          log(current, programId, 'USER_GROUP_MEMBERS_ADDED'),
        ),
      );
    },
    async removeUser(current, at, userId) {
      const programId = await programOf(current, at);
      return changing(
        programId,
        groups.removeMember(
          programId,
          at.groupId,
          userId,
          log(current, programId, 'USER_GROUP_MEMBERS_REMOVED'),
        ),
      );
    },
  };
}
