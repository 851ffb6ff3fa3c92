import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import type { UserGroup } from '../shared/contract/user-group.schema.js';

// `programs/{programId}/userGroups/{groupId}`: name {en, fr}, name_key, keywords, parent_id
// (null at the top), is_root, member_ids, and `group_id` / `program_id` copies so that a
// collection-group query can find a group by id alone (the admin alias
// PUT /api/admin/auth/delete-user-group/{id}). Written by the user-groups repository;
// `member_ids`, once the group exists, only by db/group-membership.ts.

const storedUserGroupSchema = z.object({
  program_id: z.string(),
  name: z.object({ en: z.string(), fr: z.string() }),
  parent_id: z.string().nullable().default(null),
  member_ids: z.array(z.string()).default([]),
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
});

export function toUserGroup(snapshot: DocumentSnapshot): UserGroup {
  const stored = storedUserGroupSchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    program_id: stored.program_id,
    name: stored.name,
    parent_id: stored.parent_id,
    member_ids: stored.member_ids,
    members_count: stored.member_ids.length,
    created_at: stored.created_at.toISOString(),
    updated_at: stored.updated_at.toISOString(),
  };
}
