import { z } from 'zod';
import { personKeywords } from '../core/keywords.js';
import { LOCALES } from '../shared/contract/locale.schema.js';
import { ROLES, USER_LEVELS, USER_STATUSES } from '../shared/contract/user.schema.js';
import type { User } from '../shared/contract/user.schema.js';
import { programIdsOf } from '../shared/permissions/roles.js';

// `users/{uid}`: the stored shape of a user, written only by db/user-writer.ts.

// Parsed on read so a malformed document fails loudly here instead of leaking odd values to
// clients or to permission checks.
const storedUserSchema = z.object({
  email: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  level: z.enum(USER_LEVELS).default('REGULAR_USER'),
  status: z.enum(USER_STATUSES).default('ACTIVE'),
  roles: z
    .array(
      z.object({
        program_id: z.string(),
        role: z.enum(ROLES),
        collect_id: z.string().nullish(),
      }),
    )
    .default([]),
  locale: z.enum(LOCALES).optional(),
});

export type NewUser = Omit<User, '_id'>;

export function toUser(uid: string, data: unknown): User {
  const stored = storedUserSchema.parse(data);
  return {
    _id: uid,
    email: stored.email,
    first_name: stored.first_name,
    last_name: stored.last_name,
    level: stored.level,
    status: stored.status,
    roles: stored.roles.map(({ program_id, role, collect_id }) =>
      collect_id ? { program_id, role, collect_id } : { program_id, role },
    ),
    ...(stored.locale ? { locale: stored.locale } : {}),
  };
}

/**
 * The stored form of a user: `program_ids` (derived from roles, for array queries and
 * firestore.rules) and `keywords` (name and e-mail prefixes, for search) stay in step with it.
 */
export function userDocumentData(user: NewUser, now: Date) {
  return {
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    level: user.level,
    status: user.status,
    roles: user.roles.map(({ program_id, role, collect_id }) =>
      collect_id ? { program_id, role, collect_id } : { program_id, role },
    ),
    program_ids: programIdsOf(user.roles),
    keywords: personKeywords(user),
    ...(user.locale ? { locale: user.locale } : {}),
    updated_at: now,
  };
}
