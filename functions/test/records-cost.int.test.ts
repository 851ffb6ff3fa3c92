import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoredValue } from '../src/db/record-document.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type { RecordItemsResponse } from '../src/shared/contract/record.schema.js';
import { costOf, readBilling } from './support/billing.js';
import type { Billing } from './support/billing.js';
import { call } from './support/http.js';
import { managedProgram } from './support/people.js';
import {
  createCollect,
  createModel,
  GRID_DISPLAYED,
  GRID_FIELDS,
  GRID_FILTERABLE,
  seedRecords,
} from './support/record-fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import type { TestUser } from './support/users.js';

// What the grid costs in Firestore reads, measured by the offline emulator's counters, in a
// collect of 3,000 records of which 1,500 match the filter. The budget for a page view
// is the page and its count: at most 51 + ceil(matches / 1000) reads. A manager's page reads its
// 50 records and the count, no lookahead document (records-page.ts); a contributor's reads one
// more, their access document (record-access.int.test.ts). Each call also reads the caller's
// user document. An instance's first call of a collect reads the collect and its model (and the
// model's fields); for those who see all of its records, later calls within
// READ_COLLECT_CACHE_MS use the instance's copy. Opening a record with its neighbours reads the
// record and one document either side.

const RECORDS = 3000;
const PAGE = 50;

describe('Firestore cost of the records grid', () => {
  let api: TestApi;
  let manager: TestUser;
  let collectId: string;
  let fieldsCount: number;
  let available = false;
  const countsRequired = inject('firestoreEmulatorKind') === 'rainbow';

  beforeAll(async () => {
    api = await startTestApi('records-cost');
    const made = await managedProgram(api, 'Costly program');
    manager = made.manager;
    const model = await createModel(api, made.admin.token, 'Cost model', GRID_FIELDS);
    fieldsCount = model.fields.length;
    collectId = await createCollect(api, manager.token, made.program.id, {
      title: 'Big collect',
      model: model.modelId,
      fieldsToDisplay: GRID_DISPLAYED,
      filterable_fields: GRID_FILTERABLE,
    });
    const statuses = ['open', 'late', 'open', 'closed'];
    const values: Record<string, StoredValue>[] = Array.from({ length: RECORDS }, (_, index) => ({
      name: `Person ${index}`,
      amount: index % 97,
      status: statuses[index % 4] ?? null,
    }));
    await seedRecords(api, { programId: made.program.id, collectId, fields: model.fields }, values);
    available = (await readBilling(api.projectId)) !== null;
  }, 120_000);
  afterAll(() => api.close());

  const get = <T>(path: string) => call<T & ErrorBody>(api, path, { token: manager.token });

  it('reads a page and its count within 51 + ceil(matches / 1000), however deep', async (context) => {
    if (!available && countsRequired)
      throw new Error('The Firestore emulator has no billing counters');
    if (!available) context.skip('this Firestore emulator has no billing counters');
    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'status', op: 'eq', value: 'open' }]),
    );
    const path = `/api/program/collects/${collectId}/items?filters=${filters}&sort=amount&direction=desc&limit=${PAGE}`;
    const matches = RECORDS / 2;
    // The first call of an instance reads the collect, its model and the model's fields.
    const cold = await costOf(api.projectId, () => get(path));
    const coldOverhead = 1 + 1 + 1 + fieldsCount;
    const budget = PAGE + 1 + Math.ceil(matches / 1000);
    expect((cold?.reads ?? Infinity) - coldOverhead).toBeLessThanOrEqual(budget);
    // Later calls: the user's document, then the page and its count.
    const overhead = 1;
    const costs: Billing[] = [];
    let page: RecordItemsResponse | undefined;
    for (let step = 0; step < 4; step += 1) {
      const target: string = page?.next_cursor ? `${path}&cursor=${page.next_cursor}` : path;
      const cost = await costOf(api.projectId, async () => {
        const answer = await get<RecordItemsResponse>(target);
        expect(answer.status, answer.text).toBe(200);
        page = answer.body;
      });
      if (!cost) throw new Error('no billing counters');
      costs.push(cost);
      expect(page?.totalItems).toBe(matches);
    }
    for (const cost of costs) {
      expect(cost).toMatchObject({ writes: 0, deletes: 0 });
      expect(cost.reads - overhead).toBeLessThanOrEqual(budget);
      expect(cost.reads - overhead).toBe(PAGE + Math.ceil(matches / 1000));
    }
    const withKeyword = await costOf(api.projectId, () => get(`${path}&keywords=person`));
    expect((withKeyword?.reads ?? Infinity) - overhead).toBeLessThanOrEqual(budget);
    console.info(
      `Firestore reads of a records page (page + count, budget ${budget}): ${costs
        .map((cost) => cost.reads - overhead)
        .join(
          ', ',
        )}; plus ${overhead} for the user (and the collect, its model and its ${fieldsCount} fields on an instance's first call)`,
    );
  });

  it('opens a record with one read, and its neighbours with three', async (context) => {
    if (!available) context.skip('this Firestore emulator has no billing counters');
    const first = await get<RecordItemsResponse>(
      `/api/program/collects/${collectId}/items?limit=3`,
    );
    const [before, id = '', after] = first.body.items.map((item) => item._id);
    const open = await costOf(api.projectId, () => get(`/api/collectItem/${id}`));
    // The user and the record.
    expect(open?.reads).toBe(2);
    const around = await costOf(api.projectId, async () => {
      const answer = await get<{ previous: string | null; next: string | null }>(
        `/api/collectItem/${id}/next-and-previous`,
      );
      expect(answer.body).toEqual({ previous: before, next: after });
    });
    // The user, then the record and one document either side (the collect was just read).
    expect(around?.reads).toBe(1 + 3);
    // The record screen's one call: the record with its neighbours.
    const both = await costOf(api.projectId, async () => {
      const answer = await get<{ record: { _id: string }; neighbours: unknown }>(
        `/api/collectItem/${id}?neighbours=true`,
      );
      expect(answer.body.record._id).toBe(id);
      expect(answer.body.neighbours).toEqual({ previous: before, next: after });
    });
    expect(both?.reads).toBe(1 + 3);
  });
});
