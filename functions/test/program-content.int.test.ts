import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type { ExpectedActionsResponse } from '../src/shared/contract/expected-action.schema.js';
import type { ProgramCollectsResponse } from '../src/shared/contract/collect.schema.js';
import type { SearchResponse } from '../src/shared/contract/search.schema.js';
import { call } from './support/http.js';
import { contributorOf, createCollect, createProgram, managedProgram } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// The read endpoints behind the sidebar, the dashboard and the search page: a program's
// collects, its expected actions, and the keyword search, each refusing what SPEC.md §6 refuses.

describe("a program's collects, expected actions and search", () => {
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  let contributor: TestUser;
  let stranger: TestUser;
  let programId: string;
  let households: string;
  let schools: string;
  let otherProgramId: string;

  const get = <T>(path: string, user: TestUser) =>
    call<T & ErrorBody>(api, path, { token: user.token });

  beforeAll(async () => {
    api = await startTestApi('program-content');
    const managed = await managedProgram(api, 'Clean Water Zambia');
    ({ admin, manager } = managed);
    programId = managed.program.id;
    households = managed.program.collectId;
    schools = await createCollect(api, programId, 'Écoles rurales');
    contributor = await contributorOf(api, programId, schools);
    stranger = await createTestUser(api, 'stranger');
    otherProgramId = (await createProgram(api, admin, 'Solar Schools')).id;
    const actions = api.db.collection('programs').doc(programId).collection('actions');
    await actions.doc('old').set({
      title: 'Review the rejected rows',
      collect_id: households,
      // Addressed to every single contributor of the program (issue 14).
      audience: ['role:COLLECT_SINGLE_CONTRIBUTOR'],
      executed: false,
      created_at: new Date('2026-01-01T10:00:00Z'),
    });
    await actions.doc('new').set({
      title: 'Complete your records',
      audience: ['role:COLLECT_SINGLE_CONTRIBUTOR'],
      executed: false,
      created_at: new Date('2026-01-02T10:00:00Z'),
    });
    await actions.doc('done').set({
      title: 'Accept your invitation',
      executed: true,
      created_at: new Date('2026-01-03T10:00:00Z'),
    });
  });
  afterAll(() => api.close());

  describe('GET /api/programs/{program_id}/collects', () => {
    const collectsOf = (user: TestUser, id = programId) =>
      get<ProgramCollectsResponse>(`/api/programs/${id}/collects`, user);

    it('lists every collect, by title, to administrators and managers', async () => {
      for (const user of [admin, manager]) {
        const response = await collectsOf(user);
        expect(response.status).toBe(200);
        expect(response.body.collects).toEqual([
          {
            _id: schools,
            program_id: programId,
            title: 'Écoles rurales',
            title_fr: 'Écoles rurales',
            model_id: null,
            source: null,
          },
          {
            _id: households,
            program_id: programId,
            title: 'Households',
            title_fr: 'Households',
            model_id: null,
            source: null,
          },
        ]);
      }
    });

    it('lists to a contributor only the collects their roles name', async () => {
      const response = await collectsOf(contributor);
      expect(response.status).toBe(200);
      expect(response.body.collects.map((collect) => collect._id)).toEqual([schools]);
    });

    it('refuses people with no role in the program', async () => {
      expect((await collectsOf(stranger)).status).toBe(403);
      expect((await collectsOf(manager, otherProgramId)).body.error.code).toBe('FORBIDDEN');
    });
  });

  describe('GET /api/programs/{programId}/actions', () => {
    const actionsOf = (user: TestUser, query = '') =>
      get<ExpectedActionsResponse>(`/api/programs/${programId}/actions${query}`, user);

    it('lists the actions still to do, newest first, to administrators and contributors', async () => {
      for (const user of [admin, contributor]) {
        const response = await actionsOf(user, '?executed=false');
        expect(response.status).toBe(200);
        expect(response.body.activities).toEqual([
          {
            _id: 'new',
            program_id: programId,
            title: 'Complete your records',
            collect_id: null,
            executed: false,
            created_at: '2026-01-02T10:00:00.000Z',
            kind: 'MANUAL',
            description: null,
            assignee: null,
            assignee_name: null,
            task_id: null,
            details: {},
            due_date: null,
            executed_at: null,
            executed_by: null,
            created_by: null,
          },
          expect.objectContaining({ _id: 'old', collect_id: households }),
        ]);
      }
    });

    it('lists them all without the filter, and honours limit', async () => {
      const all = await actionsOf(admin);
      expect(all.body.activities.map((action) => action._id)).toEqual(['done', 'new', 'old']);
      const one = await actionsOf(admin, '?executed=false&limit=1');
      expect(one.body.activities.map((action) => action._id)).toEqual(['new']);
      expect((await actionsOf(admin, '?limit=0')).body.error.code).toBe('VALIDATION_ERROR');
    });

    it('lists them to managers, who ask things of people (issue 14), and refuses strangers', async () => {
      expect((await actionsOf(manager, '?executed=false')).status).toBe(200);
      expect((await actionsOf(stranger, '?executed=false')).status).toBe(403);
    });
  });

  describe('GET /api/search', () => {
    const search = (user: TestUser, keywords: string) =>
      get<SearchResponse>(`/api/search?keywords=${encodeURIComponent(keywords)}`, user);

    it('finds programs and collects by a word prefix, without case or accents', async () => {
      const byProgram = await search(admin, 'zamb');
      expect(byProgram.status).toBe(200);
      expect(byProgram.body).toEqual({
        programs: [{ _id: programId, name: 'Clean Water Zambia' }],
        collects: [],
        records: [],
      });
      const byCollect = await search(admin, 'ECOLE');
      expect(byCollect.body.collects).toEqual([
        {
          _id: schools,
          program_id: programId,
          title: 'Écoles rurales',
          title_fr: 'Écoles rurales',
        },
      ]);
    });

    it('finds only what the caller may see', async () => {
      const solar = await search(admin, 'solar');
      expect(solar.body.programs.map((program) => program.name)).toEqual(['Solar Schools']);
      expect((await search(manager, 'solar')).body.programs).toEqual([]);
      expect((await search(manager, 'house')).body.collects.map((c) => c._id)).toEqual([
        households,
      ]);
      // The contributor holds a role on the schools collect only.
      expect((await search(contributor, 'house')).body.collects).toEqual([]);
      expect((await search(contributor, 'rura')).body.collects.map((c) => c._id)).toEqual([
        schools,
      ]);
      expect(await search(stranger, 'clean')).toMatchObject({
        status: 200,
        body: { programs: [], collects: [], records: [] },
      });
    });

    it('needs at least three characters', async () => {
      const response = await search(admin, ' ab ');
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { issues: [{ path: 'keywords', message: expect.any(String) }] },
      });
    });
  });
});
