import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { User } from '../../shared/contract/user.schema.js';
import { programIdsOf } from '../../shared/permissions/roles.js';
import { writeActivity } from '../activities/activities.repository.js';
import type { ActivityDraft } from '../activities/activity-draft.js';
import {
  MEMBERS,
  memberGroupIds,
  memberProjection,
  memberRef,
} from '../members/member-documents.js';
import { userGroupRef } from '../user-groups/user-group-documents.js';
import { userDocumentData, userRef, toUser } from './user-documents.js';
import type { NewUser } from './user-documents.js';

// One change to a user's level, status, names or roles, inside a transaction: the user document,
// its member projections (created, rewritten or deleted per program), the user groups of the
// programs left, and the activity entries are written together.

export interface UserState {
  readonly user: User | null;
  /** For each program asked about: the ids of up to three of its managers. */
  readonly managers: ReadonlyMap<string, readonly string[]>;
}

export interface UserChange {
  readonly next: NewUser;
  readonly activities: readonly ActivityDraft[];
  /** Groups to join (ignored when a group no longer exists). */
  readonly joinGroups?: readonly { readonly programId: string; readonly groupId: string }[];
}

export async function readUserState(
  tx: Transaction,
  db: Firestore,
  uid: string,
  managerChecks: readonly string[] = [],
): Promise<UserState> {
  const snapshot = await tx.get(userRef(db, uid));
  const managers = new Map<string, string[]>();
  for (const programId of managerChecks) {
    const found = await tx.get(
      db
        .collection('programs')
        .doc(programId)
        .collection(MEMBERS)
        .where('is_manager', '==', true)
        .limit(3),
    );
    managers.set(
      programId,
      found.docs.map((doc) => doc.id),
    );
  }
  return { user: snapshot.exists ? toUser(uid, snapshot.data()) : null, managers };
}

/** Reads what the writes need (member documents, groups), then writes; call it last. */
export async function applyUserChange(
  tx: Transaction,
  db: Firestore,
  uid: string,
  before: User | null,
  change: UserChange,
  actor: PersonRef,
  now: Date,
): Promise<void> {
  const oldPrograms = programIdsOf(before?.roles ?? []);
  const newPrograms = programIdsOf(change.next.roles);
  const programs = [...new Set([...oldPrograms, ...newPrograms])];
  const members = programs.length
    ? await tx.getAll(...programs.map((programId) => memberRef(db, programId, uid)))
    : [];
  const memberOf = new Map(programs.map((programId, index) => [programId, members[index]]));
  const left = oldPrograms.filter((programId) => !newPrograms.includes(programId));
  const leaving = left.flatMap((programId) => {
    const member = memberOf.get(programId);
    return member ? memberGroupIds(member).map((id) => userGroupRef(db, programId, id)) : [];
  });
  const joins = (change.joinGroups ?? []).filter((join) => newPrograms.includes(join.programId));
  const joining = joins.map((join) => userGroupRef(db, join.programId, join.groupId));
  const groups = await existingRefs(tx, [...leaving, ...joining]);

  tx.set(
    userRef(db, uid),
    { ...userDocumentData(change.next, now), ...(before ? {} : { created_at: now }) },
    { merge: true },
  );
  for (const programId of newPrograms) {
    const existed = memberOf.get(programId)?.exists ?? false;
    const joinIds = joins
      .filter((join) => join.programId === programId && groups.has(groupPath(db, join)))
      .map((join) => join.groupId);
    const groupField = existed
      ? joinIds.length
        ? { user_group_ids: FieldValue.arrayUnion(...joinIds) }
        : {}
      : { user_group_ids: joinIds, joined_at: now };
    tx.set(
      memberRef(db, programId, uid),
      { ...memberProjection(uid, change.next, programId), ...groupField, updated_at: now },
      { merge: true },
    );
  }
  for (const programId of left) tx.delete(memberRef(db, programId, uid));
  for (const ref of leaving) {
    if (groups.has(ref.path))
      tx.update(ref, { member_ids: FieldValue.arrayRemove(uid), updated_at: now });
  }
  for (const ref of joining) {
    if (groups.has(ref.path))
      tx.update(ref, { member_ids: FieldValue.arrayUnion(uid), updated_at: now });
  }
  for (const draft of change.activities) writeActivity(tx, db, actor, draft, now);
}

function groupPath(db: Firestore, join: { programId: string; groupId: string }): string {
  return userGroupRef(db, join.programId, join.groupId).path;
}

async function existingRefs(tx: Transaction, refs: DocumentReference[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const snapshots = await tx.getAll(...refs);
  return new Set(snapshots.filter((snapshot) => snapshot.exists).map((s) => s.ref.path));
}
