import type { Firestore, Query } from 'firebase-admin/firestore';
import type { CursorPage, PageRequest } from '../../core/pagination.js';
import type { Member } from '../../shared/contract/member.schema.js';
import { memberRef, membersCollection } from '../../db/collections.js';
import { readPage } from '../../db/cursor-page.js';
import type { SortField } from '../../db/cursor-page.js';
import { memberOfGroupField } from '../../db/group-membership.js';
import { toMember } from '../../db/member-projection.js';

export interface MemberListOptions {
  readonly keyword: string | null;
  readonly groupId?: string | undefined;
}

const BY_EMAIL: readonly SortField[] = [{ field: 'email', direction: 'asc', kind: 'string' }];

export interface MembersRepository {
  /**
   * Sorted by e-mail, with the total for the same filters. A search among a group's members
   * follows the members' ids instead (see list), each page sorted by e-mail.
   */
  list(
    programId: string,
    options: MemberListOptions,
    request: PageRequest,
  ): Promise<CursorPage<Member>>;
  find(programId: string, uid: string): Promise<Member | null>;
  /** Which of `uids` are members of the program. */
  existing(programId: string, uids: readonly string[]): Promise<Set<string>>;
}

export function createMembersRepository(db: Firestore): MembersRepository {
  const membersOf = (programId: string) => membersCollection(db, programId);

  return {
    async list(programId, { keyword, groupId }, request) {
      let query: Query = membersOf(programId);
      if (groupId && keyword) {
        // One array-contains per query: the group is the equality `user_groups.<id> == true`
        // beside the keyword's array-contains. Firestore serves two equality filters by
        // merging their single-field indexes, in document-id order only (an order by e-mail
        // would need a composite index per group), so this reads a page and a count like any
        // other list, and sorts the page it read.
        query = query
          .where(memberOfGroupField(groupId), '==', true)
          .where('keywords', 'array-contains', keyword);
        const page = await readPage(query, [], request, toMember);
        return { ...page, items: page.items.sort(byEmail) };
      }
      if (groupId) query = query.where('user_group_ids', 'array-contains', groupId);
      if (keyword) query = query.where('keywords', 'array-contains', keyword);
      return readPage(query, BY_EMAIL, request, toMember);
    },
    async find(programId, uid) {
      const snapshot = await memberRef(db, programId, uid).get();
      return snapshot.exists ? toMember(snapshot) : null;
    },
    async existing(programId, uids) {
      const unique = [...new Set(uids)];
      if (unique.length === 0) return new Set();
      const snapshots = await db.getAll(...unique.map((uid) => memberRef(db, programId, uid)), {
        fieldMask: [],
      });
      return new Set(snapshots.filter((s) => s.exists).map((s) => s.id));
    },
  };
}

/** Firestore's own order of strings (code units), as the other member lists are sorted. */
function byEmail(a: Member, b: Member): number {
  if (a.email === b.email) return 0;
  return a.email < b.email ? -1 : 1;
}
