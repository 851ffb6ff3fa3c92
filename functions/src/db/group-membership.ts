import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import type { DocumentWriter } from '../core/firestore-values.js';
import { memberRef, userGroupRef } from './collections.js';

// Who is in which user group is kept on both sides: `member_ids` on
// `programs/{p}/userGroups/{g}` and `user_group_ids` on `programs/{p}/members/{uid}`. This file
// is the only code that changes either field after a group is created, so the two sides are
// always written together, in the caller's transaction.
// The member side also keeps `user_groups: { <groupId>: true }`: an equality filter on one of
// its keys can join the `keywords` array-contains in one query (Firestore allows a single
// array-contains per query), so a search among a group's members reads only what it answers.

/** The key of `user_groups` that says a member belongs to `groupId`. */
export const memberOfGroupField = (groupId: string) => `user_groups.${groupId}`;

/** The group fields of a member projection being written: a new member starts in `groupIds`. */
export function memberGroupFields(isNew: boolean, groupIds: readonly string[], now: Date) {
  const flags = Object.fromEntries(groupIds.map((groupId) => [groupId, true]));
  if (isNew) return { user_group_ids: [...groupIds], user_groups: flags, joined_at: now };
  // Written with merge: `user_groups` gains these keys and keeps the others.
  return groupIds.length
    ? { user_group_ids: FieldValue.arrayUnion(...groupIds), user_groups: flags }
    : {};
}

/** The members' side of joining a group. */
export function addGroupToMembers(
  writer: DocumentWriter,
  db: Firestore,
  programId: string,
  groupId: string,
  uids: readonly string[],
): void {
  for (const uid of uids) {
    writer.update(memberRef(db, programId, uid), {
      user_group_ids: FieldValue.arrayUnion(groupId),
      [memberOfGroupField(groupId)]: true,
    });
  }
}

/** The members' side of leaving a group (existing member documents only). */
export function removeGroupFromMembers(
  writer: DocumentWriter,
  db: Firestore,
  programId: string,
  groupId: string,
  uids: readonly string[],
): void {
  for (const uid of uids) {
    writer.update(memberRef(db, programId, uid), {
      user_group_ids: FieldValue.arrayRemove(groupId),
      [memberOfGroupField(groupId)]: FieldValue.delete(),
    });
  }
}

/** The group's side of members joining it. */
export function addMembersToGroup(
  writer: DocumentWriter,
  db: Firestore,
  programId: string,
  groupId: string,
  uids: readonly string[],
  now: Date,
): void {
  writer.update(userGroupRef(db, programId, groupId), {
    member_ids: FieldValue.arrayUnion(...uids),
    updated_at: now,
  });
}

/** The group's side of a member leaving it. */
export function removeMemberFromGroup(
  writer: DocumentWriter,
  db: Firestore,
  programId: string,
  groupId: string,
  uid: string,
  now: Date,
): void {
  writer.update(userGroupRef(db, programId, groupId), {
    member_ids: FieldValue.arrayRemove(uid),
    updated_at: now,
  });
}
