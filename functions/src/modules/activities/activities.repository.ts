import type { Firestore } from 'firebase-admin/firestore';
import { toActivity } from '../../db/activity-document.js';
import { activitiesCollection } from '../../db/collections.js';
import type { Activity } from '../../shared/contract/activity.schema.js';

export interface ActivityPage {
  readonly activities: Activity[];
  readonly total: number;
  readonly nextCursor: string | null;
}

/** Reads a program's log; entries are written with the changes they describe (db/activity-writer). */
export interface ActivitiesRepository {
  /** Newest first: after the `cursor` entry when given, else from `offset`. */
  list(
    programId: string,
    options: { offset: number; limit: number; cursor?: string | undefined },
  ): Promise<ActivityPage | null>;
}

export function createActivitiesRepository(db: Firestore): ActivitiesRepository {
  return {
    async list(programId, { offset, limit, cursor }) {
      const activities = activitiesCollection(db, programId);
      let query = activities.orderBy('created_at', 'desc');
      if (cursor) {
        const after = await activities.doc(cursor).get();
        // An unknown cursor (deleted entry, another program's id) is a bad request.
        if (!after.exists) return null;
        query = query.startAfter(after);
      } else if (offset > 0) {
        query = query.offset(offset);
      }
      // In cursor mode one extra entry tells whether more follow; pages know it from the count.
      const extra = cursor ? 1 : 0;
      const [snapshot, count] = await Promise.all([
        query.limit(limit + extra).get(),
        activities.count().get(),
      ]);
      const total = count.data().count;
      const docs = snapshot.docs.slice(0, limit);
      const hasMore = cursor ? snapshot.docs.length > limit : offset + docs.length < total;
      const last = docs.at(-1);
      return {
        activities: docs.map((doc) => toActivity(programId, doc)),
        total,
        nextCursor: hasMore && last ? last.id : null,
      };
    },
  };
}
