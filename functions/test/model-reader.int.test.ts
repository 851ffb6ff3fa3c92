import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelReader } from '../src/db/model-reader.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import { costOf } from './support/billing.js';
import { call } from './support/http.js';
import { createModel, GRID_FIELDS } from './support/record-fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

// The grid and the record forms read a collect's model on every call. An instance keeps the
// fields it read and reuses them while the model document is unchanged; every change of a field
// writes the model document too, so a change is never missed.

describe('reading a model and its fields', () => {
  let api: TestApi;
  let admin: TestUser;

  beforeAll(async () => {
    api = await startTestApi('model-reader');
    admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
  });
  afterAll(() => api.close());

  it('reads the fields once, then only the model document until a field changes', async () => {
    const model = await createModel(api, admin.token, 'Read model', GRID_FIELDS);
    const read = createModelReader(api.db);
    const first = await read(model.modelId);
    expect(first?.fields.map((field) => field.variable)).toEqual(
      model.fields.map((field) => field.variable),
    );
    const again = await costOf(api.projectId, async () => {
      expect((await read(model.modelId))?.fields).toEqual(first?.fields);
    });
    if (again) expect(again.reads).toBe(1);

    const name = model.fields[0];
    const renamed = await call<ErrorBody>(api, `/api/admin/fields/${name?._id ?? ''}`, {
      method: 'PUT',
      token: admin.token,
      json: { label: { en: 'Full name', fr: 'Nom complet' } },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await read(model.modelId))?.fields[0]?.label.en).toBe('Full name');

    const moved = await call<ErrorBody>(api, `/api/admin/fields/${name?._id ?? ''}/update_order`, {
      method: 'PUT',
      token: admin.token,
      json: { order: 1 },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await read(model.modelId))?.fields[1]?._id).toBe(name?._id);

    const removed = await call<ErrorBody>(api, `/api/admin/fields/${name?._id ?? ''}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await read(model.modelId))?.fields.map((field) => field._id)).not.toContain(name?._id);
    expect(await read('no-such-model')).toBeNull();
  });
});
