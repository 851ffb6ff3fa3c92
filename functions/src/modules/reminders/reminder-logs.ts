import type { Logger } from '../../core/logger.js';

// The reminder run's named log events (beside core/logs.ts, whose shape they follow): counts
// and ids only, never an address or a message.

export const reminderLogs = {
  reminderSent(
    logger: Logger,
    fields: {
      programId: string;
      reminderId: string;
      occurrence: string;
      written: number;
      recipients: number;
    },
  ) {
    logger.write('INFO', 'reminder.sent', 'Reminder occurrence sent', fields);
  },
  reminderFailed(
    logger: Logger,
    fields: { programId: string; reminderId: string; error: unknown },
  ) {
    logger.write(
      'ERROR',
      'reminder.failed',
      'Reminder occurrence failed; the next run retries',
      fields,
    );
  },
  runCompleted(logger: Logger, fields: { reminders: number; mails: number; durationMs: number }) {
    logger.write('INFO', 'reminder.run_completed', 'Reminder run completed', fields);
  },
};
