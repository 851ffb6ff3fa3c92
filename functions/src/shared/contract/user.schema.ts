import { z } from 'zod/mini';
import { PERSON_NAME_MAX } from '../constants.js';
import { idSchema, isPlainText, PLAIN_TEXT_MESSAGE } from './common.schema.js';
import { localeSchema } from './locale.schema.js';

// SPEC.md §6: a user's level is global, roles are scoped to a program (PROGRAM_MANAGER) or to
// one collect of a program (the two contributor roles).
export const USER_LEVELS = ['REGULAR_USER', 'SUPER_ADMIN'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

export const USER_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PROGRAM_ROLES = ['PROGRAM_MANAGER'] as const;
export const COLLECT_ROLES = ['COLLECT_SINGLE_CONTRIBUTOR', 'COLLECT_BULK_CONTRIBUTOR'] as const;
export const ROLES = [...PROGRAM_ROLES, ...COLLECT_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const userLevelSchema = z.enum(USER_LEVELS);
export const userStatusSchema = z.enum(USER_STATUSES);
export const roleSchema = z.enum(ROLES);

/** A role in a program; collect roles also name the collect they apply to. */
export const roleEntrySchema = z.object({
  program_id: idSchema,
  role: roleSchema,
  collect_id: z.optional(idSchema),
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
  /**
   * The language of the e-mails Rainbow sends them on its own (reminders): the interface
   * language they last used, absent until the web app has stored one.
   */
  locale: z.optional(localeSchema),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/get_current_user and PUT /api/auth/update_user_data. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const personNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(PERSON_NAME_MAX),
    z.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  );

/** E-mail addresses compare case-insensitively: they are trimmed and lower-cased everywhere. */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email().check(z.maxLength(254)),
);

const COLLECT_ROLE_SET: ReadonlySet<Role> = new Set<Role>(COLLECT_ROLES);

/**
 * SPEC.md §6: contributor roles are scoped to one collect and must name it; the manager role is
 * program-wide and must not. Used by every schema that carries a role.
 */
export function checkRoleCollect(
  value: { readonly role: Role; readonly collect_id?: string | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  if (COLLECT_ROLE_SET.has(value.role) && !value.collect_id) {
    ctx.addIssue({
      code: 'custom',
      path: ['collect_id'],
      message: 'Required for contributor roles',
    });
  }
  if (!COLLECT_ROLE_SET.has(value.role) && value.collect_id) {
    ctx.addIssue({
      code: 'custom',
      path: ['collect_id'],
      message: 'Only contributor roles name a collect',
    });
  }
}

/** PUT /api/auth/update_user_data: only the names can be changed by their owner. */
export const updateUserDataRequestSchema = z.strictObject({
  first_name: z.optional(personNameSchema),
  last_name: z.optional(personNameSchema),
});
export type UpdateUserDataRequest = z.infer<typeof updateUserDataRequestSchema>;

/** PUT /api/auth/locale: the signed-in user's language, for the e-mails sent to them. */
export const updateLocaleRequestSchema = z.strictObject({ locale: localeSchema });
export type UpdateLocaleRequest = z.infer<typeof updateLocaleRequestSchema>;
