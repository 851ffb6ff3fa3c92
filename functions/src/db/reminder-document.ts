import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import type { ReminderSchedule } from '../core/schedule/next-occurrence.js';
import { personRefSchema } from '../shared/contract/invitation.schema.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import { REMINDER_FREQUENCIES } from '../shared/contract/reminder.schema.js';
import type { ReminderRequest } from '../shared/contract/reminder.schema.js';

// `programs/{p}/reminders/{id}`: the reminder as requested (frequency, days_of_week,
// day_of_month, time, time_zone, recipients, subject, message, active, figures), plus
// next_run_at (UTC; null while inactive, so that the due query's range skips it), last_sent_at,
// last_sent_count, created_by, created_at, updated_at. Written by
// modules/reminders/reminders.repository.ts (the API's writes) and reminder-run.repository.ts
// (which only advances next_run_at / last_sent_* after a send).

export const REMINDER_NEXT_RUN = 'next_run_at';

const idsSchema = z.array(z.string()).default([]);

const storedReminderSchema = z.object({
  frequency: z.enum(REMINDER_FREQUENCIES),
  days_of_week: z.array(z.number().int()).default([]),
  day_of_month: z.number().int().nullable().default(null),
  time: z.string(),
  time_zone: z.string(),
  recipients: z.object({
    user_ids: idsSchema,
    user_group_ids: idsSchema,
    collect_ids: idsSchema,
  }),
  subject: z.string(),
  message: z.string(),
  active: z.boolean(),
  figures: z
    .object({ collect_id: z.string(), missing_field: z.string().nullable().default(null) })
    .nullable()
    .default(null),
  next_run_at: storedDateSchema.nullable().default(null),
  last_sent_at: storedDateSchema.nullable().default(null),
  last_sent_count: z.number().int().default(0),
  created_by: personRefSchema,
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
});

/** What a reminder says: the request as validated, days sorted and fields of the other frequency cleared. */
export type ReminderContent = ReminderRequest;

export interface StoredReminder extends ReminderContent {
  readonly id: string;
  readonly programId: string;
  readonly nextRunAt: Date | null;
  readonly lastSentAt: Date | null;
  readonly lastSentCount: number;
  readonly createdBy: PersonRef;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export function toStoredReminder(snapshot: DocumentSnapshot): StoredReminder {
  const stored = storedReminderSchema.parse(snapshot.data());
  return {
    id: snapshot.id,
    programId: snapshot.ref.parent.parent?.id ?? '',
    frequency: stored.frequency,
    days_of_week: stored.days_of_week,
    day_of_month: stored.day_of_month,
    time: stored.time,
    time_zone: stored.time_zone,
    recipients: stored.recipients,
    subject: stored.subject,
    message: stored.message,
    active: stored.active,
    figures: stored.figures,
    nextRunAt: stored.next_run_at,
    lastSentAt: stored.last_sent_at,
    lastSentCount: stored.last_sent_count,
    createdBy: stored.created_by,
    createdAt: stored.created_at,
    updatedAt: stored.updated_at,
  };
}

/** The request in its stored form: only the chosen frequency's day fields are kept. */
export function normalizedContent(input: ReminderRequest): ReminderContent {
  const weekly = input.frequency === 'WEEKLY';
  return {
    ...input,
    days_of_week: weekly ? [...input.days_of_week].sort((a, b) => a - b) : [],
    day_of_month: weekly ? null : input.day_of_month,
  };
}

/** The schedule core/schedule computes the next send from. */
export function scheduleOf(content: ReminderContent): ReminderSchedule {
  return content.frequency === 'WEEKLY'
    ? {
        frequency: 'WEEKLY',
        daysOfWeek: content.days_of_week,
        time: content.time,
        timeZone: content.time_zone,
      }
    : {
        frequency: 'MONTHLY',
        dayOfMonth: content.day_of_month ?? 1,
        time: content.time,
        timeZone: content.time_zone,
      };
}

/** The fields a write sets from the content (the caller adds dates and who). */
export function reminderContentData(content: ReminderContent, nextRunAt: Date | null) {
  return {
    frequency: content.frequency,
    days_of_week: [...content.days_of_week],
    day_of_month: content.day_of_month,
    time: content.time,
    time_zone: content.time_zone,
    recipients: {
      user_ids: [...content.recipients.user_ids],
      user_group_ids: [...content.recipients.user_group_ids],
      collect_ids: [...content.recipients.collect_ids],
    },
    subject: content.subject,
    message: content.message,
    active: content.active,
    figures: content.figures ? { ...content.figures } : null,
    [REMINDER_NEXT_RUN]: nextRunAt,
  };
}
