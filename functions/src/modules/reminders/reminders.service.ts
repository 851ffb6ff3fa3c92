import type { Clock } from '../../core/clock.js';
import { forbidden, notFound } from '../../core/errors.js';
import type { Mailer } from '../../core/mail/mailer.js';
import { actorOf } from '../../core/person-ref.js';
import { nextOccurrence } from '../../core/schedule/next-occurrence.js';
import { normalizedContent, scheduleOf } from '../../db/reminder-document.js';
import type { ReminderContent, StoredReminder } from '../../db/reminder-document.js';
import type { CurrentUser } from '../../http/request-context.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type {
  Reminder,
  ReminderRequest,
  RemindersResponse,
  ReminderTestResponse,
} from '../../shared/contract/reminder.schema.js';
import { can } from '../../shared/permissions/abilities.js';
import { reminderMail } from './reminder-mail.js';
import { reminderActivity, toReminder } from './reminder-presenter.js';
import type { ReminderAction } from './reminder-presenter.js';
import type { ReminderRunRepository } from './reminder-run.repository.js';
import type { ReminderLog, RemindersRepository } from './reminders.repository.js';

export interface RemindersDeps {
  readonly reminders: RemindersRepository;
  readonly runs: ReminderRunRepository;
  readonly mailer: Mailer;
  readonly clock: Clock;
}

export interface RemindersService {
  list(current: CurrentUser, programId: string): Promise<RemindersResponse>;
  get(current: CurrentUser, programId: string, reminderId: string): Promise<Reminder>;
  create(current: CurrentUser, programId: string, input: ReminderRequest): Promise<Reminder>;
  update(
    current: CurrentUser,
    programId: string,
    reminderId: string,
    input: ReminderRequest,
  ): Promise<Reminder>;
  delete(current: CurrentUser, programId: string, reminderId: string): Promise<{ _id: string }>;
  sendTest(
    current: CurrentUser,
    programId: string,
    reminderId: string,
    lang: Locale,
  ): Promise<ReminderTestResponse>;
}

const MANAGERS_ONLY = 'Only administrators and the program’s managers manage its reminders';

/** Soonest first; inactive ones (no next send) last, each group newest first. */
function bySendTime(a: StoredReminder, b: StoredReminder): number {
  const next = (reminder: StoredReminder) => reminder.nextRunAt?.getTime() ?? Infinity;
  return next(a) - next(b) || b.createdAt.getTime() - a.createdAt.getTime();
}

export function createRemindersService(deps: RemindersDeps): RemindersService {
  const { reminders, clock } = deps;

  const assertManager = (current: CurrentUser, programId: string) => {
    if (!can(current, 'MANAGE_REMINDERS', programId)) throw forbidden(MANAGERS_ONLY);
  };

  const log = (current: CurrentUser, action: ReminderAction): ReminderLog => ({
    actor: actorOf(current),
    now: clock.now(),
    describe: (reminder) => reminderActivity(action, reminder),
  });

  /** The content to store, checked against the program, and its first send from now. */
  const prepared = async (programId: string, input: ReminderRequest) => {
    const content: ReminderContent = normalizedContent(input);
    await reminders.checkReferences(programId, content);
    const nextRunAt = content.active ? nextOccurrence(scheduleOf(content), clock.now()) : null;
    return { content, nextRunAt };
  };

  /** The reminders as answered, their named members read at once. */
  const answered = async (programId: string, stored: readonly StoredReminder[]) => {
    const uids = stored.flatMap((reminder) => reminder.recipients.user_ids);
    const people = await reminders.people(programId, uids);
    return stored.map((reminder) => toReminder(reminder, people));
  };
  const answeredOne = async (programId: string, stored: StoredReminder): Promise<Reminder> => {
    const [reminder] = await answered(programId, [stored]);
    if (!reminder) throw new Error('A reminder answered nothing');
    return reminder;
  };

  const found = async (programId: string, reminderId: string) => {
    const reminder = await reminders.find(programId, reminderId);
    if (!reminder) throw notFound('Reminder not found');
    return reminder;
  };

  return {
    async list(current, programId) {
      assertManager(current, programId);
      const all = await reminders.list(programId);
      return { reminders: await answered(programId, [...all].sort(bySendTime)) };
    },
    async get(current, programId, reminderId) {
      assertManager(current, programId);
      return answeredOne(programId, await found(programId, reminderId));
    },
    async create(current, programId, input) {
      assertManager(current, programId);
      const { content, nextRunAt } = await prepared(programId, input);
      const written = await reminders.create(
        programId,
        content,
        nextRunAt,
        log(current, 'REMINDER_CREATED'),
      );
      return answeredOne(programId, written);
    },
    async update(current, programId, reminderId, input) {
      assertManager(current, programId);
      const { content, nextRunAt } = await prepared(programId, input);
      const written = await reminders.update(
        programId,
        reminderId,
        content,
        nextRunAt,
        log(current, 'REMINDER_UPDATED'),
      );
      return answeredOne(programId, written);
    },
    async delete(current, programId, reminderId) {
      assertManager(current, programId);
      await reminders.delete(programId, reminderId, log(current, 'REMINDER_DELETED'));
      return { _id: reminderId };
    },
    async sendTest(current, programId, reminderId, lang) {
      assertManager(current, programId);
      const reminder = await found(programId, reminderId);
      const programName = (await deps.runs.programName(programId)) ?? '';
      const collect = reminder.figures
        ? await deps.runs.collect(programId, reminder.figures.collect_id)
        : null;
      const counts =
        collect && reminder.figures
          ? await deps.runs.figures(collect, current, reminder.figures.missing_field)
          : null;
      const message = reminderMail({
        to: current.user.email,
        lang,
        firstName: current.user.first_name,
        programName,
        subject: reminder.subject,
        message: reminder.message,
        figures:
          collect && counts
            ? {
                collectTitle: lang === 'fr' && collect.titleFr ? collect.titleFr : collect.title,
                records: counts.records,
                missing: counts.missing,
                missingField: reminder.figures?.missing_field ?? null,
              }
            : null,
      });
      return { mail_id: await deps.mailer.send(message), to: current.user.email };
    },
  };
}
