import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivitiesResponse } from '../src/shared/contract/activity.schema.js';
import type {
  ComputedGraphic,
  GraphicInput,
  GraphicPreviewResponse,
  GraphicResponse,
  GraphicResult,
  GraphicsResponse,
  ReportResponse,
} from '../src/shared/contract/report.schema.js';
import { addRule, accessCollectBody, send } from './support/access-fixtures.js';
import { costOf } from './support/billing.js';
import { createProgram, managerOf } from './support/people.js';
import { createCollect, createModel, GRID_FIELDS, seedRecords } from './support/record-fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser, signedIn } from './support/users.js';
import type { TestUser } from './support/users.js';

// Reports (issue 14): every call by every role, and every figure compared with a reference
// computed here over the same records, for managers (all records) and for contributors (the
// records their attribution rules give them).

type Value = string | number | boolean | null;
type Row = Record<string, Value>;

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli'];
const STATUSES = ['open', 'late', 'closed', null];
const STATUS_OPTIONS = ['open', 'late', 'closed'];

/** 45 records whose values cycle at different paces: every group meets every other. */
const ROWS: Row[] = Array.from({ length: 45 }, (_, i) => ({
  name: NAMES[i % NAMES.length] ?? null,
  status: STATUSES[i % STATUSES.length] ?? null,
  amount: i % 6 === 5 ? null : (i * 7) % 23,
  active: i % 3 === 0 ? true : i % 3 === 1 ? false : null,
}));

type Person = 'admin' | 'manager' | 'otherManager' | 'outsider' | 'open' | 'openOrLate' | 'noRule';
const CONTRIBUTOR_RULES: Partial<Record<Person, readonly string[]>> = {
  open: ['open'],
  openOrLate: ['open', 'late'],
};

/** The records a person's figures cover. */
function visibleRows(person: Person): Row[] {
  if (person === 'noRule') return [];
  const statuses = CONTRIBUTOR_RULES[person];
  if (!statuses) return ROWS;
  return ROWS.filter((row) => typeof row.status === 'string' && statuses.includes(row.status));
}

const round = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

const numbers = (rows: Row[], field: string) =>
  rows.map((row) => row[field]).filter((value): value is number => typeof value === 'number');

/** The reference: the figures of a graphic over `rows`, computed record by record. */
function reference(
  input: GraphicInput,
  rows: Row[],
): Omit<GraphicResult, 'groups'> & {
  groups: { value: Value; figure: number | null }[];
} {
  const filtered = rows.filter((row) =>
    input.filters.every((filter) =>
      filter.op === 'in' && Array.isArray(filter.value)
        ? filter.value.some((value) => value === row[filter.field])
        : filter.op === 'eq' && row[filter.field] === filter.value,
    ),
  );
  const measure = (part: Row[]) => {
    const values = input.indicator ? numbers(part, input.indicator) : [];
    const sum = values.reduce((total, value) => total + value, 0);
    switch (input.groupingOperator) {
      case 'COUNT':
        return part.length;
      case 'SUM':
        return sum;
      case 'AVG':
        return values.length ? round(sum / values.length, 2) : null;
      case 'PERCENTAGE':
        return input.indicator ? sum : part.length;
    }
  };
  if (input.groupBy === null) {
    return { groups: [], total: measure(filtered), records: filtered.length };
  }
  const field = input.groupBy;
  const values: Value[] =
    field === 'status'
      ? STATUS_OPTIONS
      : field === 'active'
        ? [true, false]
        : [
            ...new Set(filtered.map((row) => row[field]).filter((v) => typeof v === 'string')),
          ].sort();
  const parts = values.map((value) => filtered.filter((row) => row[field] === value));
  const grouped = parts.flat();
  const figures = parts.map((part) => measure(part));
  if (input.groupingOperator === 'PERCENTAGE') {
    const whole = figures.reduce<number>((total, figure) => total + (figure ?? 0), 0);
    const shares = figures.map((figure) =>
      whole === 0 ? 0 : round((100 * (figure ?? 0)) / whole, 1),
    );
    return {
      groups: values.map((value, i) => ({ value, figure: shares[i] ?? 0 })),
      total: shares[0] ?? null,
      records: grouped.length,
    };
  }
  return {
    groups: values.map((value, i) => ({ value, figure: figures[i] ?? null })),
    total: measure(grouped),
    records: grouped.length,
  };
}

const graphic = (overrides: Partial<GraphicInput>): GraphicInput => ({
  type: 'RING',
  title: { en: 'Visits by status', fr: 'Visites par statut' },
  collectId: '',
  groupBy: 'status',
  groupingOperator: 'COUNT',
  indicator: null,
  filters: [],
  ...overrides,
});

const SIXTEEN_AMOUNTS = {
  field: 'amount',
  op: 'in',
  value: Array.from({ length: 16 }, (_, i) => i),
} as const satisfies GraphicInput['filters'][number];

/** Every kind of graphic the figures must get right. */
const KINDS: Partial<GraphicInput>[] = [
  {},
  { groupingOperator: 'SUM', indicator: 'amount' },
  { groupingOperator: 'AVG', indicator: 'amount' },
  { groupingOperator: 'PERCENTAGE' },
  { groupingOperator: 'PERCENTAGE', indicator: 'amount' },
  { groupBy: 'active', groupingOperator: 'AVG', indicator: 'amount' },
  { groupBy: 'name' },
  { groupBy: 'name', groupingOperator: 'SUM', indicator: 'amount' },
  { filters: [{ field: 'active', op: 'eq', value: true }] },
  // Sixteen values in an `in` leave one access class a query: a contributor's figures are then
  // added up across queries, averages recombined.
  { groupingOperator: 'AVG', indicator: 'amount', filters: [SIXTEEN_AMOUNTS] },
  { groupBy: 'name', groupingOperator: 'PERCENTAGE', filters: [SIXTEEN_AMOUNTS] },
  { type: 'NUMBER', groupBy: null },
  { type: 'NUMBER', groupBy: null, groupingOperator: 'SUM', indicator: 'amount' },
  { type: 'NUMBER', groupBy: null, groupingOperator: 'AVG', indicator: 'amount' },
  { type: 'NUMBER', groupBy: 'active', groupingOperator: 'PERCENTAGE' },
];

describe('reports', () => {
  let api: TestApi;
  let programId: string;
  let otherProgramId: string;
  let collectId: string;
  let otherCollectId: string;
  const people = {} as Record<Person, TestUser>;

  const reportPath = (program = programId) => `/api/programs/${program}/reports/default`;
  const graphicsPath = (program = programId, report = program) =>
    `/api/program/${program}/reports/${report}/graphics`;
  const as = (person: Person) => people[person].token;

  const create = async (input: GraphicInput, person: Person = 'manager') => {
    const made = await send<GraphicResponse>(api, 'POST', graphicsPath(), as(person), input);
    expect(made.status, made.text).toBe(201);
    return made.body.graphic;
  };

  beforeAll(async () => {
    api = await startTestApi('reports');
    const admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    const program = await createProgram(api, admin, 'Reports program');
    programId = program.id;
    otherProgramId = (await createProgram(api, admin, 'Another program')).id;
    const model = await createModel(api, admin.token, 'Visits', GRID_FIELDS);
    const manager = await managerOf(api, programId);
    collectId = await createCollect(
      api,
      manager.token,
      programId,
      accessCollectBody(model.modelId, 'Visits'),
    );
    otherCollectId = await createCollect(
      api,
      admin.token,
      otherProgramId,
      accessCollectBody(model.modelId, 'Elsewhere'),
    );
    await seedRecords(api, { programId, collectId, fields: model.fields }, ROWS);
    const contributor = async (label: string) =>
      signedIn(
        await api.factory.makeMember(programId, {
          label,
          role: 'COLLECT_SINGLE_CONTRIBUTOR',
          collectId,
        }),
      );
    Object.assign(people, {
      admin,
      manager,
      otherManager: await managerOf(api, otherProgramId, 'other-manager'),
      outsider: await createTestUser(api, 'outsider'),
      open: await contributor('open'),
      openOrLate: await contributor('open-or-late'),
      noRule: await contributor('no-rule'),
    });
    for (const [person, values] of Object.entries(CONTRIBUTOR_RULES)) {
      await addRule(api, manager.token, collectId, {
        subject: { user_id: people[person as Person].uid },
        permission: 'READ',
        condition: { field: 'status', operator: 'IN', values },
      });
    }
  }, 120_000);

  afterAll(async () => {
    await api.close();
  });

  describe('the default report', () => {
    it('is made once, on the first read, for everyone who sees reports', async () => {
      const [first, second] = await Promise.all([
        send<ReportResponse>(api, 'GET', reportPath(), as('manager')),
        send<ReportResponse>(api, 'GET', reportPath(), as('open')),
      ]);
      expect(first.status, first.text).toBe(200);
      expect(second.status, second.text).toBe(200);
      expect(first.body.report).toMatchObject({ _id: programId, program_id: programId });
      expect(second.body.report.created_at).toBe(first.body.report.created_at);
      expect(first.body.report.editable).toBe(true);
      expect(second.body.report.editable).toBe(false);
      for (const person of ['admin', 'noRule', 'openOrLate'] as const) {
        const read = await send<ReportResponse>(api, 'GET', reportPath(), as(person));
        expect(read.status, person).toBe(200);
        expect(read.body.report.created_at).toBe(first.body.report.created_at);
      }
    });

    it('is refused to people outside the program, and unknown programs are a 404', async () => {
      expect((await send(api, 'GET', reportPath(), as('outsider'))).status).toBe(403);
      expect((await send(api, 'GET', reportPath(), as('otherManager'))).status).toBe(403);
      expect((await send(api, 'GET', reportPath())).status).toBe(401);
      expect((await send(api, 'GET', reportPath('no-such-program'), as('admin'))).status).toBe(404);
    });
  });

  describe('graphics', () => {
    it('are created by administrators and managers only, and validated field by field', async () => {
      const input = graphic({ collectId, title: { en: 'Made by the admin' } });
      expect((await send(api, 'POST', graphicsPath(), as('admin'), input)).status).toBe(201);
      for (const person of ['open', 'noRule', 'otherManager', 'outsider'] as const) {
        const refused = await send(api, 'POST', graphicsPath(), as(person), input);
        expect(refused.status, person).toBe(403);
      }
      const invalid: [Partial<GraphicInput>, string][] = [
        [{ groupBy: 'nope' }, 'groupBy'],
        [{ groupBy: 'tags' }, 'groupBy'],
        [{ groupBy: 'notes' }, 'groupBy'],
        [{ groupBy: null }, 'groupBy'],
        [{ type: 'NUMBER', groupBy: null, groupingOperator: 'PERCENTAGE' }, 'groupBy'],
        [{ groupingOperator: 'SUM' }, 'indicator'],
        [{ groupingOperator: 'AVG', indicator: 'name' }, 'indicator'],
        [{ collectId: otherCollectId }, 'collectId'],
        [{ collectId: 'no-such-collect' }, 'collectId'],
        [{ filters: [{ field: 'notes', op: 'eq', value: 'x' }] }, 'filters.0.field'],
        [{ filters: [{ field: 'status', op: 'eq', value: 'nope' }] }, 'filters.0.value'],
      ];
      for (const [change, path] of invalid) {
        const refused = await send(api, 'POST', graphicsPath(), as('manager'), {
          ...input,
          ...change,
        });
        expect(refused.status, JSON.stringify(change)).toBe(400);
        expect(refused.body.error.details?.issues?.[0]?.path, JSON.stringify(change)).toBe(path);
      }
      const untitled = await send(api, 'POST', graphicsPath(), as('manager'), {
        ...input,
        title: { en: '' },
      });
      expect(untitled.status).toBe(400);
      expect(untitled.body.error.details?.issues?.[0]?.path).toBe('title.en');
      // Another program's report, or a report id that is not this program's.
      const elsewhere = await send(api, 'POST', graphicsPath(otherProgramId), as('manager'), input);
      expect(elsewhere.status).toBe(403);
      const wrongReport = await send(
        api,
        'POST',
        graphicsPath(programId, otherProgramId),
        as('manager'),
        input,
      );
      expect(wrongReport.status).toBe(404);
    });

    it('are changed, reordered and deleted by administrators and managers only', async () => {
      const first = await create(graphic({ collectId, title: { en: 'First' } }));
      const second = await create(graphic({ collectId, title: { en: 'Second', fr: 'Deuxième' } }));
      expect(second.order).toBe(first.order + 1);
      expect(first.title).toEqual({ en: 'First', fr: 'First' });

      const path = `${graphicsPath()}/${first._id}`;
      const change = graphic({ collectId, title: { en: 'First, renamed' }, type: 'NUMBER' });
      for (const person of ['open', 'otherManager', 'outsider'] as const) {
        expect((await send(api, 'PUT', path, as(person), change)).status, person).toBe(403);
      }
      const changed = await send<GraphicResponse>(api, 'PUT', path, as('manager'), change);
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body.graphic).toMatchObject({
        type: 'NUMBER',
        title: { en: 'First, renamed' },
      });
      const unknown = await send(api, 'PUT', `${graphicsPath()}/nope`, as('manager'), change);
      expect(unknown.status).toBe(404);

      const report = await send<ReportResponse>(api, 'GET', reportPath(), as('manager'));
      const ids = report.body.report.graphics.map((entry) => entry._id);
      const swapped = [...ids.filter((id) => id !== first._id), first._id];
      for (const person of ['open', 'otherManager'] as const) {
        const refused = await send(api, 'PUT', graphicsPath(), as(person), { graphics: swapped });
        expect(refused.status, person).toBe(403);
      }
      for (const wrong of [swapped.slice(1), [...swapped, 'nope'], [...swapped, swapped[0]]]) {
        const refused = await send(api, 'PUT', graphicsPath(), as('manager'), { graphics: wrong });
        expect(refused.status).toBe(400);
        expect(refused.body.error.details?.issues?.[0]?.path).toBe('graphics');
      }
      const reordered = await send<ReportResponse>(api, 'PUT', graphicsPath(), as('admin'), {
        graphics: swapped,
      });
      expect(reordered.status, reordered.text).toBe(200);
      expect(reordered.body.report.graphics.map((entry) => entry._id)).toEqual(swapped);
      const after = await send<ReportResponse>(api, 'GET', reportPath(), as('open'));
      expect(after.body.report.graphics.map((entry) => entry._id)).toEqual(swapped);

      for (const person of ['open', 'otherManager'] as const) {
        expect((await send(api, 'DELETE', path, as(person))).status, person).toBe(403);
      }
      const removed = await send(api, 'DELETE', path, as('manager'));
      expect(removed.status, removed.text).toBe(200);
      expect(removed.body).toEqual({ _id: first._id });
      expect((await send(api, 'DELETE', path, as('manager'))).status).toBe(404);
      const gone = await send(
        api,
        'GET',
        `/api/reports/${programId}/graphics/${first._id}`,
        as('manager'),
      );
      expect(gone.status).toBe(404);
    });

    it('are logged in the activity log: created, changed, reordered and deleted', async () => {
      const made = await create(graphic({ collectId, title: { en: 'Logged' } }));
      const path = `${graphicsPath()}/${made._id}`;
      const renamed = graphic({ collectId, title: { en: 'Logged, renamed' }, type: 'NUMBER' });
      expect((await send(api, 'PUT', path, as('manager'), renamed)).status).toBe(200);
      // Refused changes leave no entry.
      expect((await send(api, 'PUT', path, as('open'), renamed)).status).toBe(403);
      const report = await send<ReportResponse>(api, 'GET', reportPath(), as('manager'));
      const ids = report.body.report.graphics.map((entry) => entry._id);
      const order = [made._id, ...ids.filter((id) => id !== made._id)];
      for (let time = 0; time < 2; time += 1) {
        // The second time the order changes nothing: nothing is written, not even an entry.
        const reordered = await send(api, 'PUT', graphicsPath(), as('manager'), {
          graphics: order,
        });
        expect(reordered.status, reordered.text).toBe(200);
      }
      expect((await send(api, 'DELETE', path, as('manager'))).status).toBe(200);

      const log = await send<ActivitiesResponse>(
        api,
        'GET',
        `/api/programs/${programId}/activities?limit=100`,
        as('manager'),
      );
      expect(log.status, log.text).toBe(200);
      const firstOf = (ids: unknown) => (Array.isArray(ids) ? ids[0] : undefined);
      const entries = log.body.activities
        .filter(
          (entry) =>
            entry.target._id === made._id ||
            (entry.action === 'GRAPHICS_REORDERED' &&
              firstOf(entry.details?.graphic_ids) === made._id),
        )
        .map((entry) => ({
          action: entry.action,
          target: entry.target,
          actor: entry.actor._id,
          details: entry.details,
        }));
      const actor = people.manager.uid;
      const target = (label: string) => ({ type: 'GRAPHIC', _id: made._id, label });
      expect(entries).toEqual([
        {
          action: 'GRAPHIC_DELETED',
          target: target('Logged, renamed'),
          actor,
          details: { type: 'NUMBER', collect_id: collectId },
        },
        {
          action: 'GRAPHICS_REORDERED',
          target: { type: 'REPORT', _id: programId, label: 'Logged, renamed' },
          actor,
          details: { graphic_ids: order },
        },
        {
          action: 'GRAPHIC_UPDATED',
          target: target('Logged, renamed'),
          actor,
          details: { type: 'NUMBER', collect_id: collectId },
        },
        {
          action: 'GRAPHIC_CREATED',
          target: target('Logged'),
          actor,
          details: { type: 'RING', collect_id: collectId },
        },
      ]);
    });

    it('are read through every path, the first `limit` ones when asked', async () => {
      const all = await send<GraphicsResponse>(api, 'GET', graphicsPath(), as('open'));
      expect(all.status, all.text).toBe(200);
      expect(all.body.graphics.length).toBeGreaterThan(1);
      const limited = await send<GraphicsResponse>(
        api,
        'GET',
        `${graphicsPath()}?limit=1`,
        as('open'),
      );
      expect(limited.body.graphics.map((entry) => entry._id)).toEqual([all.body.graphics[0]?._id]);
      const alias = await send<GraphicsResponse>(
        api,
        'GET',
        `/api/reports/${programId}/graphics`,
        as('admin'),
      );
      expect(alias.body.graphics.map((entry) => entry._id)).toEqual(
        all.body.graphics.map((entry) => entry._id),
      );
      const one = all.body.graphics[0];
      const single = await send<GraphicResponse>(
        api,
        'GET',
        `/api/reports/${programId}/graphics/${one?._id ?? ''}`,
        as('noRule'),
      );
      expect(single.status, single.text).toBe(200);
      expect(single.body.graphic._id).toBe(one?._id);
      for (const person of ['outsider', 'otherManager'] as const) {
        expect((await send(api, 'GET', graphicsPath(), as(person))).status, person).toBe(403);
        const aliasRefused = await send(
          api,
          'GET',
          `/api/reports/${programId}/graphics`,
          as(person),
        );
        expect(aliasRefused.status, person).toBe(403);
      }
      expect((await send(api, 'GET', `${graphicsPath()}?limit=0`, as('manager'))).status).toBe(400);
    });
  });

  describe('figures', () => {
    let made: ComputedGraphic[];

    beforeAll(async () => {
      made = [];
      for (const kind of KINDS) made.push(await create(graphic({ collectId, ...kind })));
    });

    const figuresOf = (result: GraphicResult | null) => ({
      groups: (result?.groups ?? []).map(({ value, figure }) => ({ value, figure })),
      total: result?.total,
      records: result?.records,
    });

    /** What the reference says, "other values" apart (a text field shows all of its few values). */
    const expected = (input: GraphicInput, person: Person) => reference(input, visibleRows(person));

    it.each(['admin', 'manager', 'open', 'openOrLate', 'noRule'] as const)(
      'equal the reference over the records %s may see',
      async (person) => {
        const read = await send<GraphicsResponse>(api, 'GET', graphicsPath(), as(person));
        expect(read.status, read.text).toBe(200);
        const byId = new Map(read.body.graphics.map((entry) => [entry._id, entry]));
        for (const [i, kind] of KINDS.entries()) {
          const input = graphic({ collectId, ...kind });
          const answer = byId.get(made[i]?._id ?? '');
          expect(answer?.problem ?? null, JSON.stringify(kind)).toBeNull();
          expect(figuresOf(answer?.result ?? null), `${person} ${JSON.stringify(kind)}`).toEqual(
            expected(input, person),
          );
        }
      },
    );

    it('are previewed before saving, by administrators and managers', async () => {
      const query = new URLSearchParams({
        collectId,
        groupBy: 'status',
        groupingOperator: 'SUM',
        indicator: 'amount',
        filters: JSON.stringify([{ field: 'active', op: 'eq', value: false }]),
      });
      const path = `/api/programs/${programId}/reports/preview?${query.toString()}`;
      const preview = await send<GraphicPreviewResponse>(api, 'GET', path, as('manager'));
      expect(preview.status, preview.text).toBe(200);
      const input = graphic({
        collectId,
        groupingOperator: 'SUM',
        indicator: 'amount',
        filters: [{ field: 'active', op: 'eq', value: false }],
      });
      expect(figuresOf(preview.body.result)).toEqual(expected(input, 'manager'));
      for (const person of ['open', 'otherManager', 'outsider'] as const) {
        expect((await send(api, 'GET', path, as(person))).status, person).toBe(403);
      }
      const bad = await send(
        api,
        'GET',
        `/api/programs/${programId}/reports/preview?collectId=${collectId}&groupingOperator=AVG`,
        as('manager'),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.details?.issues?.[0]?.path).toBe('indicator');
      const badFilters = await send(
        api,
        'GET',
        `/api/programs/${programId}/reports/preview?collectId=${collectId}&groupBy=status&groupingOperator=COUNT&filters=nope`,
        as('manager'),
      );
      expect(badFilters.status).toBe(400);
      expect(badFilters.body.error.details?.issues?.[0]?.path).toBe('filters');
    });

    it('show a text field’s first values and the rest as "other values"', async () => {
      const many = Array.from({ length: 15 }, (_, i) => ({
        name: `Person ${String(i).padStart(2, '0')}`,
        status: 'closed',
      }));
      const model = await createModel(api, as('admin'), 'Many names', GRID_FIELDS);
      const wide = await createCollect(
        api,
        as('manager'),
        programId,
        accessCollectBody(model.modelId, 'Many names'),
      );
      await seedRecords(api, { programId, collectId: wide, fields: model.fields }, many);
      const query = new URLSearchParams({
        collectId: wide,
        groupBy: 'name',
        groupingOperator: 'COUNT',
      });
      const preview = await send<GraphicPreviewResponse>(
        api,
        'GET',
        `/api/programs/${programId}/reports/preview?${query.toString()}`,
        as('manager'),
      );
      expect(preview.status, preview.text).toBe(200);
      const groups = preview.body.result.groups;
      expect(groups.slice(0, 12).map((group) => group.value)).toEqual(
        many.slice(0, 12).map((row) => row.name),
      );
      expect(groups[12]).toMatchObject({ value: null, figure: 3, label: { en: 'Other values' } });
      expect(preview.body.result.records).toBe(15);
    });

    it('cost aggregation reads per group, never a read per record', async () => {
      const ring = made[0];
      const cost = await costOf(api.projectId, () =>
        send(api, 'GET', `/api/reports/${programId}/graphics/${ring?._id ?? ''}`, as('manager')),
      );
      if (!cost) return; // Google's emulator bills nothing.
      // Three options, each well under 1,000 records: one read each, and a few documents
      // (the user, the program, the graphic, the collect and its model).
      expect(cost.reads).toBeLessThanOrEqual(3 + 10);
      expect(cost.reads).toBeLessThan(ROWS.length);
    });

    it('answer a graphic whose figures cannot be computed with its problem', async () => {
      const stale = await create(graphic({ collectId, title: { en: 'Soon stale' } }));
      await api.db
        .doc(`programs/${programId}/reports/${programId}/graphics/${stale._id}`)
        .update({ group_by: 'gone' });
      const read = await send<GraphicResponse>(
        api,
        'GET',
        `/api/reports/${programId}/graphics/${stale._id}`,
        as('manager'),
      );
      expect(read.status, read.text).toBe(200);
      expect(read.body.graphic.result).toBeNull();
      expect(read.body.graphic.problem).toMatch(/groupBy/);
    });
  });
});
