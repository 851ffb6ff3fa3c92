import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../core/clock.js';
import { nextOccurrence } from '../core/schedule/next-occurrence.js';
import { normalizedContent, scheduleOf } from '../db/reminder-document.js';
import type { ReminderContent } from '../db/reminder-document.js';
import { createExpectedActionsRepository } from '../modules/expected-actions/expected-actions.repository.js';
import { createMilestonesRepository } from '../modules/milestones/milestones.repository.js';
import type { MilestoneData } from '../db/milestone-document.js';
import { reminderActivity } from '../modules/reminders/reminder-presenter.js';
import { createRemindersRepository } from '../modules/reminders/reminders.repository.js';
import { createReportsRepository } from '../modules/reports/reports.repository.js';
import type { PersonRef } from '../shared/contract/invitation.schema.js';
import type { GraphicInput } from '../shared/contract/report.schema.js';
import { BENEFICIARIES } from './seed-collects.js';

// What a manager follows the demo program with (issue 14), so that the dashboard of a fresh
// `npm start` is not empty: a report with a RING and a NUMBER graphic, two milestones (one
// done, one ahead), an expected action for the contributor and a weekly reminder to both
// members. Written through the modules' repositories, log entries included; each part is
// skipped when the program already has some of it, so a run interrupted half-way is finished
// by the next one.

export interface DemoPeople {
  readonly manager: PersonRef;
  readonly contributor: PersonRef;
}

const DAY_MS = 24 * 3600 * 1000;

/** The calendar day `days` from `now` (UTC), as milestones and actions store days. */
const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

const DEMO_GRAPHICS: readonly GraphicInput[] = [
  {
    type: 'RING',
    title: { en: 'Beneficiaries by region', fr: 'Bénéficiaires par région' },
    collectId: BENEFICIARIES.id,
    groupBy: 'region',
    groupingOperator: 'COUNT',
    indicator: null,
    filters: [],
  },
  {
    type: 'NUMBER',
    title: { en: 'People in registered households', fr: 'Personnes des foyers inscrits' },
    collectId: BENEFICIARIES.id,
    groupBy: null,
    groupingOperator: 'SUM',
    indicator: 'household_size',
    filters: [],
  },
];

function demoMilestones(now: Date): MilestoneData[] {
  return [
    {
      title: { en: 'Baseline survey completed', fr: 'Enquête de référence terminée' },
      description: 'Every region has registered its first beneficiaries.',
      date: dayFrom(now, -21),
      completed: true,
      completed_at: new Date(now.getTime() - 20 * DAY_MS),
    },
    {
      title: { en: 'Mid-term review', fr: 'Revue à mi-parcours' },
      description: 'Figures of the report shared with the partners.',
      date: dayFrom(now, 30),
      completed: false,
      completed_at: null,
    },
  ];
}

function demoReminder(people: DemoPeople): ReminderContent {
  return normalizedContent({
    frequency: 'WEEKLY',
    days_of_week: [1],
    day_of_month: null,
    time: '09:00',
    time_zone: 'Europe/Paris',
    recipients: {
      user_ids: [people.manager._id, people.contributor._id],
      user_group_ids: [],
      collect_ids: [],
    },
    subject: 'Weekly check of the beneficiaries',
    message: 'Please check the beneficiaries you registered this week and complete their phone.',
    active: true,
    figures: { collect_id: BENEFICIARIES.id, missing_field: 'phone' },
  });
}

export async function ensureDemoFollowUp(
  deps: { readonly db: Firestore; readonly clock: Clock },
  programId: string,
  people: DemoPeople,
): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const log = { actor: people.manager, now };

  const reports = createReportsRepository(db);
  if ((await reports.graphics(programId, 1)).length === 0) {
    for (const graphic of DEMO_GRAPHICS) await reports.createGraphic(programId, graphic, log);
  }

  const milestones = createMilestonesRepository(db);
  if ((await milestones.count(programId)) === 0) {
    for (const milestone of demoMilestones(now)) {
      await milestones.create(programId, milestone, { ...log, locale: 'en' });
    }
  }

  const actions = createExpectedActionsRepository(db);
  const asked = await actions.list(programId, { limit: 1, audience: null });
  if (asked.length === 0) {
    await actions.create(
      programId,
      {
        kind: 'MANUAL',
        title: 'Check the phone numbers of the northern beneficiaries',
        description: 'Some households registered without a phone number: call or visit them.',
        assignee: { type: 'USER', user_id: people.contributor._id },
        assigneeName: people.contributor.name,
        collectId: BENEFICIARIES.id,
        taskId: null,
        details: {},
        dueDate: dayFrom(now, 10),
        createdBy: people.manager,
      },
      now,
    );
  }

  const reminders = createRemindersRepository(db);
  if ((await reminders.list(programId)).length === 0) {
    const content = demoReminder(people);
    await reminders.create(programId, content, nextOccurrence(scheduleOf(content), now), {
      ...log,
      describe: (reminder) => reminderActivity('REMINDER_CREATED', reminder),
    });
  }
}
