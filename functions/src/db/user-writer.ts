import type {
  DocumentReference,
  Firestore,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import type { Locale } from '../shared/contract/locale.schema.js';
import type { User } from '../shared/contract/user.schema.js';
import { programIdsOf, sameGrant } from '../shared/permissions/roles.js';
import type { RoleGrant } from '../shared/permissions/roles.js';
import type { ActivityDraft } from './activity-document.js';
import { writeActivity } from './activity-writer.js';
import { membersCollection, memberRef, userGroupRef, userRef } from './collections.js';
import { addMembersToGroup, memberGroupFields, removeMemberFromGroup } from './group-membership.js';
import {
  deleteMemberProjection,
  memberGroupIds,
  writeMemberProjection,
} from './member-projection.js';
import { assertProgramsOpen } from './program-guard.js';
import { toUser, userDocumentData } from './user-document.js';
import type { NewUser } from './user-document.js';

// The one writer of `users/{uid}`. A change to a user's level, status, names or roles also
// rewrites their member projections (created, rewritten or deleted per program), the user
// groups of the programs they leave or join, and the activity entries, in the same write.

export interface UserState {
  readonly user: User | null;
  /** For each program asked about: the ids of up to three of its active managers. */
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
    // A disabled manager cannot sign in, so cannot stand in for one who steps down.
    const found = await tx.get(
      membersCollection(db, programId)
        .where('is_manager', '==', true)
        .where('status', '==', 'ACTIVE')
        .limit(3),
    );
    managers.set(
      programId,
      found.docs.map((doc) => doc.id),
    );
  }
  return { user: snapshot.exists ? toUser(uid, snapshot.data()) : null, managers };
}

/**
 * Reads what the writes need (member documents, groups), then writes; call it last. A program
 * where the change gives a role the user did not hold must be open (NOT_FOUND otherwise): a
 * program being deleted takes no new role, in the same transaction as the grant.
 */
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
  await assertProgramsOpen(tx, db, programsGranted(before?.roles ?? [], change.next.roles));
  const members = programs.length
    ? await tx.getAll(...programs.map((programId) => memberRef(db, programId, uid)))
    : [];
  const memberOf = new Map(programs.map((programId, index) => [programId, members[index]]));
  const left = oldPrograms.filter((programId) => !newPrograms.includes(programId));
  const leaving = left.flatMap((programId) => {
    const member = memberOf.get(programId);
    return member ? memberGroupIds(member).map((groupId) => ({ programId, groupId })) : [];
  });
  const joins = (change.joinGroups ?? []).filter((join) => newPrograms.includes(join.programId));
  const groups = await existingGroups(tx, db, [...leaving, ...joins]);
  const exists = (group: { programId: string; groupId: string }) =>
    groups.has(userGroupRef(db, group.programId, group.groupId).path);
  tx.set(
    userRef(db, uid),
    { ...userDocumentData(change.next, now), ...(before ? {} : { created_at: now }) },
    { merge: true },
  );
  for (const programId of newPrograms) {
    const isNew = !(memberOf.get(programId)?.exists ?? false);
    const joinIds = joins
      .filter((join) => join.programId === programId && exists(join))
      .map((join) => join.groupId);
    writeMemberProjection(
      tx,
      db,
      { programId, uid, user: change.next },
      now,
      memberGroupFields(isNew, joinIds, now),
    );
  }
  for (const programId of left) deleteMemberProjection(tx, db, programId, uid);
  for (const group of leaving.filter(exists)) {
    removeMemberFromGroup(tx, db, group.programId, group.groupId, uid, now);
  }
  for (const group of joins.filter(exists)) {
    addMembersToGroup(tx, db, group.programId, group.groupId, [uid], now);
  }
  for (const draft of change.activities) writeActivity(tx, db, actor, draft, now);
}

/** Creates or replaces `users/{uid}` and its member projections (seed, tests). */
export function writeNewUser(
  batch: WriteBatch,
  db: Firestore,
  uid: string,
  user: NewUser,
  now: Date,
) {
  batch.set(userRef(db, uid), { ...userDocumentData(user, now), created_at: now });
  for (const programId of programIdsOf(user.roles)) {
    writeMemberProjection(batch, db, { programId, uid, user }, now, { joined_at: now });
  }
}

/**
 * Stores the user's language alone: no projection, group or log entry depends on it, so one
 * write of the user document is the whole change.
 */
export async function writeUserLocale(
  db: Firestore,
  uid: string,
  locale: Locale,
  now: Date,
): Promise<void> {
  await userRef(db, uid).update({ locale, updated_at: now });
}

/**
 * A deleted program's roles leave the user document. Its member projections and groups go with
 * the program itself (a recursive delete), so only the user document is written.
 */
export async function removeProgramRoles(
  db: Firestore,
  uid: string,
  programId: string,
  now: Date,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(userRef(db, uid));
    if (!snapshot.exists) return;
    const user = toUser(uid, snapshot.data());
    const roles = user.roles.filter((grant) => grant.program_id !== programId);
    tx.set(userRef(db, uid), userDocumentData({ ...user, roles }, now), { merge: true });
  });
}

/** Programs where `next` holds a grant (role, collect) that `before` did not. */
function programsGranted(before: readonly RoleGrant[], next: readonly RoleGrant[]): string[] {
  return programIdsOf(next.filter((grant) => !before.some((held) => sameGrant(held, grant))));
}

/**
 * Deletes a member document whose user holds no role in the program, with the user's side of
 * its groups. Such a document can only be a leftover (update_user_data once rewrote
 * projections from a stale copy of the user, recreating removed members); nothing else would
 * ever delete it. False, writing nothing, when there is no such document or the user does hold
 * a role there.
 */
export async function removeStaleMember(
  db: Firestore,
  programId: string,
  uid: string,
  now: Date,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const [user, member] = await tx.getAll(userRef(db, uid), memberRef(db, programId, uid));
    if (!member?.exists) return false;
    const roles = user?.exists ? toUser(uid, user.data()).roles : [];
    if (roles.some((grant) => grant.program_id === programId)) return false;
    const groupIds = memberGroupIds(member);
    const groups = await existingGroups(
      tx,
      db,
      groupIds.map((groupId) => ({ programId, groupId })),
    );
    deleteMemberProjection(tx, db, programId, uid);
    for (const groupId of groupIds) {
      if (groups.has(userGroupRef(db, programId, groupId).path)) {
        removeMemberFromGroup(tx, db, programId, groupId, uid, now);
      }
    }
    return true;
  });
}

async function existingGroups(
  tx: Transaction,
  db: Firestore,
  groups: readonly { programId: string; groupId: string }[],
): Promise<Set<string>> {
  if (groups.length === 0) return new Set();
  const refs: DocumentReference[] = groups.map((g) => userGroupRef(db, g.programId, g.groupId));
  const snapshots = await tx.getAll(...refs);
  return new Set(snapshots.filter((snapshot) => snapshot.exists).map((s) => s.ref.path));
}
