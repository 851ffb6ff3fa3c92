import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/core/clock.js';
import { systemClock } from '../src/core/clock.js';
import { remindersCollection } from '../src/db/collections.js';
import { createReminderRun } from '../src/modules/reminders/reminder-run.js';
import { createReminderRunRepository } from '../src/modules/reminders/reminder-run.repository.js';
import type { Activity } from '../src/shared/contract/activity.schema.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type { Reminder } from '../src/shared/contract/reminder.schema.js';
import { ensureDemoModels } from '../src/seed/seed-models.js';
import { rulesSettled } from './support/access-fixtures.js';
import { call } from './support/http.js';
import type { CallOptions } from './support/http.js';
import { contributorOf, createProgram, managerOf } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser, signedIn } from './support/users.js';
import type { TestUser } from './support/users.js';

// The reminders API (issue 14): every call by every kind of caller, validation naming the
// field, next_run_at computed in the reminder's zone, the log; then the scheduled run: one mail
// per recipient in their language, groups with sub-groups and collect contributors reached,
// disabled people and people who left skipped, each recipient's own figures within their
// attribution rules, and nothing sent twice.

const ACTORS = [
  'admin',
  'manager',
  'otherManager',
  'contributor',
  'disabled',
  'anonymous',
] as const;
type Actor = (typeof ACTORS)[number];
type Signed = Exclude<Actor, 'anonymous'>;
const ALLOWED: readonly Actor[] = ['admin', 'manager'];
const REFUSED: Partial<Record<Actor, { status: number; code: string }>> = {
  otherManager: { status: 403, code: 'FORBIDDEN' },
  contributor: { status: 403, code: 'FORBIDDEN' },
  disabled: { status: 403, code: 'USER_DISABLED' },
  anonymous: { status: 401, code: 'UNAUTHENTICATED' },
};

/** Business time the test moves; tokens keep real time. 2026-11-22 is a Sunday. */
const clock = {
  at: new Date('2026-11-22T10:00:00Z'),
  now() {
    return new Date(this.at);
  },
};

interface ReminderBody {
  reminder: Reminder;
}

describe('reminders', () => {
  let api: TestApi;
  const users = {} as Record<Signed, TestUser>;
  let P: { id: string; collectId: string };
  let Q: { id: string; collectId: string };

  const as = (actor: Actor): CallOptions =>
    actor === 'anonymous' ? {} : { token: users[actor].token };
  const base = () => `/api/programs/${P.id}/reminders`;
  const weekly = (overrides: Record<string, unknown> = {}) => ({
    frequency: 'WEEKLY',
    days_of_week: [1, 4],
    time: '09:30',
    time_zone: 'Europe/Paris',
    recipients: { user_ids: [users.contributor.uid] },
    subject: 'Complete your records',
    message: 'Please complete the records assigned to you.\nThank you!',
    ...overrides,
  });
  const create = async (body: Record<string, unknown> = weekly(), actor: Actor = 'manager') => {
    const made = await call<ReminderBody & ErrorBody>(api, base(), { ...as(actor), json: body });
    expect(made.status, made.text).toBe(201);
    return made.body.reminder;
  };
  const issuePaths = (body: ErrorBody) => body.error.details?.issues?.map((issue) => issue.path);

  beforeAll(async () => {
    api = await startTestApi('reminders', { clock: clock as Clock });
    users.admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    P = await createProgram(api, users.admin, 'Reminders program');
    Q = await createProgram(api, users.admin, 'Other reminders program');
    users.manager = await managerOf(api, P.id);
    users.otherManager = await managerOf(api, Q.id, 'other-manager');
    users.contributor = await contributorOf(api, P.id, P.collectId);
    users.disabled = await createTestUser(api, 'disabled', {
      status: 'DISABLED',
      roles: [{ program_id: P.id, role: 'PROGRAM_MANAGER' }],
    });
  });

  afterAll(async () => {
    await api.close();
  });

  describe('every call by every caller', () => {
    const calls = [
      { name: 'GET list', send: (actor: Actor) => call(api, base(), as(actor)), ok: 200 },
      {
        name: 'POST create',
        send: (actor: Actor) => call(api, base(), { ...as(actor), json: weekly() }),
        ok: 201,
      },
      {
        name: 'GET one',
        send: async (actor: Actor) => call(api, `${base()}/${(await create())._id}`, as(actor)),
        ok: 200,
      },
      {
        name: 'PUT replace',
        send: async (actor: Actor) =>
          call(api, `${base()}/${(await create())._id}`, {
            ...as(actor),
            method: 'PUT',
            json: weekly({ subject: 'Changed' }),
          }),
        ok: 200,
      },
      {
        name: 'DELETE',
        send: async (actor: Actor) =>
          call(api, `${base()}/${(await create())._id}`, { ...as(actor), method: 'DELETE' }),
        ok: 200,
      },
      {
        name: 'POST test send',
        send: async (actor: Actor) =>
          call(api, `${base()}/${(await create())._id}/test`, { ...as(actor), method: 'POST' }),
        ok: 201,
      },
    ];
    const cases = calls.flatMap((entry) => ACTORS.map((actor) => ({ ...entry, actor })));

    it.each(cases)('$name as $actor', async ({ send, actor, ok }) => {
      const answer = (await send(actor)) as { status: number; body: ErrorBody; text: string };
      if (ALLOWED.includes(actor)) {
        expect(answer.status, answer.text).toBe(ok);
        return;
      }
      expect(answer.status, `${actor}: ${answer.text}`).toBe(REFUSED[actor]?.status);
      expect(answer.body.error.code).toBe(REFUSED[actor]?.code);
    });
  });

  it('answers the reminder with its next send computed in its time zone, and logs the change', async () => {
    // Later than the reminders of the calls above, so that the log's newest entries are its own.
    clock.at = new Date('2026-11-22T10:00:30Z');
    const made = await create(weekly({ subject: 'Weekly figures' }));
    // Monday 23 November, 09:30 in Paris (UTC+1).
    expect(made).toMatchObject({
      frequency: 'WEEKLY',
      days_of_week: [1, 4],
      day_of_month: null,
      time: '09:30',
      time_zone: 'Europe/Paris',
      active: true,
      next_run_at: '2026-11-23T08:30:00.000Z',
      last_sent_at: null,
      created_by: { _id: users.manager.uid },
      recipients: { user_ids: [users.contributor.uid], user_group_ids: [], collect_ids: [] },
      people: [{ _id: users.contributor.uid, email: users.contributor.email }],
    });
    const read = await call<ReminderBody>(api, `${base()}/${made._id}`, as('admin'));
    expect(read.body.reminder).toEqual(made);

    // Entries written at one time follow their ids: each change a minute later.
    clock.at = new Date('2026-11-22T10:01:00Z');
    const monthly = await call<ReminderBody>(api, `${base()}/${made._id}`, {
      ...as('manager'),
      method: 'PUT',
      json: weekly({ frequency: 'MONTHLY', day_of_month: 31, days_of_week: [], time: '18:00' }),
    });
    expect(monthly.status, monthly.text).toBe(200);
    // 30 November is November's last day; 18:00 in Paris is 17:00 UTC.
    expect(monthly.body.reminder).toMatchObject({
      frequency: 'MONTHLY',
      day_of_month: 31,
      days_of_week: [],
      next_run_at: '2026-11-30T17:00:00.000Z',
    });

    clock.at = new Date('2026-11-22T10:02:00Z');
    const paused = await call<ReminderBody>(api, `${base()}/${made._id}`, {
      ...as('manager'),
      method: 'PUT',
      json: weekly({ active: false }),
    });
    expect(paused.body.reminder.next_run_at).toBeNull();

    const log = await call<{ activities: Activity[] }>(
      api,
      `/api/programs/${P.id}/activities?limit=3`,
      as('admin'),
    );
    expect(log.body.activities.map((entry) => [entry.action, entry.target])).toEqual([
      ['REMINDER_UPDATED', { type: 'REMINDER', _id: made._id, label: 'Complete your records' }],
      ['REMINDER_UPDATED', { type: 'REMINDER', _id: made._id, label: 'Complete your records' }],
      ['REMINDER_CREATED', { type: 'REMINDER', _id: made._id, label: 'Weekly figures' }],
    ]);

    const deleted = await call(api, `${base()}/${made._id}`, {
      ...as('manager'),
      method: 'DELETE',
    });
    expect(deleted.body).toEqual({ _id: made._id });
    expect((await call(api, `${base()}/${made._id}`, as('manager'))).status).toBe(404);
  });

  it.each([
    [{ days_of_week: [] }, 'days_of_week'],
    [{ days_of_week: [7] }, 'days_of_week.0'],
    [{ frequency: 'MONTHLY', days_of_week: [] }, 'day_of_month'],
    [{ frequency: 'MONTHLY', day_of_month: 32 }, 'day_of_month'],
    [{ frequency: 'DAILY' }, 'frequency'],
    [{ time: '24:00' }, 'time'],
    [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
    [{ recipients: {} }, 'recipients'],
    [{ subject: ' ' }, 'subject'],
    [{ message: '' }, 'message'],
    [{ recipients: { user_ids: ['nobody'] } }, 'recipients.user_ids.0'],
    [{ recipients: { user_group_ids: ['no-group'] } }, 'recipients.user_group_ids.0'],
    [{ recipients: { collect_ids: ['no-collect'] } }, 'recipients.collect_ids.0'],
    [{ figures: { collect_id: 'no-collect' } }, 'figures.collect_id'],
  ])('refuses %o with a 400 naming %s', async (change, path) => {
    const answer = await call<ErrorBody>(api, base(), { ...as('manager'), json: weekly(change) });
    expect(answer.status, answer.text).toBe(400);
    expect(issuePaths(answer.body)).toContain(path);
  });

  it('is a 404 in another program, and for an unknown id', async () => {
    const made = await create();
    const elsewhere = await call<ErrorBody>(
      api,
      `/api/programs/${Q.id}/reminders/${made._id}`,
      as('admin'),
    );
    expect(elsewhere.status).toBe(404);
    const unknown = await call<ErrorBody>(api, `${base()}/nope`, {
      ...as('manager'),
      method: 'PUT',
      json: weekly(),
    });
    expect(unknown.status).toBe(404);
  });

  describe('the scheduled run', () => {
    beforeAll(async () => {
      // The calls above left reminders due too: each test below counts its own only.
      await api.db.recursiveDelete(remindersCollection(api.db, P.id));
    });

    const run = () =>
      createReminderRun({
        runs: createReminderRunRepository(api.db),
        clock: clock as Clock,
        logger: {
          write: () => undefined,
          child() {
            return this;
          },
        },
      })();
    const mailsOf = async (reminderId: string) => {
      const snapshot = await api.db.collection('mail').get();
      return snapshot.docs
        .filter((doc) => doc.id.startsWith('reminder-'))
        .map((doc) => ({
          id: doc.id,
          to: doc.get('to') as string,
          ...(doc.get('message') as { subject: string; text: string; html: string }),
        }))
        .filter((mail) => mail.subject === reminderId);
    };

    it('sends each recipient one mail in their language, skipping disabled people and people who left', async () => {
      const frenchMember = await signedIn(
        await api.factory.makeMember(P.id, { label: 'french', firstName: 'Camille' }),
      );
      // Their language as the web app stores it: the interface they work in.
      const stored = await call(api, '/api/auth/locale', {
        method: 'PUT',
        token: frenchMember.token,
        json: { locale: 'fr' },
      });
      expect(stored.status).toBe(200);
      const grouped = await api.factory.makeMember(P.id, { label: 'grouped', firstName: 'Gus' });
      const nested = await api.factory.makeMember(P.id, { label: 'nested', firstName: 'Nell' });
      const leaving = await api.factory.makeMember(P.id, { label: 'leaving' });
      const disabledLater = await api.factory.makeMember(P.id, { label: 'disabled-later' });
      const group = await api.factory.makeGroup(P.id, {
        name: 'Field',
        memberIds: [grouped.uid, disabledLater.uid],
        by: users.admin,
      });
      await api.factory.makeGroup(P.id, {
        name: 'North',
        parentId: group._id,
        memberIds: [nested.uid],
        by: users.admin,
      });

      clock.at = new Date('2026-11-22T10:00:00Z');
      const subject = 'Run subject one';
      const reminder = await create(
        weekly({
          subject,
          recipients: {
            user_ids: [frenchMember.uid, leaving.uid, users.manager.uid],
            user_group_ids: [group._id],
            collect_ids: [P.collectId],
          },
        }),
      );
      await api.factory.updateUser(leaving.uid, { roles: [] });
      await api.factory.updateUser(disabledLater.uid, { status: 'DISABLED' });

      // Not due yet: nothing is sent.
      expect((await run()).mails).toBe(0);

      clock.at = new Date('2026-11-23T08:31:00Z');
      const result = await run();
      expect(result.mails).toBe(5);
      const mails = await mailsOf(subject);
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        [
          frenchMember.email,
          grouped.email,
          nested.email,
          users.manager.email,
          users.contributor.email,
        ].sort(),
      );
      const french = mails.find((mail) => mail.to === frenchMember.email);
      expect(french?.text).toContain('Bonjour Camille,');
      expect(french?.text).toContain('Please complete the records assigned to you.');
      expect(french?.text).toContain('Vous recevez ce rappel du programme « Reminders program »');
      expect(mails.find((mail) => mail.to === grouped.email)?.text).toContain('Hello Gus,');
      expect(french?.html).toContain('Please complete the records assigned to you.<br>Thank you!');
      // The e-mail viewer (modules/email) shows it as its recipient would read it.
      const viewed = await call(api, `/api/email/${french?.id ?? ''}`, as('admin'));
      expect(viewed.status).toBe(200);
      expect(viewed.text).toContain('Bonjour Camille,');
      expect(viewed.text).toContain('Run subject one');

      const after = await call<ReminderBody>(api, `${base()}/${reminder._id}`, as('manager'));
      expect(after.body.reminder).toMatchObject({
        last_sent_at: '2026-11-23T08:30:00.000Z',
        last_sent_count: 5,
        // Thursday 26 November, 09:30 in Paris.
        next_run_at: '2026-11-26T08:30:00.000Z',
      });

      // Run again at the same moment: the occurrence is done, nothing more is written.
      expect((await run()).mails).toBe(0);
      expect(await mailsOf(subject)).toHaveLength(5);
    });

    it('sends nothing twice when runs overlap or an occurrence is retried', async () => {
      clock.at = new Date('2026-11-22T10:00:00Z');
      const subject = 'Run subject overlap';
      const reminder = await create(
        weekly({ subject, recipients: { collect_ids: [P.collectId] } }),
      );
      clock.at = new Date('2026-11-23T09:00:00Z');
      const results = await Promise.all([run(), run(), run()]);
      expect(results.reduce((sum, result) => sum + result.mails, 0)).toBe(1);
      expect(await mailsOf(subject)).toHaveLength(1);

      // A retry of the same occurrence (its advance lost): the mail is not written again.
      await remindersCollection(api.db, P.id)
        .doc(reminder._id)
        .update({ next_run_at: new Date('2026-11-23T08:30:00Z') });
      expect((await run()).mails).toBe(0);
      expect(await mailsOf(subject)).toHaveLength(1);
    });

    it('adds each recipient’s own figures, within their attribution rules', async () => {
      const [beneficiaryModel] = await ensureDemoModels(api.db, systemClock);
      const collectId = await api.factory.makeCollect(P.id, {
        title: 'Beneficiaries',
        modelId: beneficiaryModel,
      });
      const counter = await contributorOf(api, P.id, collectId, 'counter');
      const made = await call(api, `/api/collects/${collectId}/attributionRules`, {
        ...as('manager'),
        json: {
          collect_id: collectId,
          subject: { user_id: counter.uid },
          permission: 'READ',
          condition: { field: 'region', operator: 'IN', values: ['north'] },
        },
      });
      expect(made.status, made.text).toBe(201);
      await rulesSettled(api, users.manager.token, collectId);
      const records = [
        { full_name: 'Ada', birth_date: '1990-01-01', region: 'north', email: null },
        { full_name: 'Bea', birth_date: '1990-01-01', region: 'north', email: null },
        { full_name: 'Cy', birth_date: '1990-01-01', region: 'north', email: 'cy@example.org' },
        { full_name: 'Dee', birth_date: '1990-01-01', region: 'south', email: null },
        { full_name: 'Eve', birth_date: '1990-01-01', region: 'south', email: 'eve@example.org' },
      ];
      for (const fields of records) {
        const added = await call(api, `/api/programs/${P.id}/collects/${collectId}/new_record`, {
          ...as('manager'),
          json: { fields },
        });
        expect(added.status, added.text).toBe(201);
      }

      clock.at = new Date('2026-11-22T10:00:00Z');
      const subject = 'Run subject figures';
      await create(
        weekly({
          subject,
          recipients: { user_ids: [counter.uid, users.manager.uid] },
          figures: { collect_id: collectId, missing_field: 'email' },
        }),
      );
      clock.at = new Date('2026-11-23T09:00:00Z');
      await run();
      const mails = await mailsOf(subject);
      const counterMail = mails.find((mail) => mail.to === counter.email);
      expect(counterMail?.text).toContain('3 record(s) are assigned to you');
      expect(counterMail?.text).toContain('2 of them have no value for “email”');
      const managerMail = mails.find((mail) => mail.to === users.manager.email);
      expect(managerMail?.text).toContain('5 record(s) are assigned to you');
      expect(managerMail?.text).toContain('3 of them have no value for “email”');
    });
  });
});
