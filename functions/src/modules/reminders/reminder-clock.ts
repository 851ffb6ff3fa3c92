import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { createReminderRun } from './reminder-run.js';
import type { ReminderRunResult } from './reminder-run.js';
import { createReminderRunRepository } from './reminder-run.repository.js';

/** How often Cloud Scheduler calls `sendReminders` (index.ts), and the local clock runs it. */
export const REMINDER_RUN_SCHEDULE = 'every 1 minutes';
export const REMINDER_RUN_INTERVAL_MS = 60_000;

/** The scheduled function's handler, built from the instance's own parts. */
export function reminderRunHandler(deps: {
  db: Firestore;
  clock: Clock;
  logger: Logger;
}): () => Promise<ReminderRunResult> {
  return createReminderRun({
    runs: createReminderRunRepository(deps.db),
    clock: deps.clock,
    logger: deps.logger,
  });
}

/**
 * The emulators do not fire scheduled functions: the api's process runs the same handler every
 * minute instead. A run that is still going when the next tick comes is left to finish (the
 * handler is idempotent, but there is no point in piling runs up).
 */
export function startLocalReminderClock(run: () => Promise<unknown>, logger: Logger): void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => {
        logger.write('ERROR', 'reminder.clock_failed', 'Local reminder run failed', { error });
      })
      .finally(() => {
        running = false;
      });
  };
  setInterval(tick, REMINDER_RUN_INTERVAL_MS).unref();
}
