import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { nextOccurrence } from '../../core/schedule/next-occurrence.js';
import { scheduleOf } from '../../db/reminder-document.js';
import type { StoredReminder } from '../../db/reminder-document.js';
import { reminderLogs } from './reminder-logs.js';
import { reminderMail } from './reminder-mail.js';
import type { RecipientFigures } from './reminder-mail.js';
import { reminderMailId } from './reminder-run.repository.js';
import type { Recipient, ReminderRunRepository } from './reminder-run.repository.js';

// The scheduled send (index.ts `sendReminders`, and locally a clock in the api's process): finds
// the due reminders and sends each occurrence once. Idempotent by construction: every mail of
// an occurrence has an id digested from (reminder, occurrence, recipient) and is written with
// create(), so a retried or overlapping run writes nothing twice; next_run_at then moves in a
// transaction that checks it still holds the occurrence sent.

export interface ReminderRunDeps {
  readonly runs: ReminderRunRepository;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface ReminderRunResult {
  /** Occurrences handled (sent, or found already sent). */
  readonly reminders: number;
  /** Mail documents this run wrote. */
  readonly mails: number;
}

/** Due reminders read at once; a run goes on while full pages come back. */
const DUE_PAGE = 50;
const DUE_PAGES_MAX = 20;
/** Mail documents written at once. */
const WRITES_AT_ONCE = 100;
/** Recipients whose figures (a few aggregation queries each) are counted at once. */
const FIGURES_AT_ONCE = 25;

export function createReminderRun(deps: ReminderRunDeps): () => Promise<ReminderRunResult> {
  const { runs, clock, logger } = deps;

  const figuresFor = async (reminder: StoredReminder, recipients: readonly Recipient[]) => {
    const byUid = new Map<string, RecipientFigures>();
    const { figures } = reminder;
    if (!figures) return byUid;
    const collect = await runs.collect(reminder.programId, figures.collect_id);
    if (!collect) return byUid;
    for (let from = 0; from < recipients.length; from += FIGURES_AT_ONCE) {
      await Promise.all(
        recipients.slice(from, from + FIGURES_AT_ONCE).map(async (recipient) => {
          const counts = await runs.figures(collect, recipient.subject, figures.missing_field);
          byUid.set(recipient.uid, {
            collectTitle:
              recipient.lang === 'fr' && collect.titleFr ? collect.titleFr : collect.title,
            records: counts.records,
            missing: counts.missing,
            missingField: figures.missing_field,
          });
        }),
      );
    }
    return byUid;
  };

  /** Sends one occurrence; answers the mails written (0 when an earlier run sent them). */
  const sendOccurrence = async (reminder: StoredReminder, occurrence: Date, now: Date) => {
    const programName = await runs.programName(reminder.programId);
    const recipients = programName === null ? [] : await runs.recipients(reminder);
    const figures = await figuresFor(reminder, recipients);
    let written = 0;
    for (let from = 0; from < recipients.length; from += WRITES_AT_ONCE) {
      const results = await Promise.all(
        recipients.slice(from, from + WRITES_AT_ONCE).map((recipient) =>
          runs.createMail(
            reminderMailId(reminder.id, occurrence, recipient.uid),
            reminderMail({
              to: recipient.email,
              lang: recipient.lang,
              firstName: recipient.firstName,
              programName: programName ?? '',
              subject: reminder.subject,
              message: reminder.message,
              figures: figures.get(recipient.uid) ?? null,
            }),
            now,
          ),
        ),
      );
      written += results.filter(Boolean).length;
    }
    // Missed occurrences (the run was down) are not caught up: the next is after now.
    const after = new Date(Math.max(occurrence.getTime(), now.getTime()));
    const next = nextOccurrence(scheduleOf(reminder), after);
    await runs.advance(reminder, occurrence, next, recipients.length, now);
    reminderLogs.reminderSent(logger, {
      programId: reminder.programId,
      reminderId: reminder.id,
      occurrence: occurrence.toISOString(),
      written,
      recipients: recipients.length,
    });
    return written;
  };

  return async () => {
    const started = Date.now();
    const now = clock.now();
    let reminders = 0;
    let mails = 0;
    const seen = new Set<string>();
    for (let page = 0; page < DUE_PAGES_MAX; page += 1) {
      const due = (await runs.due(now, DUE_PAGE)).filter((reminder) => !seen.has(reminder.id));
      for (const reminder of due) {
        seen.add(reminder.id);
        if (!reminder.nextRunAt) continue;
        try {
          mails += await sendOccurrence(reminder, reminder.nextRunAt, now);
          reminders += 1;
        } catch (error) {
          reminderLogs.reminderFailed(logger, {
            programId: reminder.programId,
            reminderId: reminder.id,
            error,
          });
        }
      }
      if (due.length < DUE_PAGE) break;
    }
    reminderLogs.runCompleted(logger, { reminders, mails, durationMs: Date.now() - started });
    return { reminders, mails };
  };
}
