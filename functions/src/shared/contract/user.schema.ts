import { z } from 'zod';
import { PERSON_NAME_MAX, ROLES, USER_LEVELS, USER_STATUSES } from '../constants.js';

export const userLevelSchema = z.enum(USER_LEVELS);
export const userStatusSchema = z.enum(USER_STATUSES);
export const roleSchema = z.enum(ROLES);

/** A role in a program; collect roles also name the collect they apply to. */
export const roleEntrySchema = z.object({
  program_id: z.string().min(1),
  role: roleSchema,
  collect_id: z.string().min(1).optional(),
});
export type RoleEntry = z.infer<typeof roleEntrySchema>;

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  level: userLevelSchema,
  status: userStatusSchema,
  roles: z.array(roleEntrySchema),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/get_current_user and PUT /api/auth/update_user_data. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

const personNameSchema = z.string().trim().min(1).max(PERSON_NAME_MAX);

/** PUT /api/auth/update_user_data: only the names can be changed by their owner. */
export const updateUserDataRequestSchema = z.strictObject({
  first_name: personNameSchema.optional(),
  last_name: personNameSchema.optional(),
});
export type UpdateUserDataRequest = z.infer<typeof updateUserDataRequestSchema>;
