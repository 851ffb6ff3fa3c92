import type { Firestore } from 'firebase-admin/firestore';
import { notFound } from '../../core/errors.js';
import { chunk, IN_QUERY_LIMIT } from '../../core/firestore-values.js';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { User } from '../../shared/contract/user.schema.js';
import { userRef, usersCollection } from '../../db/collections.js';
import { readPage } from '../../db/cursor-page.js';
import type { SortField } from '../../db/cursor-page.js';
import { toUser } from '../../db/user-document.js';
import type { NewUser } from '../../db/user-document.js';
import {
  applyUserChange,
  readUserState,
  removeStaleMember,
  writeNewUser,
  writeUserLocale,
} from '../../db/user-writer.js';
import type { UserChange, UserState } from '../../db/user-writer.js';

export type UserNames = Partial<Pick<User, 'first_name' | 'last_name'>>;

export interface UserListOptions {
  readonly keyword: string | null;
}

const BY_EMAIL: readonly SortField[] = [{ field: 'email', direction: 'asc', kind: 'string' }];

export interface UsersRepository {
  findById(uid: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** Users by e-mail, looked up 30 addresses per `in` query. */
  findByEmails(emails: readonly string[]): Promise<Map<string, User>>;
  /** Sorted by e-mail; `keyword` matches a prefix of a name or of the e-mail. */
  list(options: UserListOptions, request: PageRequest): Promise<CursorPage<User>>;
  /** Creates or replaces `users/{uid}` and its member projections (seed, tests). */
  save(uid: string, user: NewUser, now: Date): Promise<void>;
  /** Stores the language of the e-mails sent to the user. */
  setLocale(uid: string, locale: Locale, now: Date): Promise<void>;
  /** Deletes a leftover member document of a user without a role there (see db/user-writer). */
  removeStaleMember(programId: string, uid: string, now: Date): Promise<boolean>;
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
    list({ keyword }, request) {
      const filtered = keyword ? users.where('keywords', 'array-contains', keyword) : users;
      return readPage(filtered, BY_EMAIL, request, (doc) => toUser(doc.id, doc.data()));
    },
    async save(uid, user, now) {
      const batch = db.batch();
      writeNewUser(batch, db, uid, user, now);
      await batch.commit();
    },
    setLocale: (uid, locale, now) => writeUserLocale(db, uid, locale, now),
    removeStaleMember: (programId, uid, now) => removeStaleMember(db, programId, uid, now),
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
