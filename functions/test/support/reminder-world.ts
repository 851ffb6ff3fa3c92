import type { Firestore } from 'firebase-admin/firestore';
import {
  programRef,
  remindersCollection,
  userGroupRef,
  usersCollection,
} from '../../src/db/collections.js';
import { reminderContentData } from '../../src/db/reminder-document.js';
import type { ReminderContent } from '../../src/db/reminder-document.js';

// A program whose user group holds many people, and a reminder to that group already due: the
// setting of the 1,000-recipient idempotency test and of `npm run bench:reminder`. Users are
// written in their stored shape (no Auth identities: the run reads `users/{uid}` only).

export interface ReminderWorld {
  readonly programId: string;
  readonly groupId: string;
  readonly reminderId: string;
  readonly occurrence: Date;
  readonly uids: readonly string[];
}

export async function buildReminderWorld(
  db: Firestore,
  options: { recipients: number; prefix: string; occurrence: Date },
): Promise<ReminderWorld> {
  const programId = `${options.prefix}-program`;
  const groupId = `${options.prefix}-group`;
  const now = new Date(options.occurrence.getTime() - 86_400_000);
  await programRef(db, programId).set({ name: 'Reminder load', status: 'ACTIVE', created_at: now });
  const uids = Array.from(
    { length: options.recipients },
    (_, index) => `${options.prefix}-user-${String(index).padStart(5, '0')}`,
  );
  for (let from = 0; from < uids.length; from += 400) {
    const batch = db.batch();
    for (const [offset, uid] of uids.slice(from, from + 400).entries()) {
      batch.set(usersCollection(db).doc(uid), {
        email: `${uid}@load.rainbow.dev`,
        first_name: `Person ${from + offset}`,
        last_name: 'Load',
        level: 'REGULAR_USER',
        status: 'ACTIVE',
        roles: [{ program_id: programId, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c' }],
        program_ids: [programId],
        // Every other person reads French.
        locale: (from + offset) % 2 === 0 ? 'en' : 'fr',
      });
    }
    await batch.commit();
  }
  await userGroupRef(db, programId, groupId).set({
    name: { en: 'Everyone', fr: 'Tout le monde' },
    parent_id: null,
    member_ids: uids,
  });
  const content: ReminderContent = {
    frequency: 'WEEKLY',
    days_of_week: [options.occurrence.getUTCDay()],
    day_of_month: null,
    time: options.occurrence.toISOString().slice(11, 16),
    time_zone: 'UTC',
    recipients: { user_ids: [], user_group_ids: [groupId], collect_ids: [] },
    subject: `Load reminder ${options.prefix}`,
    message: 'Please complete your records.',
    active: true,
    figures: null,
  };
  const reminder = remindersCollection(db, programId).doc();
  await reminder.set({
    ...reminderContentData(content, options.occurrence),
    last_sent_at: null,
    last_sent_count: 0,
    created_by: { _id: 'load', name: 'Load', email: 'load@rainbow.dev' },
    created_at: now,
    updated_at: now,
  });
  return { programId, groupId, reminderId: reminder.id, occurrence: options.occurrence, uids };
}

/** Every mail document of the project: the world's project holds the run's mails only. */
export async function mailCount(db: Firestore): Promise<number> {
  return (await db.collection('mail').count().get()).data().count;
}
