import { z } from 'zod/mini';
import { idSchema, isoDateSchema, isPlainText, PLAIN_TEXT_MESSAGE } from './common.schema.js';
import { personRefSchema } from './invitation.schema.js';

// Reminders (SPEC.md §6 "reminders: admin, manager", §9 "Reminder frequency"): e-mails a program
// sends on a schedule to some of its people, each in their own language.

export const REMINDER_FREQUENCIES = ['WEEKLY', 'MONTHLY'] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];

export const REMINDER_SUBJECT_MAX = 200;
export const REMINDER_MESSAGE_MAX = 5000;
/** Ids per kind of recipient; collects and groups also bound Firestore `in` queries (30). */
export const REMINDER_USERS_MAX = 500;
export const REMINDER_GROUPS_MAX = 30;
export const REMINDER_COLLECTS_MAX = 30;

/** `HH:mm`, 24-hour. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const uniqueIds = (max: number) =>
  z._default(
    z.array(idSchema).check(
      z.maxLength(max),
      z.refine((ids) => new Set(ids).size === ids.length, 'Must not repeat an id'),
    ),
    [],
  );

/** Who receives it: members by user id, user groups (with their sub-groups), collect contributors. */
export const reminderRecipientsSchema = z.object({
  user_ids: uniqueIds(REMINDER_USERS_MAX),
  user_group_ids: uniqueIds(REMINDER_GROUPS_MAX),
  collect_ids: uniqueIds(REMINDER_COLLECTS_MAX),
});
export type ReminderRecipients = z.infer<typeof reminderRecipientsSchema>;

/**
 * Each recipient's own figures, added to their e-mail: how many records of the collect their
 * attribution rules give them and, with `missing_field`, how many of those lack that field.
 */
export const reminderFiguresSchema = z.object({
  collect_id: idSchema,
  missing_field: z._default(
    z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    null,
  ),
});
export type ReminderFigures = z.infer<typeof reminderFiguresSchema>;

const plainText = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(max), z.refine(isPlainText, PLAIN_TEXT_MESSAGE));

/**
 * A reminder as created or replaced (PUT sends it whole). WEEKLY needs `days_of_week` (0 =
 * Sunday … 6), MONTHLY `day_of_month` (1–31; a shorter month sends on its last day).
 */
export const reminderInputSchema = z
  .object({
    frequency: z.enum(REMINDER_FREQUENCIES),
    days_of_week: z._default(
      z.array(z.number().check(z.int(), z.minimum(0), z.maximum(6))).check(
        z.maxLength(7),
        z.refine((days) => new Set(days).size === days.length, 'Must not repeat a day'),
      ),
      [],
    ),
    day_of_month: z._default(
      z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(31))),
      null,
    ),
    time: z.string().check(z.regex(TIME_OF_DAY_PATTERN, 'Must be a time of day, HH:mm')),
    time_zone: z
      .string()
      .check(z.minLength(1), z.maxLength(64), z.refine(isTimeZone, 'Must be an IANA time zone')),
    recipients: reminderRecipientsSchema,
    subject: plainText(REMINDER_SUBJECT_MAX),
    message: z.string().check(z.trim(), z.minLength(1), z.maxLength(REMINDER_MESSAGE_MAX)),
    active: z._default(z.boolean(), true),
    figures: z._default(z.nullable(reminderFiguresSchema), null),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.frequency === 'WEEKLY' && input.days_of_week.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['days_of_week'],
          message: 'A weekly reminder needs one day or more',
        });
      }
      if (input.frequency === 'MONTHLY' && input.day_of_month === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['day_of_month'],
          message: 'A monthly reminder needs its day of the month',
        });
      }
      const { user_ids, user_group_ids, collect_ids } = input.recipients;
      if (user_ids.length + user_group_ids.length + collect_ids.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'Choose who receives it' });
      }
    }),
  );
export type ReminderInput = z.input<typeof reminderInputSchema>;
export type ReminderRequest = z.output<typeof reminderInputSchema>;

export const reminderSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  frequency: z.enum(REMINDER_FREQUENCIES),
  /** WEEKLY: the days, sorted; MONTHLY: empty. */
  days_of_week: z.array(z.number().check(z.int())),
  /** MONTHLY: the day; WEEKLY: null. */
  day_of_month: z.nullable(z.number().check(z.int())),
  time: z.string(),
  time_zone: z.string(),
  recipients: z.object({
    user_ids: z.array(z.string()),
    user_group_ids: z.array(z.string()),
    collect_ids: z.array(z.string()),
  }),
  /** The members of `recipients.user_ids` still in the program, named for the screen. */
  people: z.array(personRefSchema),
  subject: z.string(),
  message: z.string(),
  active: z.boolean(),
  figures: z.nullable(z.object({ collect_id: z.string(), missing_field: z.nullable(z.string()) })),
  /** The next send, in UTC; null while inactive. */
  next_run_at: z.nullable(isoDateSchema),
  last_sent_at: z.nullable(isoDateSchema),
  /** E-mails written by the last send. */
  last_sent_count: z.number().check(z.int(), z.minimum(0)),
  created_by: personRefSchema,
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderResponseSchema = z.object({ reminder: reminderSchema });
export type ReminderResponse = z.infer<typeof reminderResponseSchema>;

export const remindersResponseSchema = z.object({ reminders: z.array(reminderSchema) });
export type RemindersResponse = z.infer<typeof remindersResponseSchema>;

/** A test send: the reminder as the caller would receive it, to the caller only. */
export const reminderTestResponseSchema = z.object({ mail_id: z.string(), to: z.string() });
export type ReminderTestResponse = z.infer<typeof reminderTestResponseSchema>;

/** Reminders a program may hold; the list answers them all. */
export const REMINDERS_PER_PROGRAM_MAX = 100;
