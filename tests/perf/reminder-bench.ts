import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import type { Stack } from '../../emulators/stack/src/stack.js';
import { createMemoryLogger } from '../../functions/src/core/logger.js';
import { createReminderRun } from '../../functions/src/modules/reminders/reminder-run.js';
import { createReminderRunRepository } from '../../functions/src/modules/reminders/reminder-run.repository.js';
import { buildReminderWorld, mailCount } from '../../functions/test/support/reminder-world.js';

// Issue 14's reminder target: the scheduled run (the `sendReminders` handler, run in this
// process as Cloud Functions would run it) against the stack's Firestore emulator, for one
// reminder due to a user group of 1,000 people: how long one run takes (target ≤ 30 s), then,
// on a fresh world, two runs started together on the same occurrence: the mail documents
// written must be exactly 1,000. Each world has its own project, so its outbox holds its mails
// only. Figures are printed, not asserted.

const RECIPIENTS = Number(process.env.RAINBOW_REMINDER_BENCH_RECIPIENTS ?? 1000);
const OCCURRENCE = new Date('2026-11-23T08:30:00Z');

async function withProject<T>(stack: Stack, work: (db: Firestore) => Promise<T>): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${stack.ports.firestore}`;
  const projectId = `demo-reminder-bench-${randomUUID().slice(0, 8)}`;
  const app = initializeApp({ projectId }, `reminder-bench-${randomUUID()}`);
  try {
    return await work(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

function runOf(db: Firestore) {
  return createReminderRun({
    runs: createReminderRunRepository(db),
    clock: { now: () => new Date(OCCURRENCE.getTime() + 30_000) },
    logger: createMemoryLogger(),
  });
}

export async function runReminderBench(stack: Stack): Promise<void> {
  console.log(`\nReminder run, ${RECIPIENTS.toLocaleString('en')} recipients (target ≤ 30 s):`);
  await withProject(stack, async (db) => {
    await buildReminderWorld(db, { recipients: RECIPIENTS, prefix: 'one', occurrence: OCCURRENCE });
    const started = performance.now();
    const result = await runOf(db)();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  one run: ${seconds.toFixed(2)} s, ${result.mails} mails written, ${await mailCount(db)} in the outbox`,
    );
  });
  await withProject(stack, async (db) => {
    await buildReminderWorld(db, { recipients: RECIPIENTS, prefix: 'two', occurrence: OCCURRENCE });
    const started = performance.now();
    const [first, second] = await Promise.all([runOf(db)(), runOf(db)()]);
    const seconds = (performance.now() - started) / 1000;
    const count = await mailCount(db);
    console.log(
      `  two overlapping runs: ${seconds.toFixed(2)} s, written ${first.mails} + ${second.mails}; mail documents: ${count} (must be exactly ${RECIPIENTS})`,
    );
  });
}
