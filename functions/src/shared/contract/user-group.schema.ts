import { z } from 'zod/mini';
import { USER_GROUP_IDS_PER_CALL_MAX, USER_GROUP_NAME_MAX } from '../constants.js';
import {
  idSchema,
  isoDateSchema,
  isPlainText,
  cursorQuerySchema,
  keywordsQuerySchema,
  pageSchema,
  paginatedSchema,
  PLAIN_TEXT_MESSAGE,
} from './common.schema.js';

const groupNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(USER_GROUP_NAME_MAX),
    z.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  );

/** `fr` may be left out: it then takes the English name. */
export const localizedNameInputSchema = z.pipe(
  z.object({ en: groupNameSchema, fr: z.optional(groupNameSchema) }),
  z.transform(({ en, fr }) => ({ en, fr: fr ?? en })),
);

export const localizedNameSchema = z.object({ en: z.string(), fr: z.string() });

export const userGroupSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  name: localizedNameSchema,
  parent_id: z.nullable(z.string()),
  member_ids: z.array(z.string()),
  members_count: z.number().check(z.int(), z.minimum(0)),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type UserGroup = z.infer<typeof userGroupSchema>;

/**
 * GET /api/programs/{programId}/user-groups: sorted by English name, 20 a page.
 * `parent_id=<id>`: the direct sub-groups of that group; `parent=none`: top-level groups only;
 * `parent=any`: sub-groups only; neither: every group. `keywords`: a prefix of a word of either
 * name.
 */
export const userGroupsQuerySchema = z.object({
  page: pageSchema,
  cursor: cursorQuerySchema,
  keywords: keywordsQuerySchema,
  parent: z.optional(z.enum(['none', 'any'])),
  parent_id: z.optional(idSchema),
});
export type UserGroupsQuery = z.infer<typeof userGroupsQuerySchema>;

export const userGroupsResponseSchema = paginatedSchema('userGroups', userGroupSchema);
export type UserGroupsResponse = z.infer<typeof userGroupsResponseSchema>;

const userIdsSchema = z
  .array(idSchema)
  .check(z.minLength(1), z.maxLength(USER_GROUP_IDS_PER_CALL_MAX));

/** POST /api/programs/{programId}/user-groups. Members must be members of the program. */
export const createUserGroupRequestSchema = z.object({
  name: localizedNameInputSchema,
  parent_id: z.nullish(idSchema),
  member_ids: z.optional(z.array(idSchema).check(z.maxLength(USER_GROUP_IDS_PER_CALL_MAX))),
});
export type CreateUserGroupRequest = z.infer<typeof createUserGroupRequestSchema>;

/** PUT /api/programs/{programId}/user-groups/{id}: `parent_id: null` makes it top-level. */
export const updateUserGroupRequestSchema = z
  .object({ name: z.optional(localizedNameInputSchema), parent_id: z.nullish(idSchema) })
  .check(
    z.refine((value) => value.name !== undefined || value.parent_id !== undefined, {
      message: 'Send name, parent_id or both',
    }),
  );
export type UpdateUserGroupRequest = z.infer<typeof updateUserGroupRequestSchema>;

export const userGroupResponseSchema = z.object({ userGroup: userGroupSchema });
export type UserGroupResponse = z.infer<typeof userGroupResponseSchema>;

/** PUT .../user-groups/{id}/add-users. */
export const addUsersRequestSchema = z.object({ user_ids: userIdsSchema });
export type AddUsersRequest = z.infer<typeof addUsersRequestSchema>;

/** PUT .../user-groups/{id}/remove-user and PUT /api/admin/auth/delete-user-group/{id}. */
export const removeUserRequestSchema = z.object({ user_id: idSchema });
export type RemoveUserRequest = z.infer<typeof removeUserRequestSchema>;

/** DELETE .../user-groups/{id}: its sub-groups move up to its parent. */
export const deleteUserGroupResponseSchema = z.object({
  _id: z.string(),
  reparented_children: z.number().check(z.int(), z.minimum(0)),
});
export type DeleteUserGroupResponse = z.infer<typeof deleteUserGroupResponseSchema>;
