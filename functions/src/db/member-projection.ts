import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { DocumentWriter } from '../core/firestore-values.js';
import { personKeywords } from '../core/keywords.js';
import { ROLES, USER_STATUSES } from '../shared/contract/user.schema.js';
import type { Member, MemberRole } from '../shared/contract/member.schema.js';
import { rolesInProgram, strongestGrant } from '../shared/permissions/roles.js';
import type { RoleGrant } from '../shared/permissions/roles.js';
import { memberRef } from './collections.js';
import type { NewUser } from './user-document.js';

// `programs/{programId}/members/{uid}`: a projection of `users/{uid}` for one program, so that
// a program's members can be listed, counted, searched and filtered by group with indexed
// queries (a users query cannot combine `program_ids` with `keywords`: one array-contains per
// query). This file is its only writer, called by db/user-writer.ts whenever the user document
// changes; the group fields it writes (`user_group_ids`, `joined_at`) come from
// db/group-membership.ts, the only code that changes who is in which group.

const storedMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  status: z.enum(USER_STATUSES).default('ACTIVE'),
  role: z.enum(ROLES),
  collect_id: z.string().optional(),
  roles: z.array(z.object({ role: z.enum(ROLES), collect_id: z.string().optional() })),
  user_group_ids: z.array(z.string()).default([]),
});

export function toMember(snapshot: DocumentSnapshot): Member {
  const stored = storedMemberSchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    user_id: stored.user_id,
    email: stored.email,
    first_name: stored.first_name,
    last_name: stored.last_name,
    role: stored.role,
    ...(stored.collect_id ? { collect_id: stored.collect_id } : {}),
    roles: stored.roles,
    status: stored.status,
    user_group_ids: stored.user_group_ids,
  };
}

/** The groups a stored member belongs to (empty for a missing document). */
export function memberGroupIds(snapshot: DocumentSnapshot): string[] {
  const parsed = z
    .object({ user_group_ids: z.array(z.string()).default([]) })
    .safeParse(snapshot.data() ?? {});
  return parsed.success ? parsed.data.user_group_ids : [];
}

function memberRoles(grants: readonly RoleGrant[]): MemberRole[] {
  return grants.map(({ role, collect_id }) => (collect_id ? { role, collect_id } : { role }));
}

/**
 * The fields of a member document derived from the user, for a merge write: `collect_id` is
 * deleted when the strongest role names none.
 */
function projectionOf(uid: string, user: NewUser, programId: string) {
  const grants = rolesInProgram({ uid, level: user.level, roles: user.roles }, programId);
  const primary = strongestGrant(grants);
  if (!primary) throw new Error(`User ${uid} holds no role in program ${programId}`);
  return {
    user_id: uid,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    status: user.status,
    role: primary.role,
    collect_id: primary.collect_id ?? FieldValue.delete(),
    roles: memberRoles(grants),
    is_manager: grants.some((grant) => grant.role === 'PROGRAM_MANAGER'),
    keywords: personKeywords(user),
  };
}

/**
 * Writes the member's projection in a program where the user holds a role, as a merge.
 * `membership` holds the group fields that db/group-membership.ts computes for the same write.
 */
export function writeMemberProjection(
  writer: DocumentWriter,
  db: Firestore,
  member: { readonly programId: string; readonly uid: string; readonly user: NewUser },
  now: Date,
  membership: Readonly<Record<string, unknown>> = {},
): void {
  const { programId, uid, user } = member;
  writer.set(
    memberRef(db, programId, uid),
    { ...projectionOf(uid, user, programId), ...membership, updated_at: now },
    { merge: true },
  );
}

/** The user left the program: their projection goes (their groups are left separately). */
export function deleteMemberProjection(
  writer: DocumentWriter,
  db: Firestore,
  programId: string,
  uid: string,
): void {
  writer.delete(memberRef(db, programId, uid));
}
