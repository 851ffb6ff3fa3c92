import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { appError, invalidField, notFound } from '../../core/errors.js';
import { chunk } from '../../core/firestore-values.js';
import { personRefOf } from '../../core/person-ref.js';
import { writeActivity } from '../../db/activity-writer.js';
import type { ActivityDraft } from '../../db/activity-document.js';
import { collectRef, memberRef, remindersCollection, userGroupRef } from '../../db/collections.js';
import { createModelReader } from '../../db/model-reader.js';
import { assertProgramsOpen } from '../../db/program-guard.js';
import { reminderContentData, toStoredReminder } from '../../db/reminder-document.js';
import type { ReminderContent, StoredReminder } from '../../db/reminder-document.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import { REMINDERS_PER_PROGRAM_MAX } from '../../shared/contract/reminder.schema.js';

/** Who writes a reminder and when, and the log entry that goes with the change. */
export interface ReminderLog {
  readonly actor: PersonRef;
  readonly now: Date;
  readonly describe: (reminder: StoredReminder) => ActivityDraft;
}

export interface RemindersRepository {
  /** Every reminder of the program, oldest first (the service orders them for the screen). */
  list(programId: string): Promise<StoredReminder[]>;
  find(programId: string, reminderId: string): Promise<StoredReminder | null>;
  /** The members among `uids` (named as the log names people); those who left are absent. */
  people(programId: string, uids: readonly string[]): Promise<Map<string, PersonRef>>;
  /** 400 naming the first id that is not a member, group or collect of the program. */
  checkReferences(programId: string, content: ReminderContent): Promise<void>;
  create(
    programId: string,
    content: ReminderContent,
    nextRunAt: Date | null,
    log: ReminderLog,
  ): Promise<StoredReminder>;
  update(
    programId: string,
    reminderId: string,
    content: ReminderContent,
    nextRunAt: Date | null,
    log: ReminderLog,
  ): Promise<StoredReminder>;
  delete(programId: string, reminderId: string, log: ReminderLog): Promise<void>;
}

export function createRemindersRepository(db: Firestore): RemindersRepository {
  const findModel = createModelReader(db);
  const refOf = (programId: string, reminderId: string) =>
    remindersCollection(db, programId).doc(reminderId);

  const readReminder = async (tx: Transaction, programId: string, reminderId: string) => {
    const snapshot = await tx.get(refOf(programId, reminderId));
    if (!snapshot.exists) throw notFound('Reminder not found');
    return toStoredReminder(snapshot);
  };

  /** The index of the first missing document among `refs`, or -1. */
  const firstMissing = async (refs: ReturnType<typeof memberRef>[]) => {
    for (const [part, refsPart] of chunk(refs, 100).entries()) {
      const snapshots = await db.getAll(...refsPart, { fieldMask: [] });
      const missing = snapshots.findIndex((snapshot) => !snapshot.exists);
      if (missing >= 0) return part * 100 + missing;
    }
    return -1;
  };

  const checkFigures = async (programId: string, content: ReminderContent) => {
    const { figures } = content;
    if (!figures) return;
    const collect = await collectRef(db, programId, figures.collect_id).get();
    if (!collect.exists) {
      throw invalidField('figures.collect_id', 'Not a collect of this program');
    }
    if (figures.missing_field === null) return;
    const modelId: unknown = collect.get('model_id');
    const model = typeof modelId === 'string' ? await findModel(modelId) : null;
    if (!model?.fields.some((field) => field.variable === figures.missing_field)) {
      throw invalidField('figures.missing_field', 'Not a field of the collect’s model');
    }
  };

  return {
    async list(programId) {
      const snapshot = await remindersCollection(db, programId)
        .orderBy('created_at')
        .limit(REMINDERS_PER_PROGRAM_MAX)
        .get();
      return snapshot.docs.map(toStoredReminder);
    },
    async find(programId, reminderId) {
      const snapshot = await refOf(programId, reminderId).get();
      return snapshot.exists ? toStoredReminder(snapshot) : null;
    },
    async people(programId, uids) {
      const people = new Map<string, PersonRef>();
      for (const part of chunk([...new Set(uids)], 100)) {
        const snapshots = await db.getAll(...part.map((uid) => memberRef(db, programId, uid)), {
          fieldMask: ['email', 'first_name', 'last_name'],
        });
        for (const snapshot of snapshots) {
          if (!snapshot.exists) continue;
          const text = (key: string) => {
            const value: unknown = snapshot.get(key);
            return typeof value === 'string' ? value : '';
          };
          const person = {
            email: text('email'),
            first_name: text('first_name'),
            last_name: text('last_name'),
          };
          people.set(snapshot.id, personRefOf({ _id: snapshot.id, ...person }));
        }
      }
      return people;
    },
    async checkReferences(programId, content) {
      const { user_ids, user_group_ids, collect_ids } = content.recipients;
      const kinds = [
        {
          path: 'recipients.user_ids',
          ids: user_ids,
          ref: (id: string) => memberRef(db, programId, id),
          message: 'Not a member of this program',
        },
        {
          path: 'recipients.user_group_ids',
          ids: user_group_ids,
          ref: (id: string) => userGroupRef(db, programId, id),
          message: 'Not a user group of this program',
        },
        {
          path: 'recipients.collect_ids',
          ids: collect_ids,
          ref: (id: string) => collectRef(db, programId, id),
          message: 'Not a collect of this program',
        },
      ];
      for (const kind of kinds) {
        if (kind.ids.length === 0) continue;
        const missing = await firstMissing(kind.ids.map(kind.ref));
        if (missing >= 0) throw invalidField(`${kind.path}.${missing}`, kind.message);
      }
      await checkFigures(programId, content);
    },
    async create(programId, content, nextRunAt, log) {
      const ref = remindersCollection(db, programId).doc();
      // A soft cap, counted before the transaction: it bounds the list, not a quota.
      const existing = await remindersCollection(db, programId).count().get();
      if (existing.data().count >= REMINDERS_PER_PROGRAM_MAX) {
        throw appError(
          'CONFLICT',
          `A program holds at most ${REMINDERS_PER_PROGRAM_MAX} reminders`,
        );
      }
      return db.runTransaction(async (tx) => {
        await assertProgramsOpen(tx, db, [programId]);
        tx.create(ref, {
          ...reminderContentData(content, nextRunAt),
          last_sent_at: null,
          last_sent_count: 0,
          created_by: { ...log.actor },
          created_at: log.now,
          updated_at: log.now,
        });
        const reminder: StoredReminder = {
          ...content,
          id: ref.id,
          programId,
          nextRunAt,
          lastSentAt: null,
          lastSentCount: 0,
          createdBy: log.actor,
          createdAt: log.now,
          updatedAt: log.now,
        };
        writeActivity(tx, db, log.actor, log.describe(reminder), log.now);
        return reminder;
      });
    },
    async update(programId, reminderId, content, nextRunAt, log) {
      return db.runTransaction(async (tx) => {
        await assertProgramsOpen(tx, db, [programId]);
        const before = await readReminder(tx, programId, reminderId);
        tx.update(refOf(programId, reminderId), {
          ...reminderContentData(content, nextRunAt),
          updated_at: log.now,
        });
        const reminder: StoredReminder = { ...before, ...content, nextRunAt, updatedAt: log.now };
        writeActivity(tx, db, log.actor, log.describe(reminder), log.now);
        return reminder;
      });
    },
    async delete(programId, reminderId, log) {
      await db.runTransaction(async (tx) => {
        await assertProgramsOpen(tx, db, [programId]);
        const reminder = await readReminder(tx, programId, reminderId);
        tx.delete(refOf(programId, reminderId));
        writeActivity(tx, db, log.actor, log.describe(reminder), log.now);
      });
    },
  };
}
