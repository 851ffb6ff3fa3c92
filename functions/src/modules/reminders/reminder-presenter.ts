import type { ActivityDraft } from '../../db/activity-document.js';
import type { StoredReminder } from '../../db/reminder-document.js';
import type { ActivityAction } from '../../shared/contract/activity.schema.js';
import type { PersonRef } from '../../shared/contract/invitation.schema.js';
import type { Reminder } from '../../shared/contract/reminder.schema.js';

export type ReminderAction = Extract<ActivityAction, `REMINDER_${string}`>;

/** `people`: the named members among the reminder's user ids, by id. */
export function toReminder(
  stored: StoredReminder,
  people: ReadonlyMap<string, PersonRef>,
): Reminder {
  return {
    _id: stored.id,
    program_id: stored.programId,
    frequency: stored.frequency,
    days_of_week: [...stored.days_of_week],
    day_of_month: stored.day_of_month,
    time: stored.time,
    time_zone: stored.time_zone,
    recipients: {
      user_ids: [...stored.recipients.user_ids],
      user_group_ids: [...stored.recipients.user_group_ids],
      collect_ids: [...stored.recipients.collect_ids],
    },
    people: stored.recipients.user_ids.flatMap((uid) => {
      const person = people.get(uid);
      return person ? [person] : [];
    }),
    subject: stored.subject,
    message: stored.message,
    active: stored.active,
    figures: stored.figures ? { ...stored.figures } : null,
    next_run_at: stored.nextRunAt?.toISOString() ?? null,
    last_sent_at: stored.lastSentAt?.toISOString() ?? null,
    last_sent_count: stored.lastSentCount,
    created_by: stored.createdBy,
    created_at: stored.createdAt.toISOString(),
    updated_at: stored.updatedAt.toISOString(),
  };
}

/** The log entry of a change: the reminder by its subject, with its frequency. */
export function reminderActivity(action: ReminderAction, reminder: StoredReminder): ActivityDraft {
  return {
    programId: reminder.programId,
    action,
    target: { type: 'REMINDER', _id: reminder.id, label: reminder.subject },
    details: { frequency: reminder.frequency, active: reminder.active },
  };
}
