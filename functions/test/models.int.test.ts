import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type {
  Model,
  ModelField,
  ModelsResponse,
  ModelSummary,
} from '../src/shared/contract/model.schema.js';
import { systemClock } from '../src/core/clock.js';
import { DEMO_MODELS, ensureDemoModels } from '../src/seed/seed-models.js';
import { call } from './support/http.js';
import type { HttpResult } from './support/http.js';
import { contributorOf, createProgram, managerOf } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

type Answer<T> = HttpResult<T & ErrorBody>;

const text = (variable: string, label = variable) => ({
  label: { en: label, fr: `${label} (fr)` },
  variable,
  datatype: 'STRING',
  input_method: 'TEXT_INPUT',
});

const choices = {
  label: { en: 'Region', fr: 'Région' },
  variable: 'region',
  datatype: 'STRING',
  input_method: 'SIMPLE_SELECT',
  options: [
    { value: 'north', label: { en: 'North', fr: 'Nord' } },
    { value: 'south', label: { en: 'South', fr: 'Sud' } },
  ],
};

describe('data models and fields', () => {
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  let contributor: TestUser;
  let disabled: TestUser;
  let programId: string;

  const send = <T>(method: string, path: string, json?: unknown, token = admin.token) =>
    call<T & ErrorBody>(api, path, { method, token, ...(json === undefined ? {} : { json }) });
  const createModel = async (title: string) => {
    const response = await send<{ model: Model }>('POST', '/api/admin/models', { title });
    expect(response.status).toBe(201);
    return response.body.model;
  };
  const addField = async (modelId: string, field: object) => {
    const response = await send<{ field: ModelField }>('POST', '/api/admin/fields', {
      model_id: modelId,
      ...field,
    });
    expect(response.status, response.text).toBe(201);
    return response.body.field;
  };
  const modelOf = async (id: string) =>
    (await send<{ model: Model }>('GET', `/api/admin/models/${id}`)).body.model;
  const issuePaths = (response: Answer<unknown>) =>
    response.body.error.details?.issues?.map((issue) => issue.path);

  beforeAll(async () => {
    api = await startTestApi('models');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    const program = await createProgram(api, admin, 'Models program');
    programId = program.id;
    manager = await managerOf(api, programId);
    contributor = await contributorOf(api, programId, program.collectId);
    disabled = await createTestUser(api, 'disabled', { level: 'SUPER_ADMIN' });
    await api.factory.updateUser(disabled.uid, { status: 'DISABLED' });
  });
  afterAll(() => api.close());

  it('creates a model, adds fields in order and answers it with them', async () => {
    const model = await createModel('  Household survey ');
    expect(model).toMatchObject({ title: 'Household survey', fields: [], fields_count: 0 });
    await addField(model._id, text('name', 'Name'));
    await addField(model._id, choices);
    // Inserted at the front: the others move down.
    const first = await addField(model._id, { ...text('code', 'Code'), order: 0 });
    expect(first.order).toBe(0);
    const read = await modelOf(model._id);
    expect(read.fields.map((field) => [field.variable, field.order])).toEqual([
      ['code', 0],
      ['name', 1],
      ['region', 2],
    ]);
    expect(read).toMatchObject({ fields_count: 3, used_by: [], used_by_count: 0 });
    expect(read.fields[2]).toMatchObject({
      _id: expect.any(String),
      field_id: read.fields[2]?._id,
      model_id: model._id,
      options: choices.options,
      validation_rules: [],
    });
    const alias = await send<{ model: Model }>('GET', `/api/admin/model/${model._id}`);
    expect(alias.body.model).toEqual(read);
  });

  it('lists models by title, searches a word prefix and pages with a cursor', async () => {
    for (const title of ['Zebra count', 'Alpha census', 'Beta census', 'Gamma visit']) {
      await createModel(title);
    }
    const first = await send<ModelsResponse>('GET', '/api/admin/models?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.models.map((model) => model.title)).toEqual(['Alpha census', 'Beta census']);
    expect(first.body.totalItems).toBeGreaterThanOrEqual(5);
    const second = await send<ModelsResponse>(
      'GET',
      `/api/admin/model?limit=2&cursor=${first.body.next_cursor}`,
    );
    expect(second.body.models.map((model) => model.title)).toEqual([
      'Gamma visit',
      'Household survey',
    ]);
    const census = await send<ModelsResponse>('GET', '/api/admin/models?keywords=CENS');
    expect(census.body).toMatchObject({ totalItems: 2, next_cursor: null });
    const tampered = await send<ModelsResponse>('GET', '/api/admin/models?cursor=nope');
    expect(tampered.status).toBe(400);
    expect(issuePaths(tampered)).toEqual(['cursor']);
  });

  it('renames and describes a model at both paths', async () => {
    const model = await createModel('Draft');
    const renamed = await send<{ model: Model }>('PUT', `/api/admin/models/update/${model._id}`, {
      title: 'Site visit',
    });
    expect(renamed.body.model).toMatchObject({ title: 'Site visit', description: '' });
    const described = await send<{ model: Model }>('PUT', `/api/admin/model/update/${model._id}`, {
      description: 'One visit of one site',
    });
    expect(described.body.model).toMatchObject({
      title: 'Site visit',
      description: 'One visit of one site',
    });
  });

  it('refuses incoherent fields with a 400 naming the property', async () => {
    const model = await createModel('Incoherent');
    const cases: [object, string][] = [
      [{ ...choices, options: [] }, 'options'],
      [{ ...choices, input_method: 'MULTI_SELECT', datatype: 'NUMBER' }, 'datatype'],
      [
        {
          ...text('consent'),
          datatype: 'BOOLEAN',
          input_method: 'SWITCH',
          validation_rules: [{ rule: 'NUMERIC' }],
        },
        'validation_rules.0.rule',
      ],
      [
        {
          ...text('age'),
          datatype: 'NUMBER',
          input_method: 'NUMBER',
          validation_rules: [
            { rule: 'MIN_VALUE', value: 10 },
            { rule: 'MAX_VALUE', value: 5 },
          ],
        },
        'validation_rules.0.value',
      ],
      [text('2bad'), 'variable'],
      [text('constructor'), 'variable'],
      [{ ...text('nolabel'), label: { en: 'Only English' } }, 'label.fr'],
    ];
    for (const [field, path] of cases) {
      const response = await send('POST', '/api/admin/fields', { model_id: model._id, ...field });
      expect(response.status, JSON.stringify(field)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(issuePaths(response)).toContain(path);
    }
    const noTitle = await send('POST', '/api/admin/models', { description: 'x' });
    expect(issuePaths(noTitle)).toEqual(['title']);
    const noModel = await send('POST', '/api/admin/fields', text('orphan'));
    expect(issuePaths(noModel)).toEqual(['model_id']);
    expect((await modelOf(model._id)).fields).toEqual([]);
  });

  it('keeps variables unique in a model whatever their case', async () => {
    const model = await createModel('Unique variables');
    await addField(model._id, text('Age'));
    const clash = await send('POST', '/api/admin/fields', { model_id: model._id, ...text('age') });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('ALREADY_EXISTS');
    expect(issuePaths(clash)).toEqual(['variable']);
    const other = await addField(model._id, text('height'));
    const renamed = await send('PUT', `/api/admin/fields/${other._id}`, { variable: 'AGE' });
    expect(renamed.status).toBe(409);
    // Another model may use the same name.
    const elsewhere = await createModel('Other variables');
    await addField(elsewhere._id, text('age'));
  });

  it('changes a field, merging what is sent, and checks the result', async () => {
    const model = await createModel('Editable');
    const field = await addField(model._id, { ...choices, help: { en: 'Where', fr: 'Où' } });
    const read = await send<{ field: ModelField }>('GET', `/api/admin/fields/${field._id}`);
    expect(read.body.field).toEqual(field);
    const changed = await send<{ field: ModelField }>('PUT', `/api/admin/fields/${field._id}`, {
      label: { en: 'Area', fr: 'Zone' },
      input_method: 'RADIO_BUTTON',
      help: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.field).toMatchObject({
      label: { en: 'Area', fr: 'Zone' },
      input_method: 'RADIO_BUTTON',
      variable: 'region',
      options: choices.options,
    });
    expect(changed.body.field.help).toBeUndefined();
    const incoherent = await send('PUT', `/api/admin/fields/${field._id}`, {
      datatype: 'BOOLEAN',
    });
    expect(incoherent.status).toBe(400);
    expect(issuePaths(incoherent)).toEqual(['datatype']);
    const empty = await send('PUT', `/api/admin/fields/${field._id}`, {});
    expect(empty.status).toBe(400);
  });

  it('reorders fields densely, by position or by the full list of ids', async () => {
    const model = await createModel('Reordered');
    const [a, b, c] = [
      await addField(model._id, text('a')),
      await addField(model._id, text('b')),
      await addField(model._id, text('c')),
    ];
    const moved = await send<{ fields: ModelField[] }>(
      'PUT',
      `/api/admin/fields/${a?._id}/update_order`,
      { order: 2 },
    );
    expect(moved.body.fields.map((field) => [field.variable, field.order])).toEqual([
      ['b', 0],
      ['c', 1],
      ['a', 2],
    ]);
    const listed = await send<{ fields: ModelField[] }>(
      'PUT',
      `/api/admin/fields/${b?._id}/update_order`,
      { field_ids: [c?._id, a?._id, b?._id] },
    );
    expect(listed.body.fields.map((field) => field.variable)).toEqual(['c', 'a', 'b']);
    expect((await modelOf(model._id)).fields.map((field) => field.order)).toEqual([0, 1, 2]);
    const partial = await send('PUT', `/api/admin/fields/${b?._id}/update_order`, {
      field_ids: [a?._id, b?._id],
    });
    expect(issuePaths(partial)).toEqual(['field_ids']);
    const removed = await send<{ fields: ModelField[] }>('DELETE', `/api/admin/fields/${a?._id}`);
    expect(removed.body.fields.map((field) => [field.variable, field.order])).toEqual([
      ['c', 0],
      ['b', 1],
    ]);
    expect((await modelOf(model._id)).fields_count).toBe(2);
  });

  describe('a model that a collect uses', () => {
    let model: Model;
    let region: ModelField;

    beforeAll(async () => {
      model = await createModel('In use');
      region = await addField(model._id, choices);
      await api.factory.makeCollect(programId, { title: 'Visits 2026', modelId: model._id });
    });

    it('names its collects', async () => {
      const read = await modelOf(model._id);
      expect(read.used_by).toEqual([
        expect.objectContaining({ title: 'Visits 2026', program_id: programId }),
      ]);
      expect(read.used_by_count).toBe(1);
    });

    it('refuses with 409 what would break its records, saying why', async () => {
      const refused: [string, string, object | undefined, string | undefined][] = [
        ['DELETE', `/api/admin/models/${model._id}`, undefined, undefined],
        ['DELETE', `/api/admin/fields/${region._id}`, undefined, undefined],
        ['PUT', `/api/admin/fields/${region._id}`, { variable: 'area' }, 'variable'],
        [
          'PUT',
          `/api/admin/fields/${region._id}`,
          { datatype: 'STRING_ARRAY', input_method: 'MULTI_SELECT' },
          'datatype',
        ],
        [
          'PUT',
          `/api/admin/fields/${region._id}`,
          { options: choices.options.slice(0, 1) },
          'options',
        ],
      ];
      for (const [method, path, json, property] of refused) {
        const response = await send(method, path, json);
        expect(response.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(409);
        expect(response.body.error.code).toBe('CONFLICT');
        expect(response.body.error.message).toContain('Visits 2026');
        expect(response.body.error.details?.collects).toEqual([
          expect.objectContaining({ title: 'Visits 2026' }),
        ]);
        if (property) expect(issuePaths(response)).toEqual([property]);
      }
      expect((await modelOf(model._id)).fields).toEqual([region]);
    });

    it('still takes new fields, labels, options and a new order', async () => {
      const added = await addField(model._id, text('notes', 'Notes'));
      const relabelled = await send<{ field: ModelField }>(
        'PUT',
        `/api/admin/fields/${region._id}`,
        {
          label: { en: 'Region', fr: 'Région administrative' },
          options: [...choices.options, { value: 'east', label: { en: 'East', fr: 'Est' } }],
        },
      );
      expect(relabelled.status).toBe(200);
      expect(relabelled.body.field.options).toHaveLength(3);
      const moved = await send<{ fields: ModelField[] }>(
        'PUT',
        `/api/admin/fields/${added._id}/update_order`,
        { order: 0 },
      );
      expect(moved.body.fields.map((field) => field.variable)).toEqual(['notes', 'region']);
    });
  });

  it('deletes a model nobody uses, with its fields', async () => {
    const model = await createModel('Short-lived');
    const field = await addField(model._id, text('x'));
    const deleted = await send('DELETE', `/api/admin/model/${model._id}`);
    expect(deleted.status).toBe(200);
    expect((await send('GET', `/api/admin/models/${model._id}`)).status).toBe(404);
    expect((await send('GET', `/api/admin/fields/${field._id}`)).status).toBe(404);
  });

  it('answers 404 for unknown models and fields', async () => {
    const calls: [string, string, object | undefined][] = [
      ['GET', '/api/admin/models/missing', undefined],
      ['PUT', '/api/admin/models/update/missing', { title: 'x' }],
      ['DELETE', '/api/admin/models/missing', undefined],
      ['POST', '/api/admin/fields', { model_id: 'missing', ...text('x') }],
      ['GET', '/api/admin/fields/missing', undefined],
      ['PUT', '/api/admin/fields/missing', { label: { en: 'x', fr: 'x' } }],
      ['DELETE', '/api/admin/fields/missing', undefined],
      ['PUT', '/api/admin/fields/missing/update_order', { order: 0 }],
    ];
    for (const [method, path, json] of calls) {
      const response = await send(method, path, json);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses ids that would leave their path segment with a 400 naming them', async () => {
    for (const path of ['/api/admin/models/..%2F..%2Fadmin', '/api/admin/model/..%2F..%2Fadmin']) {
      const response = await send('GET', path);
      expect(response.status, path).toBe(400);
      expect(issuePaths(response)).toEqual(['id']);
    }
    const field = await send('GET', '/api/admin/fields/a%2Fb');
    expect(issuePaths(field)).toEqual(['field_id']);
  });

  describe('who may call', () => {
    let model: Model;
    let field: ModelField;

    beforeAll(async () => {
      model = await createModel('Guarded');
      field = await addField(model._id, text('guarded'));
    });

    const designCalls = (): [string, string, object | undefined][] => [
      ['GET', '/api/admin/models', undefined],
      ['GET', '/api/admin/model', undefined],
      ['POST', '/api/admin/models', { title: 'Forbidden' }],
      ['POST', '/api/admin/model', { title: 'Forbidden' }],
      ['GET', `/api/admin/models/${model._id}`, undefined],
      ['PUT', `/api/admin/models/update/${model._id}`, { title: 'Forbidden' }],
      ['DELETE', `/api/admin/models/${model._id}`, undefined],
      ['POST', '/api/admin/fields', { model_id: model._id, ...text('forbidden') }],
      ['GET', `/api/admin/fields/${field._id}`, undefined],
      ['PUT', `/api/admin/fields/${field._id}`, { label: { en: 'x', fr: 'x' } }],
      ['DELETE', `/api/admin/fields/${field._id}`, undefined],
      ['PUT', `/api/admin/fields/${field._id}/update_order`, { order: 0 }],
    ];

    it('lets only super administrators design models', async () => {
      const refusals: [string, () => string | undefined, number, string][] = [
        ['manager', () => manager.token, 403, 'FORBIDDEN'],
        ['contributor', () => contributor.token, 403, 'FORBIDDEN'],
        ['disabled admin', () => disabled.token, 403, 'USER_DISABLED'],
        ['no token', () => undefined, 401, 'UNAUTHENTICATED'],
      ];
      for (const [who, token, status, code] of refusals) {
        for (const [method, path, json] of designCalls()) {
          const response = await call<ErrorBody>(api, path, {
            method,
            ...(token() ? { token: token() } : {}),
            ...(json === undefined ? {} : { json }),
          });
          expect(response.status, `${who}: ${method} ${path}`).toBe(status);
          expect(response.body.error.code).toBe(code);
        }
      }
      const after = await modelOf(model._id);
      expect(after).toMatchObject({ title: 'Guarded', fields: [field] });
    });

    it('lists available models to super administrators and managers only', async () => {
      const path = '/api/models/available?keywords=guard';
      for (const token of [admin.token, manager.token]) {
        const response = await call<{ models: ModelSummary[] }>(api, path, { token });
        expect(response.status).toBe(200);
        expect(response.body.models.map((found) => found.title)).toEqual(['Guarded']);
      }
      expect((await call(api, path, { token: contributor.token })).status).toBe(403);
      expect((await call(api, path, { token: disabled.token })).status).toBe(403);
      expect((await call(api, path)).status).toBe(401);
    });

    it('gives a model with its fields to whoever may pick models, for the collect form', async () => {
      const path = `/api/models/available/${model._id}`;
      for (const token of [admin.token, manager.token]) {
        const response = await call<{ model: { title: string; fields: unknown[] } }>(api, path, {
          token,
        });
        expect(response.status).toBe(200);
        expect(response.body.model).toMatchObject({ title: 'Guarded', fields: [field] });
      }
      const missing = await call<ErrorBody>(api, '/api/models/available/nope', {
        token: manager.token,
      });
      expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
      expect((await call(api, path, { token: contributor.token })).status).toBe(403);
      expect((await call(api, path, { token: disabled.token })).status).toBe(403);
      expect((await call(api, path)).status).toBe(401);
    });
  });

  it('seeds the two demo models once, with fields the admin API reads', async () => {
    const ids = await ensureDemoModels(api.db, systemClock);
    expect(await ensureDemoModels(api.db, systemClock)).toEqual(ids);
    const [beneficiary, visit] = await Promise.all(ids.map(modelOf));
    expect(beneficiary?.title).toBe('Beneficiary registration');
    expect(new Set(beneficiary?.fields.map((field) => field.input_method))).toEqual(
      new Set([
        'TEXT_INPUT',
        'DATE_PICKER',
        'RADIO_BUTTON',
        'PHONE_INPUT',
        'EMAIL_FIELD',
        'SIMPLE_SELECT',
        'NUMBER',
        'MULTI_SELECT',
        'FILE_UPLOAD',
        'CHECKBOX',
        'TEXT_AREA',
      ]),
    );
    expect(visit?.fields.map((field) => field.variable)).toEqual(
      DEMO_MODELS[1]?.fields.map((field) => field.variable),
    );
    expect(visit?.fields.map((field) => field.order)).toEqual(visit?.fields.map((_f, i) => i));
  });
});
