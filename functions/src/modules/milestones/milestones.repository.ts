import type { Firestore } from 'firebase-admin/firestore';
import { notFound } from '../../core/errors.js';
import { writeActivity } from '../../db/activity-writer.js';
import { milestonesCollection } from '../../db/collections.js';
import { toMilestone, toMilestoneData } from '../../db/milestone-document.js';
import type { MilestoneData } from '../../db/milestone-document.js';
import { assertProgramsOpen } from '../../db/program-guard.js';
import type { ActivityAction } from '../../shared/contract/activity.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { Milestone } from '../../shared/contract/milestone.schema.js';
import { MILESTONES_MAX } from '../../shared/contract/milestone.schema.js';

/** Who changes a milestone and when: each write adds its activity entry in its transaction. */
export interface MilestoneLog {
  readonly actor: PersonRef;
  readonly now: Date;
  readonly locale: Locale;
}

export interface MilestonesRepository {
  /** By date, then English title. */
  list(programId: string, locale: Locale): Promise<Milestone[]>;
  count(programId: string): Promise<number>;
  create(programId: string, data: MilestoneData, log: MilestoneLog): Promise<Milestone>;
  /** `change` gets what is stored and answers what to store. */
  update(
    programId: string,
    id: string,
    change: (before: MilestoneData) => MilestoneData,
    log: MilestoneLog,
  ): Promise<Milestone>;
  delete(programId: string, id: string, log: MilestoneLog): Promise<void>;
}

export function createMilestonesRepository(db: Firestore): MilestonesRepository {
  const milestones = (programId: string) => milestonesCollection(db, programId);
  const describe = (
    programId: string,
    id: string,
    data: MilestoneData,
    action: ActivityAction,
  ) => ({
    programId,
    action,
    target: { type: 'MILESTONE' as const, _id: id, label: data.title.en },
    details: { date: data.date, completed: data.completed },
  });

  return {
    async list(programId, locale) {
      const snapshot = await milestones(programId)
        .orderBy('date')
        .orderBy('title.en')
        .limit(MILESTONES_MAX)
        .get();
      return snapshot.docs.map((doc) => toMilestone(programId, doc, locale));
    },

    async count(programId) {
      const snapshot = await milestones(programId).count().get();
      return snapshot.data().count;
    },

    async create(programId, data, log) {
      const ref = milestones(programId).doc();
      await db.runTransaction(async (tx) => {
        await assertProgramsOpen(tx, db, [programId]);
        tx.create(ref, { ...data, created_at: log.now, updated_at: log.now });
        writeActivity(
          tx,
          db,
          log.actor,
          describe(programId, ref.id, data, 'MILESTONE_CREATED'),
          log.now,
        );
      });
      return toMilestone(programId, await ref.get(), log.locale);
    },

    async update(programId, id, change, log) {
      const ref = milestones(programId).doc(id);
      await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) throw notFound('Milestone not found');
        const after = change(toMilestoneData(snapshot));
        tx.update(ref, { ...after, updated_at: log.now });
        writeActivity(
          tx,
          db,
          log.actor,
          describe(programId, id, after, 'MILESTONE_UPDATED'),
          log.now,
        );
      });
      return toMilestone(programId, await ref.get(), log.locale);
    },

    async delete(programId, id, log) {
      const ref = milestones(programId).doc(id);
      await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) throw notFound('Milestone not found');
        tx.delete(ref);
        const before = toMilestoneData(snapshot);
        writeActivity(
          tx,
          db,
          log.actor,
          describe(programId, id, before, 'MILESTONE_DELETED'),
          log.now,
        );
      });
    },
  };
}
