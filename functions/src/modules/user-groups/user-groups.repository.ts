import type { Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { invalidField, notFound } from '../../core/errors.js';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import { keywordsOf, normaliseText } from '../../core/keywords.js';
import { USER_GROUP_MEMBERS_MAX } from '../../shared/constants.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { UserGroup } from '../../shared/contract/user-group.schema.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import { writeActivity } from '../../db/activity-writer.js';
import {
  allUserGroups,
  memberRef,
  userGroupRef,
  userGroupsCollection,
} from '../../db/collections.js';
import {
  addGroupToMembers,
  addMembersToGroup,
  removeGroupFromMembers,
  removeMemberFromGroup,
} from '../../db/group-membership.js';
import { readPage } from '../../db/cursor-page.js';
import type { SortField } from '../../db/cursor-page.js';
import { assertProgramsOpen } from '../../db/program-guard.js';
import { toUserGroup } from '../../db/user-group-document.js';
import { assertNoCycle } from './user-group-tree.js';

export interface GroupListOptions {
  readonly keyword: string | null;
  readonly parent?: 'none' | 'any' | undefined;
  readonly parentId?: string | undefined;
}

const BY_NAME: readonly SortField[] = [{ field: 'name_key', direction: 'asc', kind: 'string' }];

export interface GroupLog {
  readonly actor: PersonRef;
  readonly now: Date;
  readonly describe: (group: UserGroup) => ActivityDraft;
}

export interface GroupName {
  readonly en: string;
  readonly fr: string;
}

export interface UserGroupsRepository {
  /** Sorted by English name (without case or accents). */
  list(
    programId: string,
    options: GroupListOptions,
    request: PageRequest,
  ): Promise<CursorPage<UserGroup>>;
  find(programId: string, id: string): Promise<UserGroup | null>;
  /** The program of a group, found by its id alone (ids are unique across programs). */
  locate(id: string): Promise<string | null>;
  existing(programId: string, ids: readonly string[]): Promise<Set<string>>;
  create(
    programId: string,
    input: { name: GroupName; parentId: string | null; memberIds: readonly string[] },
    log: GroupLog,
  ): Promise<UserGroup>;
  /** `parentId`: undefined keeps it, null makes the group top-level. */
  update(
    programId: string,
    id: string,
    changes: { name?: GroupName | undefined; parentId?: string | null | undefined },
    log: GroupLog,
  ): Promise<UserGroup>;
  /** Its sub-groups move up to its parent; its members leave it. Returns the moved count. */
  delete(programId: string, id: string, log: GroupLog): Promise<number>;
  addMembers(
    programId: string,
    id: string,
    uids: readonly string[],
    log: GroupLog,
  ): Promise<UserGroup>;
  removeMember(programId: string, id: string, uid: string, log: GroupLog): Promise<UserGroup>;
}

export function createUserGroupsRepository(db: Firestore): UserGroupsRepository {
  const groupsOf = (programId: string) => userGroupsCollection(db, programId);

  const readGroup = async (tx: Transaction, programId: string, id: string) => {
    const snapshot = await tx.get(userGroupRef(db, programId, id));
    if (!snapshot.exists) throw notFound('User group not found');
    return toUserGroup(snapshot);
  };

  /** The parent of a group of the program (undefined for no such group), read in `tx`. */
  const parentIn = (tx: Transaction, programId: string) => async (groupId: string) => {
    const snapshot = await tx.get(userGroupRef(db, programId, groupId));
    return snapshot.exists ? toUserGroup(snapshot).parent_id : undefined;
  };

  /** Members must belong to the program; read inside the transaction. */
  const assertMembers = async (
    tx: Transaction,
    programId: string,
    uids: readonly string[],
    field: string,
  ) => {
    if (uids.length === 0) return;
    const snapshots = await tx.getAll(...uids.map((uid) => memberRef(db, programId, uid)));
    const strangers = snapshots.filter((s) => !s.exists).map((s) => s.id);
    if (strangers.length) {
      throw invalidField(field, `Not members of this program: ${strangers.join(', ')}`);
    }
  };

  return {
    list(programId, { keyword, parent, parentId }, request) {
      let query: Query = groupsOf(programId);
      if (keyword) query = query.where('keywords', 'array-contains', keyword);
      if (parentId) query = query.where('parent_id', '==', parentId);
      else if (parent) query = query.where('is_root', '==', parent === 'none');
      return readPage(query, BY_NAME, request, toUserGroup);
    },
    async find(programId, id) {
      const snapshot = await userGroupRef(db, programId, id).get();
      return snapshot.exists ? toUserGroup(snapshot) : null;
    },
    async locate(id) {
      const found = await allUserGroups(db).where('group_id', '==', id).limit(1).get();
      const programId: unknown = found.docs[0]?.get('program_id');
      return typeof programId === 'string' ? programId : null;
    },
    async existing(programId, ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Set();
      const snapshots = await db.getAll(...unique.map((id) => userGroupRef(db, programId, id)), {
        fieldMask: [],
      });
      return new Set(snapshots.filter((s) => s.exists).map((s) => s.id));
    },
    async create(programId, input, log) {
      const ref = groupsOf(programId).doc();
      return db.runTransaction(async (tx) => {
        // A group outlives nothing: its program must exist (and not be being deleted).
        await assertProgramsOpen(tx, db, [programId]);
        // The walk a move makes: the parent must be a group of this program, and the chain
        // above the new group no deeper than a move may make it.
        if (input.parentId) await assertNoCycle(ref.id, input.parentId, parentIn(tx, programId));
        const memberIds = [...new Set(input.memberIds)];
        await assertMembers(tx, programId, memberIds, 'member_ids');
        const data = {
          group_id: ref.id,
          program_id: programId,
          ...nameFields(input.name),
          ...parentFields(input.parentId),
          member_ids: memberIds,
          created_at: log.now,
          updated_at: log.now,
        };
        tx.create(ref, data);
        addGroupToMembers(tx, db, programId, ref.id, memberIds);
        const group = toGroup(
          ref.id,
          programId,
          input.name,
          input.parentId,
          memberIds,
          log.now,
          log.now,
        );
        writeActivity(tx, db, log.actor, log.describe(group), log.now);
        return group;
      });
    },
    async update(programId, id, changes, log) {
      return db.runTransaction(async (tx) => {
        const before = await readGroup(tx, programId, id);
        if (changes.parentId) await assertNoCycle(id, changes.parentId, parentIn(tx, programId));
        const name = changes.name ?? before.name;
        const parentId = changes.parentId === undefined ? before.parent_id : changes.parentId;
        tx.update(userGroupRef(db, programId, id), {
          ...nameFields(name),
          ...parentFields(parentId),
          updated_at: log.now,
        });
        const after: UserGroup = {
          ...before,
          name,
          parent_id: parentId,
          updated_at: log.now.toISOString(),
        };
        writeActivity(tx, db, log.actor, log.describe(after), log.now);
        return after;
      });
    },
    async delete(programId, id, log) {
      return db.runTransaction(async (tx) => {
        const group = await readGroup(tx, programId, id);
        const children = await tx.get(groupsOf(programId).where('parent_id', '==', id));
        const members = group.member_ids.length
          ? await tx.getAll(...group.member_ids.map((uid) => memberRef(db, programId, uid)))
          : [];
        for (const child of children.docs) {
          tx.update(child.ref, { ...parentFields(group.parent_id), updated_at: log.now });
        }
        const stayed = members.filter((member) => member.exists).map((member) => member.id);
        removeGroupFromMembers(tx, db, programId, id, stayed);
        tx.delete(userGroupRef(db, programId, id));
        writeActivity(tx, db, log.actor, log.describe(group), log.now);
        return children.size;
      });
    },
    async addMembers(programId, id, uids, log) {
      return db.runTransaction(async (tx) => {
        const before = await readGroup(tx, programId, id);
        const added = [...new Set(uids)].filter((uid) => !before.member_ids.includes(uid));
        await assertMembers(tx, programId, added, 'user_ids');
        const memberIds = [...before.member_ids, ...added];
        if (memberIds.length > USER_GROUP_MEMBERS_MAX) {
          throw invalidField('user_ids', `A group holds at most ${USER_GROUP_MEMBERS_MAX} members`);
        }
        const after = { ...before, member_ids: memberIds, members_count: memberIds.length };
        if (added.length === 0) return before;
        addMembersToGroup(tx, db, programId, id, added, log.now);
        addGroupToMembers(tx, db, programId, id, added);
        const logged = { ...after, updated_at: log.now.toISOString() };
        writeActivity(
          tx,
          db,
          log.actor,
          { ...log.describe(logged), details: { user_ids: added } },
          log.now,
        );
        return logged;
      });
    },
    async removeMember(programId, id, uid, log) {
      return db.runTransaction(async (tx) => {
        const before = await readGroup(tx, programId, id);
        if (!before.member_ids.includes(uid)) {
          throw notFound('This user is not a member of the group');
        }
        const member = await tx.get(memberRef(db, programId, uid));
        const memberIds = before.member_ids.filter((memberId) => memberId !== uid);
        removeMemberFromGroup(tx, db, programId, id, uid, log.now);
        if (member.exists) removeGroupFromMembers(tx, db, programId, id, [uid]);
        const after = {
          ...before,
          member_ids: memberIds,
          members_count: memberIds.length,
          updated_at: log.now.toISOString(),
        };
        writeActivity(
          tx,
          db,
          log.actor,
          { ...log.describe(after), details: { user_ids: [uid] } },
          log.now,
        );
        return after;
      });
    },
  };
}

function nameFields(name: GroupName) {
  return {
    name: { en: name.en, fr: name.fr },
    name_key: normaliseText(name.en),
    keywords: keywordsOf([name.en, name.fr]),
  };
}

function parentFields(parentId: string | null) {
  return { parent_id: parentId, is_root: parentId === null };
}

function toGroup(
  id: string,
  programId: string,
  name: GroupName,
  parentId: string | null,
  memberIds: string[],
  createdAt: Date,
  updatedAt: Date,
): UserGroup {
  return {
    _id: id,
    program_id: programId,
    name: { en: name.en, fr: name.fr },
    parent_id: parentId,
    member_ids: memberIds,
    members_count: memberIds.length,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}
