import type { Firestore } from 'firebase-admin/firestore';
import { notFound } from '../../core/errors.js';
import { chunk, IN_QUERY_LIMIT } from '../../core/firestore-values.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { User } from '../../shared/contract/user.schema.js';
import { userRef, usersCollection } from '../../db/collections.js';
import { toUser } from '../../db/user-document.js';
import type { NewUser } from '../../db/user-document.js';
import { applyUserChange, readUserState, writeNewUser } from '../../db/user-writer.js';
import type { UserChange, UserState } from '../../db/user-writer.js';

export type UserNames = Partial<Pick<User, 'first_name' | 'last_name'>>;

export interface UserListOptions {
  readonly offset: number;
  readonly limit: number;
  readonly keyword: string | null;
}

export interface UsersRepository {
  findById(uid: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** Users by e-mail, looked up 30 addresses per `in` query. */
  findByEmails(emails: readonly string[]): Promise<Map<string, User>>;
  /** Sorted by e-mail; `keyword` matches a prefix of a name or of the e-mail. */
  list(options: UserListOptions): Promise<{ users: User[]; total: number }>;
  /** Creates or replaces `users/{uid}` and its member projections (seed, tests). */
  save(uid: string, user: NewUser, now: Date): Promise<void>;
  /**
   * Reads the user in a transaction, lets `decide` (the service's rules) return the change, or
   * null for none, and writes it with its activity entries. NOT_FOUND for an unknown user.
   * Every change to a user goes through here, so member projections are always derived from
   * the user document read in the same transaction, never from a copy read earlier.
   */
  mutate(
    uid: string,
    options: { readonly actor: PersonRef; readonly now: Date; readonly managerChecks?: string[] },
    decide: (state: UserState & { readonly user: User }) => UserChange | null,
  ): Promise<User>;
}

export function createUsersRepository(db: Firestore): UsersRepository {
  const users = usersCollection(db);
  return {
    async findById(uid) {
      const snapshot = await userRef(db, uid).get();
      return snapshot.exists ? toUser(uid, snapshot.data()) : null;
    },
    async findByEmail(email) {
      const snapshot = await users.where('email', '==', email).limit(1).get();
      const doc = snapshot.docs[0];
      return doc ? toUser(doc.id, doc.data()) : null;
    },
    async findByEmails(emails) {
      const found = new Map<string, User>();
      const slices = chunk([...new Set(emails)], IN_QUERY_LIMIT);
      const snapshots = await Promise.all(
        slices.map((slice) => users.where('email', 'in', slice).get()),
      );
      for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
        const user = toUser(doc.id, doc.data());
        found.set(user.email, user);
      }
      return found;
    },
    async list({ offset, limit, keyword }) {
      const filtered = keyword ? users.where('keywords', 'array-contains', keyword) : users;
      const [page, count] = await Promise.all([
        filtered.orderBy('email').offset(offset).limit(limit).get(),
        filtered.count().get(),
      ]);
      return {
        users: page.docs.map((doc) => toUser(doc.id, doc.data())),
        total: count.data().count,
      };
    },
    async save(uid, user, now) {
      const batch = db.batch();
      writeNewUser(batch, db, uid, user, now);
      await batch.commit();
    },
    async mutate(uid, options, decide) {
      return db.runTransaction(async (tx) => {
        const state = await readUserState(tx, db, uid, options.managerChecks);
        const before = state.user;
        if (!before) throw notFound('User not found');
        const change = decide({ ...state, user: before });
        if (!change) return before;
        await applyUserChange(tx, db, uid, before, change, options.actor, options.now);
        return { _id: uid, ...change.next };
      });
    },
  };
}
