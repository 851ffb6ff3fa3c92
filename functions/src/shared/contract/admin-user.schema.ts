import { z } from 'zod/mini';
import {
  cursorQuerySchema,
  idSchema,
  keywordsQuerySchema,
  pageSchema,
  paginatedSchema,
} from './common.schema.js';
import { memberRoleSchema } from './member.schema.js';
import {
  emailSchema,
  roleEntrySchema,
  checkRoleCollect,
  userLevelSchema,
  userSchema,
  userStatusSchema,
} from './user.schema.js';

/** GET /api/admin/users and GET /api/users: sorted by e-mail, 20 a page. */
export const usersQuerySchema = z.object({
  page: pageSchema,
  cursor: cursorQuerySchema,
  keywords: keywordsQuerySchema,
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersResponseSchema = paginatedSchema('users', userSchema);
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/** GET /api/admin/get_user_by?id= or ?email= (exactly one). */
export const getUserByQuerySchema = z
  .object({ id: z.optional(idSchema), email: z.optional(emailSchema) })
  .check(
    z.refine((value) => (value.id === undefined) !== (value.email === undefined), {
      message: 'Send either id or email',
    }),
  );
export type GetUserByQuery = z.infer<typeof getUserByQuerySchema>;

/** A program the user belongs to, named, with their roles there. */
export const userProgramSchema = z.object({
  _id: z.string(),
  name: z.string(),
  roles: z.array(memberRoleSchema),
});

export const userWithProgramsSchema = z.extend(userSchema, {
  programs: z.array(userProgramSchema),
});
export type UserWithPrograms = z.infer<typeof userWithProgramsSchema>;

export const userWithProgramsResponseSchema = z.object({ user: userWithProgramsSchema });

/**
 * PUT /api/admin/update_user_role: `level` and/or `roles` (the complete new list, replacing the
 * old one). Super administrators cannot lower their own level.
 */
export const updateUserRoleRequestSchema = z
  .object({
    user_id: idSchema,
    level: z.optional(userLevelSchema),
    roles: z.optional(
      z.array(roleEntrySchema.check(z.superRefine(checkRoleCollect))).check(z.maxLength(200)),
    ),
  })
  .check(
    z.refine((value) => value.level !== undefined || value.roles !== undefined, {
      message: 'Send level, roles or both',
    }),
  );
export type UpdateUserRoleRequest = z.infer<typeof updateUserRoleRequestSchema>;

/**
 * PUT /api/admin/change_user_status: `status` is the status to set, so that sending the same
 * call again (a retry after an error, a second click) changes nothing more. Without it the call
 * toggles ACTIVE ⇄ DISABLED, as SPEC.md §7 first described it.
 */
export const changeUserStatusRequestSchema = z.object({
  user_id: idSchema,
  status: z.optional(userStatusSchema),
});
export type ChangeUserStatusRequest = z.infer<typeof changeUserStatusRequestSchema>;
