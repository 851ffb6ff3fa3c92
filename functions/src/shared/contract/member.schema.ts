import { z } from 'zod/mini';
import {
  cursorQuerySchema,
  idSchema,
  keywordsQuerySchema,
  pageSchema,
  paginatedSchema,
} from './common.schema.js';
import { checkRoleCollect, roleSchema, userStatusSchema } from './user.schema.js';

/** One role a member holds in the program (contributor roles name their collect). */
export const memberRoleSchema = z.object({
  role: roleSchema,
  collect_id: z.optional(z.string()),
});
export type MemberRole = z.infer<typeof memberRoleSchema>;

/**
 * A user as a member of one program. `role` and `collect_id` are the strongest role (manager
 * first), `roles` lists every role held in the program. `_id` is the user's id.
 */
export const memberSchema = z.object({
  _id: z.string(),
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  collect_id: z.optional(z.string()),
  roles: z.array(memberRoleSchema),
  status: userStatusSchema,
  user_group_ids: z.array(z.string()),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /api/programs/{program_id}/members: sorted by e-mail, 20 a page. */
export const membersQuerySchema = z.object({
  user_group_id: z.optional(idSchema),
  page: pageSchema,
  cursor: cursorQuerySchema,
  keywords: keywordsQuerySchema,
});
export type MembersQuery = z.infer<typeof membersQuerySchema>;

export const membersResponseSchema = paginatedSchema('members', memberSchema);
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/** PUT /api/programs/role_edit: `id` is the user's id; their roles in the program become this one. */
export const roleEditRequestSchema = z
  .object({
    id: idSchema,
    program_id: idSchema,
    role: roleSchema,
    collect_id: z.optional(idSchema),
  })
  .check(z.superRefine(checkRoleCollect));
export type RoleEditRequest = z.infer<typeof roleEditRequestSchema>;

export const memberResponseSchema = z.object({ member: memberSchema });
export type MemberResponse = z.infer<typeof memberResponseSchema>;

/** DELETE /api/programs/{program_id}/members/{user_id}. */
export const removeMemberResponseSchema = z.object({
  _id: z.string(),
  removed_from_user_groups: z.number().check(z.int(), z.minimum(0)),
});
export type RemoveMemberResponse = z.infer<typeof removeMemberResponseSchema>;
