import type { Firestore, Query } from 'firebase-admin/firestore';
import { membersCollection } from '../../db/collections.js';
import { toMember } from '../../db/member-projection.js';
import type { CollectContributor } from '../../shared/contract/collect.schema.js';

// The members whose contributor roles name a collect. A member projection lists its roles in
// the program as `{ role, collect_id }` maps, so one `array-contains-any` on both contributor
// roles of the collect finds them with the single-field index.

const CONTRIBUTOR_ROLES = ['COLLECT_SINGLE_CONTRIBUTOR', 'COLLECT_BULK_CONTRIBUTOR'] as const;

export function contributorsQuery(db: Firestore, programId: string, collectId: string): Query {
  return membersCollection(db, programId).where(
    'roles',
    'array-contains-any',
    CONTRIBUTOR_ROLES.map((role) => ({ role, collect_id: collectId })),
  );
}

/** Sorted by e-mail; a member holding both roles shows the stronger one (bulk). */
export async function listContributors(
  db: Firestore,
  programId: string,
  collectId: string,
): Promise<CollectContributor[]> {
  const snapshot = await contributorsQuery(db, programId, collectId).get();
  return snapshot.docs
    .map((doc) => {
      const member = toMember(doc);
      const roles = member.roles.filter((grant) => grant.collect_id === collectId);
      const bulk = roles.some((grant) => grant.role === 'COLLECT_BULK_CONTRIBUTOR');
      return {
        _id: member.user_id,
        email: member.email,
        first_name: member.first_name,
        last_name: member.last_name,
        role: bulk
          ? ('COLLECT_BULK_CONTRIBUTOR' as const)
          : ('COLLECT_SINGLE_CONTRIBUTOR' as const),
      };
    })
    .sort((a, b) => a.email.localeCompare(b.email) || a._id.localeCompare(b._id));
}
