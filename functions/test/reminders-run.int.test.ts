import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/core/clock.js';
import { createMemoryLogger } from '../src/core/logger.js';
import { remindersCollection } from '../src/db/collections.js';
import { createReminderRun } from '../src/modules/reminders/reminder-run.js';
import { createReminderRunRepository } from '../src/modules/reminders/reminder-run.repository.js';
import { buildReminderWorld, mailCount } from './support/reminder-world.js';
import type { ReminderWorld } from './support/reminder-world.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';

// The reminder run's promise (issue 14): a run retried or run twice sends nothing twice. Two
// runs overlap on one occurrence for 1,000 recipients: exactly 1,000 mail documents, and the
// reminder moves on to its next occurrence once.

const OCCURRENCE = new Date('2026-11-23T08:30:00Z');

describe('the reminder run, 1,000 recipients', () => {
  let api: TestApi;
  let world: ReminderWorld;
  const clock: Clock = { now: () => new Date(OCCURRENCE.getTime() + 30_000) };

  beforeAll(async () => {
    api = await startTestApi('reminders-run');
    world = await buildReminderWorld(api.db, {
      recipients: 1000,
      prefix: api.prefix,
      occurrence: OCCURRENCE,
    });
  }, 120_000);

  afterAll(async () => {
    await api.close();
  });

  it('writes exactly one mail per recipient when two runs overlap', async () => {
    const run = () =>
      createReminderRun({
        runs: createReminderRunRepository(api.db),
        clock,
        logger: createMemoryLogger(),
      })();
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.mails + second.mails).toBe(1000);
    expect(await mailCount(api.db)).toBe(1000);

    const reminder = await remindersCollection(api.db, world.programId).doc(world.reminderId).get();
    expect(reminder.get('next_run_at').toDate().toISOString()).toBe('2026-11-30T08:30:00.000Z');
    expect(reminder.get('last_sent_count')).toBe(1000);

    // A third run, later the same minute, finds nothing due.
    expect((await run()).mails).toBe(0);
    expect(await mailCount(api.db)).toBe(1000);

    const french = await api.db
      .collection('mail')
      .where('to', '==', `${world.uids[1] ?? ''}@load.rainbow.dev`)
      .get();
    expect(french.docs.map((doc) => (doc.get('message.text') as string).split('\n')[0])).toEqual([
      'Bonjour Person 1,',
    ]);
  }, 120_000);
});
