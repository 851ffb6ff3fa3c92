import type { ErrorBody } from '../../src/shared/contract/error.schema.js';
import type { Collect } from '../../src/shared/contract/collect.schema.js';
import type { AttributionRule } from '../../src/shared/contract/attribution-rule.schema.js';
import type {
  CollectRecord,
  RecordItemsResponse,
} from '../../src/shared/contract/record.schema.js';
import type { SearchResponse } from '../../src/shared/contract/search.schema.js';
import type { RecordField } from '../../src/shared/contract/field.schema.js';
import type { UserGroup } from '../../src/shared/contract/user-group.schema.js';
import type { RoleEntry } from '../../src/shared/contract/user.schema.js';
import { call } from './http.js';
import type { CallOptions, HttpResult } from './http.js';
import {
  CONTRIBUTORS,
  MANAGER,
  OUTSIDER,
  PEOPLE,
  isContributor,
  makesCycle,
  recordName,
  ruleKey,
  sees,
  visibleRecords,
  writeAnswer,
  writes,
} from './record-access-reference.js';
import type {
  ChangeSpec,
  ConditionSpec,
  FilterSpec,
  GroupSpec,
  Model,
  Person,
  RulePerson,
  RuleSpec,
  Values,
  WorldSpec,
  WriteSpec,
} from './record-access-reference.js';
import { createCollect, createModel, seedRecords } from './record-fixtures.js';
import type { TestApi } from './test-api.js';
import { createTestUser } from './users.js';
import type { TestUser } from './users.js';

// Builds the worlds of the attribution rules property test through the api, as people do
// (groups, rules and records by a manager; the roles of members through the test factory, as the
// admin screens do), and reads back what each person gets from every records call, as a list of
// differences from the reference (record-access-reference.ts) that names people and records.

const PAGE = 7;
/** GET /api/search answers at most this many records (SEARCH_RESULTS_MAX). */
const SEARCH_MAX = 20;
/** Every record's first text field holds this word: the search finds all it may. */
const WORD = 'case';

const MODEL_FIELDS = [
  { variable: 'name', datatype: 'STRING', input_method: 'TEXT_INPUT', label: 'Name' },
  { variable: 'status', datatype: 'STRING', input_method: 'SIMPLE_SELECT', label: 'Status' },
  { variable: 'tags', datatype: 'STRING_ARRAY', input_method: 'MULTI_SELECT', label: 'Tags' },
  { variable: 'district', datatype: 'STRING', input_method: 'TEXT_INPUT', label: 'District' },
  { variable: 'amount', datatype: 'NUMBER', input_method: 'NUMBER', label: 'Amount' },
];
const OPTIONS: Readonly<Record<string, readonly string[]>> = {
  status: ['open', 'late', 'closed'],
  tags: ['red', 'blue', 'green'],
};
const KEPT = ['status', 'tags', 'district', 'amount'] as const;

export interface AccessFixture {
  readonly api: TestApi;
  readonly admin: TestUser;
  readonly people: Readonly<Record<Person, TestUser>>;
  readonly modelId: string;
  readonly fields: readonly RecordField[];
}

interface LiveGroup extends GroupSpec {
  readonly id: string;
}
interface LiveRule extends RuleSpec {
  readonly id: string;
}

/** One world as built, kept in step with every change the test makes. */
export interface World {
  readonly programId: string;
  readonly collectId: string;
  groups: LiveGroup[];
  rules: LiveRule[];
  /** Record name → id and values as stored. */
  readonly records: Map<string, { id: string; values: Values }>;
  readonly names: Map<string, string>;
  created: number;
}

export async function setUpPeople(api: TestApi): Promise<AccessFixture> {
  const admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
  const model = await createModel(
    api,
    admin.token,
    'Access cases',
    MODEL_FIELDS.map(({ label, ...field }) => ({
      ...field,
      label: { en: label, fr: label },
      options: (OPTIONS[field.variable] ?? []).map((value) => ({
        value,
        label: { en: value, fr: value },
      })),
    })),
  );
  const people = {} as Record<Person, TestUser>;
  await Promise.all(
    PEOPLE.map(async (person) => {
      people[person] = await createTestUser(api, person);
    }),
  );
  return { api, admin, people, modelId: model.modelId, fields: model.fields };
}

export const modelOf = (world: World): Model => ({
  groups: world.groups,
  rules: world.rules,
  records: new Map([...world.records].map(([name, record]) => [name, record.values])),
});

const as = (fixture: AccessFixture, person: Person | 'admin'): Pick<CallOptions, 'token'> => ({
  token: person === 'admin' ? fixture.admin.token : fixture.people[person].token,
});

const storedValues = (record: CollectRecord): Values =>
  Object.fromEntries(KEPT.map((variable) => [variable, record.fields[variable] ?? null]));

const failed = (what: string, answer: HttpResult) =>
  new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);

async function inPool<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

// --- Building -------------------------------------------------------------------------------

const uidsOf = (fixture: AccessFixture, members: readonly RulePerson[]) =>
  members.map((person) => fixture.people[person].uid);

export const subjectBody = (fixture: AccessFixture, world: World, rule: RuleSpec) =>
  'user' in rule.subject
    ? { user_id: fixture.people[rule.subject.user].uid }
    : { user_group_id: world.groups[rule.subject.group]?.id ?? 'missing' };

async function addRecord(
  fixture: AccessFixture,
  world: World,
  person: Person,
  values: Values,
  name: string,
) {
  return call<{ record: CollectRecord } & ErrorBody>(
    fixture.api,
    `/api/programs/${world.programId}/collects/${world.collectId}/new_record`,
    { ...as(fixture, person), json: { fields: { name: `Case file ${name}`, ...values } } },
  );
}

function keep(world: World, name: string, record: CollectRecord) {
  world.records.set(name, { id: record._id, values: storedValues(record) });
  world.names.set(record._id, name);
}

/** The records made after the rules: by a manager, through the api. */
async function addLateRecords(fixture: AccessFixture, world: World, spec: WorldSpec) {
  const wanted = spec.records.flatMap((record, index) =>
    record.late ? [{ index, values: record.values }] : [],
  );
  await inPool(wanted, 6, async ({ index, values }) => {
    const name = recordName(index);
    const made = await addRecord(fixture, world, MANAGER, values, name);
    if (made.status !== 201) throw failed(`creating ${name}`, made);
    keep(world, name, made.body.record);
  });
}

/**
 * The records there before the rules, as an import leaves them (stored as the records
 * repository stores them, in one batch): the rules' task gives them their acl.
 */
async function seedEarlyRecords(fixture: AccessFixture, world: World, spec: WorldSpec) {
  const early = spec.records.flatMap((record, index) =>
    record.late ? [] : [{ name: recordName(index), values: record.values }],
  );
  const ids = await seedRecords(
    fixture.api,
    { programId: world.programId, collectId: world.collectId, fields: fixture.fields },
    early.map(({ name, values }) => ({ name: `Case file ${name}`, ...values })),
    { idPrefix: `${world.collectId}-` },
  );
  early.forEach(({ name, values }, index) => {
    const id = ids[index] ?? '';
    world.records.set(name, { id, values });
    world.names.set(id, name);
  });
}

export async function createRule(fixture: AccessFixture, world: World, rule: RuleSpec) {
  return call<{ attributionRule: AttributionRule } & ErrorBody>(
    fixture.api,
    `/api/collects/${world.collectId}/attributionRules`,
    {
      ...as(fixture, MANAGER),
      json: {
        collect_id: world.collectId,
        subject: subjectBody(fixture, world, rule),
        permission: rule.permission,
        condition: rule.condition,
      },
    },
  );
}

/** Program names are unique. */
let worlds = 0;

/**
 * A fresh program and collect, the people's roles moved to them, then the world's records
 * (those made before the rules), groups, rules and the other records, and the rules applied.
 */
export async function buildWorld(fixture: AccessFixture, spec: WorldSpec): Promise<World> {
  const { api } = fixture;
  worlds += 1;
  const program = await api.factory.makeProgram({
    name: `Access program ${worlds}`,
    by: fixture.admin,
  });
  const elsewhere = await api.factory.makeCollect(program.id, { title: 'Elsewhere' });
  const collectId = await createCollect(api, fixture.admin.token, program.id, {
    title: 'Access cases',
    model: fixture.modelId,
    fieldsToDisplay: ['name', 'status'],
    filterable_fields: ['status', 'tags', 'district', 'amount'],
  });
  const roleOf = (person: Person): RoleEntry => {
    if (person === MANAGER) return { program_id: program.id, role: 'PROGRAM_MANAGER' };
    if (person === OUTSIDER) {
      return { program_id: program.id, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: elsewhere };
    }
    const bulk = CONTRIBUTORS.indexOf(person as (typeof CONTRIBUTORS)[number]) % 2 === 1;
    return {
      program_id: program.id,
      role: bulk ? 'COLLECT_BULK_CONTRIBUTOR' : 'COLLECT_SINGLE_CONTRIBUTOR',
      collect_id: collectId,
    };
  };
  await Promise.all(
    PEOPLE.map((person) =>
      api.factory.updateUser(fixture.people[person].uid, { roles: [roleOf(person)] }),
    ),
  );
  const world: World = {
    programId: program.id,
    collectId,
    groups: [],
    rules: [],
    records: new Map(),
    names: new Map(),
    created: 0,
  };

  await seedEarlyRecords(fixture, world, spec);
  for (const [index, group] of spec.groups.entries()) {
    const parentId = group.parent === null ? null : (world.groups[group.parent]?.id ?? null);
    const made = await call<{ userGroup: UserGroup } & ErrorBody>(
      api,
      `/api/programs/${program.id}/user-groups`,
      {
        ...as(fixture, MANAGER),
        json: {
          name: { en: `G${index}` },
          parent_id: parentId,
          member_ids: uidsOf(fixture, group.members),
        },
      },
    );
    if (made.status !== 201) throw failed(`creating group G${index}`, made);
    world.groups.push({ ...group, id: made.body.userGroup._id });
  }
  for (const rule of spec.rules) {
    const made = await createRule(fixture, world, rule);
    if (made.status !== 201) throw failed(`creating rule ${describeRule(rule)}`, made);
    world.rules.push({ ...rule, id: made.body.attributionRule._id });
  }
  await addLateRecords(fixture, world, spec);
  await rulesApplied(fixture, world);
  return world;
}

/** Waits until the collect's rules progress is no longer APPLYING (DONE, or none started). */
export async function rulesApplied(fixture: AccessFixture, world: World): Promise<void> {
  const started = Date.now();
  for (;;) {
    const answer = await call<{ collect: Collect } & ErrorBody>(
      fixture.api,
      `/api/collects/${world.collectId}`,
      as(fixture, MANAGER),
    );
    if (answer.status !== 200) throw failed('reading the collect', answer);
    const progress = answer.body.collect.rules_progress;
    if (progress?.state === 'ERROR') throw new Error('Applying the rules ended in ERROR');
    if (progress === null || progress.state === 'DONE') return;
    if (Date.now() - started > 20_000) {
      throw new Error(`Rules still applying after 20 s: ${JSON.stringify(progress)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

// --- Describing -----------------------------------------------------------------------------

const conditionText = (condition: ConditionSpec | null) =>
  condition
    ? `${condition.field} ${condition.operator} ${JSON.stringify(condition.values)}`
    : 'everything';

export const describeRule = (rule: RuleSpec) =>
  `${'user' in rule.subject ? rule.subject.user : `G${rule.subject.group}`} ${rule.permission} ${conditionText(rule.condition)}`;

/** The world's state in a few lines, for a failure message. */
export function describeWorld(world: World): string {
  const groups = world.groups.map(
    (group, index) =>
      `G${index}${group.parent === null ? '' : ` (under G${group.parent})`}: ${group.members.join(', ') || 'nobody'}`,
  );
  return [
    `groups: ${groups.join('; ') || 'none'}`,
    `rules: ${world.rules.map(describeRule).join('; ')}`,
  ].join('\n');
}

const describeRecord = (world: World, name: string) =>
  `${name} ${JSON.stringify(world.records.get(name)?.values ?? null)}`;

function setDifference(
  world: World,
  what: string,
  actual: readonly string[],
  expected: readonly string[],
): string[] {
  const extra = actual.filter((name) => !expected.includes(name));
  const missing = expected.filter((name) => !actual.includes(name));
  const repeated = actual.filter((name, index) => actual.indexOf(name) !== index);
  const lines: string[] = [];
  if (extra.length > 0)
    lines.push(`${what} shows ${extra.map((name) => describeRecord(world, name)).join(', ')}`);
  if (missing.length > 0)
    lines.push(`${what} lacks ${missing.map((name) => describeRecord(world, name)).join(', ')}`);
  if (repeated.length > 0) lines.push(`${what} repeats ${repeated.join(', ')}`);
  return lines;
}

// --- Reading --------------------------------------------------------------------------------

const nameOf = (world: World, id: string) => world.names.get(id) ?? `unknown:${id}`;

/** Every page of the grid (PAGE a page), its ids as record names, and the first page's total. */
async function gridOf(fixture: AccessFixture, world: World, person: Person, filter?: FilterSpec) {
  const filters = filter ? `&filters=${encodeURIComponent(JSON.stringify([filter]))}` : '';
  const base = `/api/program/collects/${world.collectId}/items?limit=${PAGE}${filters}`;
  const names: string[] = [];
  let total: number | null = null;
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const answer: HttpResult<RecordItemsResponse & ErrorBody> = await call(
      fixture.api,
      cursor ? `${base}&cursor=${cursor}` : base,
      as(fixture, person),
    );
    if (answer.status !== 200) return { status: answer.status, names, total };
    total ??= answer.body.totalItems;
    names.push(...answer.body.items.map((item) => nameOf(world, item._id)));
    cursor = answer.body.next_cursor;
    if (!cursor) break;
  }
  return { status: 200, names, total };
}

async function gridDifferences(
  fixture: AccessFixture,
  world: World,
  person: Person,
  filter?: FilterSpec,
): Promise<string[]> {
  const what = filter
    ? `${person}'s grid filtered by ${JSON.stringify(filter)}`
    : `${person}'s grid`;
  const grid = await gridOf(fixture, world, person, filter);
  // Someone who is not a contributor of the collect is refused its grid.
  if (!isContributor(person) && person !== MANAGER) {
    return grid.status === 403 ? [] : [`${what}: answered ${grid.status}, not 403`];
  }
  if (grid.status !== 200) return [`${what}: answered ${grid.status}`];
  const expected = visibleRecords(person, modelOf(world), filter);
  const lines = setDifference(world, what, grid.names, expected);
  if (grid.total !== expected.length) {
    lines.push(`${what}: total ${grid.total}, expected ${expected.length}`);
  }
  return lines;
}

async function searchDifferences(fixture: AccessFixture, world: World, person: Person) {
  const answer = await call<SearchResponse & ErrorBody>(
    fixture.api,
    `/api/search?keywords=${WORD}`,
    as(fixture, person),
  );
  const what = `${person}'s search`;
  if (answer.status !== 200) return [`${what}: answered ${answer.status}`];
  const found = answer.body.records
    .filter((hit) => hit.collect_id === world.collectId)
    .map((hit) => nameOf(world, hit._id));
  const expected = visibleRecords(person, modelOf(world));
  const lines = setDifference(
    world,
    what,
    found.filter((name) => !expected.includes(name)),
    [],
  );
  const repeated = found.filter((name, index) => found.indexOf(name) !== index);
  if (repeated.length > 0) lines.push(`${what} repeats ${repeated.join(', ')}`);
  const wanted = Math.min(SEARCH_MAX, expected.length);
  if (found.length !== wanted) {
    lines.push(`${what}: ${found.length} hits, expected ${wanted} (of ${expected.length} seen)`);
  }
  return lines;
}

async function recordDifferences(fixture: AccessFixture, world: World, person: Person) {
  const model = modelOf(world);
  const lines = await inPool([...world.records], 8, async ([name, record]) => {
    const answer = await call<{ writable: boolean } & ErrorBody>(
      fixture.api,
      `/api/collectItem/${record.id}`,
      as(fixture, person),
    );
    const what = `${person} GET ${describeRecord(world, name)}`;
    if (!sees(person, record.values, model)) {
      return answer.status === 403 || answer.status === 404
        ? null
        : `${what}: ${answer.status}, expected 403/404`;
    }
    if (answer.status !== 200) return `${what}: ${answer.status}, expected 200`;
    // The record page offers Edit exactly when a WRITE rule covers the record.
    const writable = writes(person, record.values, model);
    return answer.body.writable === writable ? null : `${what}: writable is not ${writable}`;
  });
  return lines.filter((line): line is string => line !== null);
}

/** What every person gets from the grid (plain and filtered), search and record reads. */
export async function readDifferences(
  fixture: AccessFixture,
  world: World,
  filter: FilterSpec,
): Promise<string[]> {
  const perPerson = await Promise.all(
    PEOPLE.map(async (person) => [
      ...(await gridDifferences(fixture, world, person)),
      ...(await gridDifferences(fixture, world, person, filter)),
      ...(await searchDifferences(fixture, world, person)),
      ...(await recordDifferences(fixture, world, person)),
    ]),
  );
  return perPerson.flat();
}

// --- Writing --------------------------------------------------------------------------------

/** Each write in turn, answered as the reference says; the world follows those made. */
export async function writeDifferences(
  fixture: AccessFixture,
  world: World,
  writesToTry: readonly WriteSpec[],
): Promise<string[]> {
  const lines: string[] = [];
  const check = (what: string, answer: HttpResult, expected: number) => {
    if (answer.status !== expected) {
      lines.push(`${what}: ${answer.status}, expected ${expected} (${answer.text.slice(0, 300)})`);
    }
  };
  for (const write of writesToTry) {
    const model = modelOf(world);
    if (write.kind === 'create') {
      world.created += 1;
      const name = `n${world.created}`;
      const expected = writeAnswer(write.person, null, write.values, model);
      const answer = await addRecord(fixture, world, write.person, write.values, name);
      if (answer.status === 201) keep(world, name, answer.body.record);
      check(
        `${write.person} creates ${name} ${JSON.stringify(write.values)}`,
        answer,
        expected === 'allowed' ? 201 : expected,
      );
      continue;
    }
    const names = [...world.records.keys()].sort();
    const name = names[write.record % names.length];
    const record = name === undefined ? undefined : world.records.get(name);
    if (name === undefined || !record) continue;
    const after = { ...record.values, ...write.change };
    const expected = writeAnswer(write.person, record.values, after, model);
    const what = `${write.person} changes ${describeRecord(world, name)} by ${JSON.stringify(write.change)}`;
    const answer = await call<{ record: CollectRecord } & ErrorBody>(
      fixture.api,
      `/api/programs/${world.programId}/collects/${world.collectId}/records/${record.id}`,
      { ...as(fixture, write.person), method: 'PUT', json: { fields: write.change } },
    );
    if (answer.status === 200) keep(world, name, answer.body.record);
    check(what, answer, expected === 'allowed' ? 200 : expected);
  }
  return lines;
}

// --- Changing -------------------------------------------------------------------------------

const at = <T>(list: readonly T[], index: number): [number, T] | null => {
  if (list.length === 0) return null;
  const position = index % list.length;
  return [position, list[position] as T];
};

/**
 * Makes one change as a manager would and keeps the world in step; answers what it did, or a
 * difference when the api answered otherwise than the reference expects.
 */
export async function applyChange(
  fixture: AccessFixture,
  world: World,
  change: ChangeSpec,
): Promise<{ done: string; differences: string[] }> {
  const { api } = fixture;
  const manager = as(fixture, MANAGER);
  const groupPath = (id: string) => `/api/programs/${world.programId}/user-groups/${id}`;
  const rulePath = (id: string) => `/api/collects/${world.collectId}/attributionRules/${id}`;
  const expectStatus = (done: string, answer: HttpResult, status: number) => ({
    done,
    differences:
      answer.status === status
        ? []
        : [`${done}: ${answer.status}, expected ${status} (${answer.text})`],
  });

  switch (change.kind) {
    case 'removeMember': {
      const found = at(world.groups, change.group);
      const member = found && at(found[1].members, change.member);
      if (!found || !member) return { done: 'nothing (no member to remove)', differences: [] };
      const [index, group] = found;
      const done = `remove ${member[1]} from G${index}`;
      const answer = await call(api, `${groupPath(group.id)}/remove-user`, {
        ...manager,
        method: 'PUT',
        json: { user_id: fixture.people[member[1]].uid },
      });
      if (answer.status === 200) {
        world.groups[index] = { ...group, members: group.members.filter((p) => p !== member[1]) };
      }
      return expectStatus(done, answer, 200);
    }
    case 'deleteRule': {
      const found = at(world.rules, change.rule);
      if (!found) return { done: 'nothing (no rule to delete)', differences: [] };
      const [index, rule] = found;
      const done = `delete rule ${describeRule(rule)}`;
      const answer = await call(api, rulePath(rule.id), { ...manager, method: 'DELETE' });
      if (answer.status === 200) world.rules.splice(index, 1);
      return expectStatus(done, answer, 200);
    }
    case 'reparent': {
      const found = at(world.groups, change.group);
      if (!found) return { done: 'nothing (no group to move)', differences: [] };
      const [index, group] = found;
      const parent = change.parent === null ? null : change.parent % world.groups.length;
      const done = `move G${index} ${parent === null ? 'to the top' : `under G${parent}`}`;
      const cycle = makesCycle(world.groups, index, parent);
      const answer = await call(api, groupPath(group.id), {
        ...manager,
        method: 'PUT',
        json: { parent_id: parent === null ? null : world.groups[parent]?.id },
      });
      if (answer.status === 200) world.groups[index] = { ...group, parent };
      return expectStatus(done, answer, cycle ? 400 : 200);
    }
    case 'addRule': {
      const { subject } = change.rule;
      const rule: RuleSpec =
        'group' in subject
          ? { ...change.rule, subject: { group: subject.group % Math.max(1, world.groups.length) } }
          : change.rule;
      if ('group' in rule.subject && world.groups.length === 0) {
        return { done: 'nothing (no group to give a rule)', differences: [] };
      }
      const done = `add rule ${describeRule(rule)}`;
      const duplicate = world.rules.some((other) => ruleKey(other) === ruleKey(rule));
      const answer = await createRule(fixture, world, rule);
      if (answer.status === 201) world.rules.push({ ...rule, id: answer.body.attributionRule._id });
      await rulesApplied(fixture, world);
      return expectStatus(done, answer, duplicate ? 409 : 201);
    }
    case 'editCondition': {
      const found = at(world.rules, change.rule);
      if (!found) return { done: 'nothing (no rule to edit)', differences: [] };
      const [index, rule] = found;
      const next: RuleSpec = { ...rule, condition: change.condition };
      const done = `change rule ${describeRule(rule)} to ${conditionText(change.condition)}`;
      const duplicate = world.rules.some(
        (other, position) => position !== index && ruleKey(other) === ruleKey(next),
      );
      const answer = await call(api, rulePath(rule.id), {
        ...manager,
        method: 'PUT',
        json: { condition: change.condition },
      });
      if (answer.status === 200) world.rules[index] = { ...next, id: rule.id };
      await rulesApplied(fixture, world);
      return expectStatus(done, answer, duplicate ? 409 : 200);
    }
  }
}
