import type { Reminder, ReminderInput } from '@shared/contract/reminder.schema';
import {
  REMINDER_MESSAGE_MAX,
  REMINDER_SUBJECT_MAX,
  TIME_OF_DAY_PATTERN,
} from '@shared/contract/reminder.schema';
import { z } from 'zod/mini';

// The reminder form's values and checks. Messages are keys of `reminders:form.errors`; the
// server checks again (and names members, groups and collects that are not the program's).

export const reminderFormSchema = z
  .object({
    frequency: z.enum(['WEEKLY', 'MONTHLY']),
    /** Chip values are strings: '0' (Sunday) … '6'. */
    days_of_week: z.array(z.string()),
    day_of_month: z.string(),
    time: z.string().check(z.regex(TIME_OF_DAY_PATTERN, 'time')),
    time_zone: z.string().check(z.minLength(1, 'time_zone')),
    user_ids: z.array(z.string()),
    user_group_ids: z.array(z.string()),
    collect_ids: z.array(z.string()),
    subject: z
      .string()
      .check(z.trim(), z.minLength(1, 'subject'), z.maxLength(REMINDER_SUBJECT_MAX, 'subjectLong')),
    message: z
      .string()
      .check(z.trim(), z.minLength(1, 'message'), z.maxLength(REMINDER_MESSAGE_MAX, 'messageLong')),
    active: z.boolean(),
    figures_collect_id: z.string(),
    figures_missing_field: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.frequency === 'WEEKLY' && values.days_of_week.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['days_of_week'], message: 'days_of_week' });
      }
      if (values.frequency === 'MONTHLY' && values.day_of_month === '') {
        ctx.addIssue({ code: 'custom', path: ['day_of_month'], message: 'day_of_month' });
      }
      const chosen =
        values.user_ids.length + values.user_group_ids.length + values.collect_ids.length;
      if (chosen === 0) {
        ctx.addIssue({ code: 'custom', path: ['user_ids'], message: 'recipients' });
      }
    }),
  );

export type ReminderFormValues = z.infer<typeof reminderFormSchema>;
export type ReminderFormField = keyof ReminderFormValues;

/** The zone the viewer's device is set to, the default of a new reminder. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function reminderFormDefaults(reminder?: Reminder): ReminderFormValues {
  if (!reminder) {
    return {
      frequency: 'WEEKLY',
      days_of_week: ['1'],
      day_of_month: '1',
      time: '09:00',
      time_zone: deviceTimeZone(),
      user_ids: [],
      user_group_ids: [],
      collect_ids: [],
      subject: '',
      message: '',
      active: true,
      figures_collect_id: '',
      figures_missing_field: '',
    };
  }
  return {
    frequency: reminder.frequency,
    days_of_week: reminder.days_of_week.map(String),
    day_of_month: reminder.day_of_month === null ? '1' : String(reminder.day_of_month),
    time: reminder.time,
    time_zone: reminder.time_zone,
    user_ids: [...reminder.recipients.user_ids],
    user_group_ids: [...reminder.recipients.user_group_ids],
    collect_ids: [...reminder.recipients.collect_ids],
    subject: reminder.subject,
    message: reminder.message,
    active: reminder.active,
    figures_collect_id: reminder.figures?.collect_id ?? '',
    figures_missing_field: reminder.figures?.missing_field ?? '',
  };
}

/** What the API is sent: only the chosen frequency's day fields. */
export function reminderRequestOf(values: ReminderFormValues): ReminderInput {
  const weekly = values.frequency === 'WEEKLY';
  return {
    frequency: values.frequency,
    days_of_week: weekly ? values.days_of_week.map(Number).sort((a, b) => a - b) : [],
    day_of_month: weekly ? null : Number(values.day_of_month),
    time: values.time,
    time_zone: values.time_zone,
    recipients: {
      user_ids: values.user_ids,
      user_group_ids: values.user_group_ids,
      collect_ids: values.collect_ids,
    },
    subject: values.subject.trim(),
    message: values.message.trim(),
    active: values.active,
    figures: values.figures_collect_id
      ? {
          collect_id: values.figures_collect_id,
          missing_field: values.figures_missing_field || null,
        }
      : null,
  };
}

/** The form field an API issue path belongs to (`recipients.user_ids.2` → `user_ids`). */
export function formFieldOf(path: string): ReminderFormField | null {
  if (path.startsWith('recipients.user_group_ids')) return 'user_group_ids';
  if (path.startsWith('recipients.collect_ids')) return 'collect_ids';
  if (path.startsWith('recipients')) return 'user_ids';
  if (path.startsWith('figures.missing_field')) return 'figures_missing_field';
  if (path.startsWith('figures')) return 'figures_collect_id';
  const field = path.split('.')[0];
  const known: readonly string[] = Object.keys(reminderFormSchema.shape);
  return field && known.includes(field) ? (field as ReminderFormField) : null;
}
