import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { errorCodeOf, GRPC_NOT_FOUND } from '../../core/error-codes.js';
import { ROLES, USER_LEVELS, USER_STATUSES } from '../../shared/constants.js';
import type { User } from '../../shared/contract/user.schema.js';
import { programIdsOf } from '../../shared/permissions/roles.js';

export const USERS = 'users';

// What a `users/{uid}` document holds. Parsed on read so a malformed document fails loudly here
// instead of leaking odd values to clients or to permission checks.
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
});

export type NewUser = Omit<User, '_id'>;
export type UserNames = Partial<Pick<User, 'first_name' | 'last_name'>>;

export interface UsersRepository {
  findById(uid: string): Promise<User | null>;
  /** NOT_FOUND when the document no longer exists. */
  updateNames(uid: string, names: UserNames, now: Date): Promise<void>;
  /** Creates or replaces `users/{uid}`, keeping `program_ids` derived from `roles`. */
  save(uid: string, user: NewUser, now: Date): Promise<void>;
}

export function createUsersRepository(db: Firestore): UsersRepository {
  const users = db.collection(USERS);
  return {
    async findById(uid) {
      const snapshot = await users.doc(uid).get();
      return snapshot.exists ? toUser(uid, snapshot.data()) : null;
    },
    async updateNames(uid, names, now) {
      try {
        await users.doc(uid).update({ ...names, updated_at: now });
      } catch (error) {
        // `update` found no document: it was deleted since `authenticate` read it.
        if (errorCodeOf(error) === GRPC_NOT_FOUND) throw notFound('User not found');
        throw error;
      }
    },
    async save(uid, user, now) {
      await users.doc(uid).set({
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        level: user.level,
        status: user.status,
        roles: user.roles.map(({ program_id, role, collect_id }) =>
          collect_id ? { program_id, role, collect_id } : { program_id, role },
        ),
        program_ids: programIdsOf(user.roles),
        created_at: now,
        updated_at: now,
      });
    },
  };
}

function toUser(uid: string, data: unknown): User {
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
  };
}
