import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { DocumentWriter } from '../../core/firestore-values.js';
import { storedDateSchema } from '../../core/firestore-values.js';
import { ACTIVITY_ACTIONS, ACTIVITY_TARGET_TYPES } from '../../shared/constants.js';
import type { Activity } from '../../shared/contract/activity.schema.js';
import { activityDetailValueSchema } from '../../shared/contract/activity.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { ActivityDraft } from './activity-draft.js';

export const ACTIVITIES = 'activities';

const storedActivitySchema = z.object({
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  action: z.enum(ACTIVITY_ACTIONS),
  target: z.object({ type: z.enum(ACTIVITY_TARGET_TYPES), _id: z.string(), label: z.string() }),
  details: z.record(z.string(), activityDetailValueSchema).optional(),
  created_at: storedDateSchema,
});

/**
 * Adds an entry to `programs/{id}/activities` within the caller's transaction or batch, so the
 * log and the change it describes are written together or not at all.
 */
export function writeActivity(
  writer: DocumentWriter,
  db: Firestore,
  actor: PersonRef,
  draft: ActivityDraft,
  now: Date,
): void {
  const ref = db.collection('programs').doc(draft.programId).collection(ACTIVITIES).doc();
  writer.set(ref, {
    actor: { _id: actor._id, name: actor.name, email: actor.email },
    action: draft.action,
    target: { ...draft.target },
    ...(draft.details ? { details: { ...draft.details } } : {}),
    created_at: now,
  });
}

export interface ActivityPage {
  readonly activities: Activity[];
  readonly total: number;
  readonly nextCursor: string | null;
}

export interface ActivitiesRepository {
  /** Records entries in one batch, for changes that are not a transaction of their own. */
  record(actor: PersonRef, drafts: readonly ActivityDraft[], now: Date): Promise<void>;
  /** Newest first: after the `cursor` entry when given, else from `offset`. */
  list(
    programId: string,
    options: { offset: number; limit: number; cursor?: string | undefined },
  ): Promise<ActivityPage | null>;
}

export function createActivitiesRepository(db: Firestore): ActivitiesRepository {
  const collectionOf = (programId: string) =>
    db.collection('programs').doc(programId).collection(ACTIVITIES);
  return {
    async record(actor, drafts, now) {
      if (drafts.length === 0) return;
      const batch = db.batch();
      for (const draft of drafts) writeActivity(batch, db, actor, draft, now);
      await batch.commit();
    },
    async list(programId, { offset, limit, cursor }) {
      const activities = collectionOf(programId);
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

function toActivity(programId: string, snapshot: DocumentSnapshot): Activity {
  const stored = storedActivitySchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    program_id: programId,
    actor: stored.actor,
    action: stored.action,
    target: stored.target,
    ...(stored.details ? { details: stored.details } : {}),
    created_at: stored.created_at.toISOString(),
  };
}
