import type { Firestore, Query } from 'firebase-admin/firestore';
import type { Member } from '../../shared/contract/member.schema.js';
import { memberRef, membersCollection } from '../../db/collections.js';
import { toMember } from '../../db/member-projection.js';

export interface MemberListOptions {
  readonly offset: number;
  readonly limit: number;
  readonly keyword: string | null;
  readonly groupId?: string | undefined;
}

export interface MembersRepository {
  /** Sorted by e-mail, with the total for the same filters. */
  list(
    programId: string,
    options: MemberListOptions,
  ): Promise<{ members: Member[]; total: number }>;
  find(programId: string, uid: string): Promise<Member | null>;
  /** Which of `uids` are members of the program. */
  existing(programId: string, uids: readonly string[]): Promise<Set<string>>;
}

export function createMembersRepository(db: Firestore): MembersRepository {
  const membersOf = (programId: string) => membersCollection(db, programId);

  const page = async (query: Query, offset: number, limit: number) => {
    const [snapshot, count] = await Promise.all([
      query.orderBy('email').offset(offset).limit(limit).get(),
      query.count().get(),
    ]);
    return { members: snapshot.docs.map(toMember), total: count.data().count };
  };

  return {
    async list(programId, { offset, limit, keyword, groupId }) {
      const members = membersOf(programId);
      if (!groupId) {
        const query = keyword ? members.where('keywords', 'array-contains', keyword) : members;
        return page(query, offset, limit);
      }
      const inGroup = members.where('user_group_ids', 'array-contains', groupId);
      if (!keyword) return page(inGroup, offset, limit);
      // Firestore allows one array-contains per query: a search inside a group reads the
      // group's members (bounded by USER_GROUP_MEMBERS_MAX) and filters them here.
      const all = await inGroup.orderBy('email').select('keywords').get();
      const matching = all.docs.filter((doc) => {
        const keywords: unknown = doc.get('keywords');
        return Array.isArray(keywords) && keywords.includes(keyword);
      });
      const slice = matching.slice(offset, offset + limit);
      const full = slice.length ? await db.getAll(...slice.map((doc) => doc.ref)) : [];
      return { members: full.filter((s) => s.exists).map(toMember), total: matching.length };
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
