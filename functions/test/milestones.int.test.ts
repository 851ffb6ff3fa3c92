import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesCollection } from '../src/db/collections.js';
import type {
  Milestone,
  MilestoneResponse,
  MilestonesResponse,
} from '../src/shared/contract/milestone.schema.js';
import { send } from './support/access-fixtures.js';
import { contributorOf, managedProgram } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';
import type { ProgramFiguresResponse } from '../src/shared/contract/program-figures.schema.js';
import { recordsCollection } from '../src/db/collections.js';
import { createCollect } from './support/people.js';

// A program's milestones through the api, per call and role: everyone in the program reads
// them by date in their language (French falls back to English); administrators and managers
// add, rename, date, complete, reopen and delete them, each change logged.

describe('milestones', () => {
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  let contributor: TestUser;
  let stranger: TestUser;
  let programId: string;

  const base = () => `/api/programs/${programId}/milestones`;
  const list = (user: TestUser, lang = '') =>
    send<MilestonesResponse>(api, 'GET', `${base()}${lang ? `?lang=${lang}` : ''}`, user.token);
  const create = (user: TestUser, body: unknown) =>
    send<MilestoneResponse>(api, 'POST', base(), user.token, body);
  const update = (user: TestUser, id: string, body: unknown, lang = 'en') =>
    send<MilestoneResponse>(api, 'PUT', `${base()}/${id}?lang=${lang}`, user.token, body);
  const remove = (user: TestUser, id: string) =>
    send<{ _id: string }>(api, 'DELETE', `${base()}/${id}`, user.token);
  const titles = (milestones: readonly Milestone[]) => milestones.map((m) => m.title);
  const logged = async (action: string) =>
    (await activitiesCollection(api.db, programId).where('action', '==', action).get()).docs.map(
      (doc) => doc.get('target.label') as string,
    );

  beforeAll(async () => {
    api = await startTestApi('milestones');
    const managed = await managedProgram(api, 'Solar Schools');
    ({ admin, manager } = managed);
    programId = managed.program.id;
    contributor = await contributorOf(api, programId, managed.program.collectId);
    stranger = await createTestUser(api, 'stranger');
  });
  afterAll(() => api.close());

  it('lets managers and administrators add milestones, logged', async () => {
    const kickoff = await create(manager, {
      title_en: 'Kick-off',
      title_fr: 'Lancement',
      date: '2026-03-01',
      description: 'Everyone meets in Lusaka',
    });
    expect(kickoff.status, kickoff.text).toBe(201);
    expect(kickoff.body.milestone).toMatchObject({
      title: 'Kick-off',
      title_en: 'Kick-off',
      title_fr: 'Lancement',
      date: '2026-03-01',
      description: 'Everyone meets in Lusaka',
      completed: false,
      completed_at: null,
    });
    const report = await create(admin, { title_en: 'Final report', date: '2026-12-15' });
    expect(report.status, report.text).toBe(201);
    const survey = await create(manager, { title_en: 'Baseline survey', date: '2026-06-30' });
    expect(survey.status, survey.text).toBe(201);
    expect(await logged('MILESTONE_CREATED')).toEqual(
      expect.arrayContaining(['Kick-off', 'Final report', 'Baseline survey']),
    );
  });

  it('lists them by date to everyone in the program, in their language', async () => {
    for (const user of [admin, manager, contributor]) {
      const en = await list(user);
      expect(en.status, en.text).toBe(200);
      expect(titles(en.body.milestones)).toEqual(['Kick-off', 'Baseline survey', 'Final report']);
    }
    const fr = await list(contributor, 'fr');
    // No French title: the English one.
    expect(titles(fr.body.milestones)).toEqual(['Lancement', 'Baseline survey', 'Final report']);
    expect((await list(stranger)).status).toBe(403);
    expect((await list(manager, 'de')).status).toBe(400);
  });

  it('dates, completes and reopens a milestone; only what is sent changes', async () => {
    const all = (await list(manager)).body.milestones;
    const survey = all.find((m) => m.title_en === 'Baseline survey');
    const id = survey?._id ?? '';
    const moved = await update(manager, id, { date: '2026-01-15' }, 'fr');
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.milestone).toMatchObject({ date: '2026-01-15', title: 'Baseline survey' });
    const done = await update(admin, id, { completed: true });
    expect(done.body.milestone.completed).toBe(true);
    expect(done.body.milestone.completed_at).not.toBeNull();
    const renamed = await update(manager, id, { title_fr: 'Enquête de référence' }, 'fr');
    expect(renamed.body.milestone).toMatchObject({
      title: 'Enquête de référence',
      completed: true,
      completed_at: done.body.milestone.completed_at,
    });
    const reopened = await update(manager, id, { completed: false });
    expect(reopened.body.milestone).toMatchObject({ completed: false, completed_at: null });
    expect(titles((await list(contributor)).body.milestones)).toEqual([
      'Baseline survey',
      'Kick-off',
      'Final report',
    ]);
    expect((await logged('MILESTONE_UPDATED')).length).toBe(4);
  });

  it('refuses contributors and strangers every write', async () => {
    const [first] = (await list(manager)).body.milestones;
    const id = first?._id ?? '';
    for (const user of [contributor, stranger]) {
      expect((await create(user, { title_en: 'Mine', date: '2026-01-01' })).status).toBe(403);
      expect((await update(user, id, { completed: true })).status).toBe(403);
      expect((await remove(user, id)).status).toBe(403);
    }
  });

  it('names the wrong field, and says when a milestone does not exist', async () => {
    const cases: [unknown, string][] = [
      [{ title_en: '', date: '2026-01-01' }, 'title_en'],
      [{ title_en: 'Launch', date: '2026-02-30' }, 'date'],
      [{ title_en: 'Launch' }, 'date'],
      [{ title_en: 'Launch', date: '2026-01-01', completed: 'yes' }, 'completed'],
    ];
    for (const [body, field] of cases) {
      const refused = await create(manager, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.body.error.details)).toContain(field);
    }
    const [first] = (await list(manager)).body.milestones;
    expect((await update(manager, first?._id ?? '', {})).status).toBe(400);
    expect((await update(manager, 'missing', { completed: true })).status).toBe(404);
    expect((await remove(manager, 'missing')).status).toBe(404);
  });

  it('deletes a milestone, logged', async () => {
    const report = (await list(manager)).body.milestones.find((m) => m.title === 'Final report');
    const deleted = await remove(manager, report?._id ?? '');
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ _id: report?._id });
    expect(titles((await list(admin)).body.milestones)).toEqual(['Baseline survey', 'Kick-off']);
    expect(await logged('MILESTONE_DELETED')).toEqual(['Final report']);
  });

  it("counts the dashboard's key figures, members and records for managers only", async () => {
    const collectId = (await createCollect(api, programId, 'Visits')) as string;
    const records = recordsCollection(api.db, programId, collectId);
    await Promise.all(['a', 'b', 'c'].map((id) => records.doc(id).set({ fields: {} })));
    const figures = (user: TestUser) =>
      send<ProgramFiguresResponse>(api, 'GET', `/api/programs/${programId}/figures`, user.token);
    for (const user of [admin, manager]) {
      const read = await figures(user);
      expect(read.status, read.text).toBe(200);
      // Members: the manager and the contributor (the administrator holds no role here).
      expect(read.body.figures).toEqual({ collects: 2, records: 3, members: 2 });
    }
    const mine = await figures(contributor);
    expect(mine.body.figures).toEqual({ collects: 1, records: null, members: null });
    expect((await figures(stranger)).status).toBe(403);
  });
});
