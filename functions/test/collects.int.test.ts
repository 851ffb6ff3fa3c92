import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/core/clock.js';
import { attributionRulesCollection, recordsCollection } from '../src/db/collections.js';
import { storedRecord } from '../src/db/record-document.js';
import { collectIndexSpecs } from '../src/modules/collects/collect-indexes.js';
import type { Collect } from '../src/shared/contract/collect.schema.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type { ModelField } from '../src/shared/contract/model.schema.js';
import { ensureDemoModels } from '../src/seed/seed-models.js';
import { call } from './support/http.js';
import { contributorOf, createProgram, managerOf } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';
import type { BlobStore } from '../src/core/blobs/blob-store.js';

// The collects API (SPEC.md §7 "Collects"): every call by every kind of caller, what a client
// sees of a collect, bad settings, and a deletion that takes records, rules, files and roles
// with it and finishes when retried after a crash.

const ACTORS = [
  'admin',
  'manager',
  'otherManager',
  'contributor',
  'otherContributor',
  'disabled',
  'anonymous',
] as const;
type Actor = (typeof ACTORS)[number];
type Signed = Exclude<Actor, 'anonymous'>;
const MANAGERS: Actor[] = ['admin', 'manager'];
const OPENERS: Actor[] = ['admin', 'manager', 'contributor'];
const MEMBERS: Actor[] = ['admin', 'manager', 'contributor', 'otherContributor'];

interface CollectBody {
  collect: Collect;
}

describe('collects API', () => {
  let api: TestApi;
  let blobs: BlobStore;
  /** Set to make the next folder deletion fail, as a crash half way would. */
  let failNextFolderDeletion = false;
  const users = {} as Record<Signed, TestUser>;
  let P: { id: string; collectId: string };
  let beneficiaryModel: string;
  let visitModel: string;
  let C: string;
  let counter = 0;
  const unique = (label: string) => `${label} ${(counter += 1)}`;

  const as = (actor: Actor) => (actor === 'anonymous' ? {} : { token: users[actor].token });
  const createCollect = async (body: Record<string, unknown>, actor: Actor = 'manager') =>
    call<{ _id: string } & ErrorBody>(api, `/api/program/${P.id}/collect`, {
      ...as(actor),
      json: { title: unique('Collect'), model: beneficiaryModel, ...body },
    });
  const freshCollect = async (body: Record<string, unknown> = {}) => {
    const created = await createCollect(body);
    expect(created.status, created.text).toBe(201);
    return created.body._id;
  };
  const getCollect = (id: string, actor: Actor = 'manager') =>
    call<CollectBody & ErrorBody>(api, `/api/collects/${id}`, as(actor));
  const addRecord = async (
    collectId: string,
    fields: ModelField[],
    values: Record<string, unknown>,
  ) => {
    const id = `r${(counter += 1)}`;
    await recordsCollection(api.db, P.id, collectId)
      .doc(id)
      .set(
        storedRecord({
          recordId: id,
          programId: P.id,
          collectId,
          fields,
          values: values as never,
          author: null,
          at: new Date(),
          access: {},
        }),
      );
    return id;
  };

  beforeAll(async () => {
    api = await startTestApi('collects', {
      blobs: (store) => {
        blobs = store;
        return {
          ...store,
          async deleteFolder(prefix) {
            if (failNextFolderDeletion) {
              failNextFolderDeletion = false;
              throw new Error('Storage unavailable');
            }
            return store.deleteFolder(prefix);
          },
        };
      },
    });
    users.admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    P = await createProgram(api, users.admin, 'Collects program');
    const Q = await createProgram(api, users.admin, 'Other collects program');
    [beneficiaryModel = '', visitModel = ''] = await ensureDemoModels(api.db, systemClock);
    users.manager = await managerOf(api, P.id);
    users.otherManager = await managerOf(api, Q.id, 'other-manager');
    users.disabled = await createTestUser(api, 'disabled', {
      status: 'DISABLED',
      roles: [{ program_id: P.id, role: 'PROGRAM_MANAGER' }],
    });
    C = await freshCollect({ title: 'Households', title_fr: 'Foyers' });
    users.contributor = await contributorOf(api, P.id, C);
    users.otherContributor = await contributorOf(api, P.id, P.collectId, 'other-contributor');
  });
  afterAll(() => api.close());

  describe('who may call what', () => {
    interface Row {
      readonly name: string;
      readonly allowed: readonly Actor[];
      readonly build: () => Promise<{ method?: string; path: string; json?: unknown }>;
    }
    const rows: Row[] = [
      {
        name: 'GET /api/programs/{program_id}/collects',
        allowed: MEMBERS,
        build: async () => ({ path: `/api/programs/${P.id}/collects` }),
      },
      {
        name: 'GET /api/programs/collects?program_id=',
        allowed: MEMBERS,
        build: async () => ({ path: `/api/programs/collects?program_id=${P.id}` }),
      },
      {
        name: 'GET /api/collects?program_id=',
        allowed: MEMBERS,
        build: async () => ({ path: `/api/collects?program_id=${P.id}` }),
      },
      {
        name: 'POST /api/program/{programId}/collect',
        allowed: MANAGERS,
        build: async () => ({
          path: `/api/program/${P.id}/collect`,
          json: { title: unique('New'), model: visitModel },
        }),
      },
      {
        name: 'GET /api/collects/{collect_id}',
        allowed: OPENERS,
        build: async () => ({ path: `/api/collects/${C}` }),
      },
      {
        name: 'GET /api/program/{programId}/collects/{collect_id}',
        allowed: OPENERS,
        build: async () => ({ path: `/api/program/${P.id}/collects/${C}` }),
      },
      {
        name: 'PUT /api/program/{programId}/collects/{collect_id}',
        allowed: MANAGERS,
        build: async () => ({
          method: 'PUT',
          path: `/api/program/${P.id}/collects/${C}`,
          json: { title: 'Households' },
        }),
      },
      {
        name: 'DELETE /api/collects/{collect_id}',
        allowed: MANAGERS,
        build: async () => ({ method: 'DELETE', path: `/api/collects/${await freshCollect()}` }),
      },
      {
        name: 'GET /api/programs/collects/{collect_id}/contributors',
        allowed: MANAGERS,
        build: async () => ({ path: `/api/programs/collects/${C}/contributors` }),
      },
      {
        name: 'PUT /api/programs/{program_id}/collects/{collect_id}/update_default_filters',
        allowed: MANAGERS,
        build: async () => ({
          method: 'PUT',
          path: `/api/programs/${P.id}/collects/${C}/update_default_filters`,
          json: { filters: [] },
        }),
      },
    ];
    const cases = rows.flatMap((row) => ACTORS.map((actor) => ({ row: row.name, actor })));

    it.each(cases)('$row as $actor', async ({ row: name, actor }) => {
      const row = rows.find((candidate) => candidate.name === name);
      if (!row) throw new Error(name);
      const request = await row.build();
      const response = await call(api, request.path, {
        method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
        ...(request.json === undefined ? {} : { json: request.json }),
        ...as(actor),
      });
      if (row.allowed.includes(actor)) {
        expect([200, 201], `${name} as ${actor}: ${response.text}`).toContain(response.status);
      } else {
        expect(response.status, `${name} as ${actor}: ${response.text}`).toBe(
          actor === 'anonymous' ? 401 : 403,
        );
      }
    });
  });

  describe('reading', () => {
    it('shows a collect with its model, grid settings and index state', async () => {
      const response = await getCollect(C, 'contributor');
      expect(response.status).toBe(200);
      const { collect } = response.body;
      expect(collect).toMatchObject({
        _id: C,
        program_id: P.id,
        title: 'Households',
        title_fr: 'Foyers',
        model_id: beneficiaryModel,
        model_title: 'Beneficiary registration',
        source: null,
        matched_fields: [],
        filterable_fields: [],
        default_filters: { filters: [], sort: null },
      });
      // The first six fields that make a useful column (no long text, no file).
      expect(collect.fieldsToDisplay).toEqual([
        'full_name',
        'birth_date',
        'gender',
        'phone',
        'email',
        'region',
      ]);
      expect(collect.fields.map((field) => field.variable)).toContain('notes');
      const specs = collectIndexSpecs(collect, collect.fields);
      expect(collect.indexes.total).toBe(specs.length);
      expect(['READY', 'CREATING']).toContain(collect.indexes.state);
      const inProgram = await call<CollectBody>(
        api,
        `/api/program/${P.id}/collects/${C}`,
        as('manager'),
      );
      expect(inProgram.body.collect._id).toBe(C);
    });

    it('lists the collects each member may open, sorted by title, with their model and source', async () => {
      const mine = await call<{ collects: { _id: string }[] }>(
        api,
        `/api/programs/${P.id}/collects`,
        as('contributor'),
      );
      expect(mine.body.collects.map((collect) => collect._id)).toEqual([C]);
      const all = await call<{
        collects: { _id: string; title: string; model_id: string | null }[];
      }>(api, `/api/collects?program_id=${P.id}`, as('manager'));
      const titles = all.body.collects.map((collect) => collect.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
      expect(all.body.collects).toContainEqual(
        expect.objectContaining({ _id: C, title: 'Households', model_id: beneficiaryModel }),
      );
    });

    it('answers 404 for an unknown collect, 400 for a malformed program in the query', async () => {
      expect((await getCollect('nope', 'admin')).status).toBe(404);
      const missing = await call<ErrorBody>(api, '/api/collects', as('admin'));
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toContain('program_id');
    });
  });

  describe('creating and changing', () => {
    it('stores the titles, source and lists sent, and logs the creation', async () => {
      const id = await freshCollect({
        title: 'Site visits 2026',
        title_fr: 'Visites 2026',
        model: visitModel,
        source: { type: 'WEBHOOK_OR_API' },
        fieldsToDisplay: ['site_name', 'visit_date', 'issues'],
        filterable_fields: ['condition', 'issues'],
        matched_fields: ['site_name', 'visit_date'],
      });
      const { collect } = (await getCollect(id)).body;
      expect(collect).toMatchObject({
        title: 'Site visits 2026',
        title_fr: 'Visites 2026',
        source: { type: 'WEBHOOK_OR_API' },
        fieldsToDisplay: ['site_name', 'visit_date', 'issues'],
        filterable_fields: ['condition', 'issues'],
        matched_fields: ['site_name', 'visit_date'],
      });
      const log = await call<{ activities: { action: string; target: { _id: string } }[] }>(
        api,
        `/api/programs/${P.id}/activities?limit=50`,
        as('manager'),
      );
      expect(log.body.activities).toContainEqual(
        expect.objectContaining({
          action: 'COLLECT_CREATED',
          target: expect.objectContaining({ type: 'COLLECT', _id: id, label: 'Site visits 2026' }),
        }),
      );
    });

    it('refuses an unknown model (404 naming model) and unknown or unfit variables (400 naming them)', async () => {
      const unknownModel = await createCollect({ model: 'no-such-model' });
      expect(unknownModel.status).toBe(404);
      expect(unknownModel.body.error.message).toBe('model: Model not found');
      const unknownVariable = await createCollect({
        fieldsToDisplay: ['full_name', 'gender', 'shoe_size'],
      });
      expect(unknownVariable.status).toBe(400);
      expect(unknownVariable.body.error.details?.issues?.[0]?.path).toBe('fieldsToDisplay.2');
      const longText = await createCollect({ filterable_fields: ['notes'] });
      expect(longText.status).toBe(400);
      expect(longText.body.error.details?.issues?.[0]?.path).toBe('filterable_fields.0');
      const twice = await createCollect({ matched_fields: ['email', 'email'] });
      expect(twice.body.error.details?.issues?.[0]?.path).toBe('matched_fields.1');
      const tooMany = await createCollect({
        fieldsToDisplay: Array.from({ length: 11 }, () => 'full_name'),
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.message).toContain('fieldsToDisplay');
      const noTitle = await createCollect({ title: '  ' });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.error.details?.issues?.[0]?.path).toBe('title');
    });

    it('changes what is sent, and moves to another model only while the collect is empty', async () => {
      const id = await freshCollect({ filterable_fields: ['region'] });
      const put = (json: unknown) =>
        call<CollectBody & ErrorBody>(api, `/api/program/${P.id}/collects/${id}`, {
          ...as('manager'),
          method: 'PUT',
          json,
        });
      const renamed = await put({ title: 'Renamed', filterable_fields: ['region', 'gender'] });
      expect(renamed.status, renamed.text).toBe(200);
      expect(renamed.body.collect).toMatchObject({
        title: 'Renamed',
        filterable_fields: ['region', 'gender'],
        model_id: beneficiaryModel,
      });
      const moved = await put({ model: visitModel });
      expect(moved.status, moved.text).toBe(200);
      // The new model's default columns; filters the new model lacks are dropped.
      expect(moved.body.collect).toMatchObject({
        model_id: visitModel,
        model_title: 'Site visit',
        filterable_fields: [],
      });
      expect(moved.body.collect.fieldsToDisplay[0]).toBe('site_name');
      await addRecord(id, moved.body.collect.fields, {
        site_name: 'Dakar north',
        visit_date: '2026-03-02',
      });
      const refused = await put({ model: beneficiaryModel });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CONFLICT');
      expect((await getCollect(id)).body.collect.model_id).toBe(visitModel);
      const log = await call<{ activities: { action: string; details?: unknown }[] }>(
        api,
        `/api/programs/${P.id}/activities?limit=50`,
        as('manager'),
      );
      expect(log.body.activities).toContainEqual(
        expect.objectContaining({
          action: 'COLLECT_UPDATED',
          target: expect.objectContaining({ _id: id, label: 'Renamed' }),
          details: { changed: ['model', 'fieldsToDisplay', 'filterable_fields'] },
        }),
      );
      const bad = await put({ fieldsToDisplay: ['site_name', 'full_name'] });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details?.issues?.[0]?.path).toBe('fieldsToDisplay.1');
    });

    it('saves default filters checked as the grid checks them', async () => {
      const id = await freshCollect({ filterable_fields: ['region', 'household_size'] });
      const save = (json: unknown) =>
        call<{ default_filters: unknown } & ErrorBody>(
          api,
          `/api/programs/${P.id}/collects/${id}/update_default_filters`,
          { ...as('manager'), method: 'PUT', json },
        );
      const view = {
        filters: [{ field: 'region', op: 'eq', value: 'north' }],
        sort: { field: 'full_name', direction: 'asc' },
      };
      const saved = await save(view);
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.default_filters).toEqual(view);
      expect((await getCollect(id)).body.collect.default_filters).toEqual(view);
      const unknownField = await save({ filters: [{ field: 'notes', op: 'eq', value: 'x' }] });
      expect(unknownField.status).toBe(400);
      expect(unknownField.body.error.details?.issues?.[0]?.path).toBe('filters.0.field');
      const wrongValue = await save({
        filters: [{ field: 'household_size', op: 'gt', value: 'many' }],
      });
      expect(wrongValue.body.error.details?.issues?.[0]?.path).toBe('filters.0.value');
      // A view the new settings no longer allow is dropped with them.
      const changed = await call<CollectBody>(api, `/api/program/${P.id}/collects/${id}`, {
        ...as('manager'),
        method: 'PUT',
        json: { filterable_fields: ['household_size'] },
      });
      expect(changed.body.collect.default_filters).toEqual({ filters: [], sort: null });
    });

    it('lists the contributors of a collect by e-mail', async () => {
      const response = await call<{ contributors: unknown[] }>(
        api,
        `/api/programs/collects/${C}/contributors`,
        as('manager'),
      );
      expect(response.body.contributors).toEqual([
        {
          _id: users.contributor.uid,
          email: users.contributor.email,
          first_name: 'Test',
          last_name: 'contributor',
          role: 'COLLECT_SINGLE_CONTRIBUTOR',
        },
      ]);
    });
  });

  describe('deleting', () => {
    const fill = async (collectId: string) => {
      const { collect } = (await getCollect(collectId)).body;
      const records = await Promise.all(
        ['Awa Diop', 'Jean Dupont', 'Léa Martin'].map((name) =>
          addRecord(collectId, collect.fields, {
            full_name: name,
            birth_date: '1990-01-01',
            region: 'north',
          }),
        ),
      );
      await attributionRulesCollection(api.db, P.id, collectId)
        .doc('rule1')
        .set({
          subject: { user_id: 'someone' },
          permission: 'READ',
          condition: null,
        });
      await blobs.put(
        `collects/${collectId}/files/f1/id.pdf`,
        new Uint8Array([1]),
        'application/pdf',
      );
      const member = await contributorOf(api, P.id, collectId, 'doomed-contributor');
      return { records, member };
    };
    const remove = (collectId: string) =>
      call<{ _id: string } & ErrorBody>(api, `/api/collects/${collectId}`, {
        ...as('manager'),
        method: 'DELETE',
      });

    const expectGone = async (collectId: string, member: TestUser) => {
      expect((await getCollect(collectId)).status).toBe(404);
      expect((await recordsCollection(api.db, P.id, collectId).get()).size).toBe(0);
      expect((await attributionRulesCollection(api.db, P.id, collectId).get()).size).toBe(0);
      expect(await blobs.get(`collects/${collectId}/files/f1/id.pdf`)).toBeNull();
      expect((await api.db.doc(`programs/${P.id}/collects/${collectId}`).get()).exists).toBe(false);
      const user = await api.db.doc(`users/${member.uid}`).get();
      expect(user.get('roles')).toEqual([]);
      expect((await api.db.doc(`programs/${P.id}/members/${member.uid}`).get()).exists).toBe(false);
      const mine = await call(api, `/api/programs/${P.id}/collects`, { token: member.token });
      expect(mine.status).toBe(403);
    };

    it('takes records, rules, files and contributor roles with it, and logs it', async () => {
      const id = await freshCollect({ title: 'To delete' });
      const { member } = await fill(id);
      const response = await remove(id);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ _id: id });
      await expectGone(id, member);
      const log = await call<{ activities: { action: string; target: { _id: string } }[] }>(
        api,
        `/api/programs/${P.id}/activities?limit=50`,
        as('manager'),
      );
      expect(log.body.activities).toContainEqual(
        expect.objectContaining({
          action: 'COLLECT_DELETED',
          target: expect.objectContaining({ _id: id }),
        }),
      );
      expect((await remove(id)).status).toBe(404);
    });

    it('finishes a deletion that failed half way when called again', async () => {
      const id = await freshCollect({ title: 'Crashes once' });
      const { member } = await fill(id);
      failNextFolderDeletion = true;
      const crashed = await remove(id);
      expect(crashed.status).toBe(500);
      // Half deleted: hidden from everyone, its records gone, its document still there.
      expect((await getCollect(id)).status).toBe(404);
      const list = await call<{ collects: { _id: string }[] }>(
        api,
        `/api/programs/${P.id}/collects`,
        as('manager'),
      );
      expect(list.body.collects.map((collect) => collect._id)).not.toContain(id);
      expect((await api.db.doc(`programs/${P.id}/collects/${id}`).get()).exists).toBe(true);
      const retried = await remove(id);
      expect(retried.status, retried.text).toBe(200);
      await expectGone(id, member);
    });
  });
});
