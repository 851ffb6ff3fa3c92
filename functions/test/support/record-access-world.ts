import type { AttributionRule } from '../../src/shared/contract/attribution-rule.schema.js';
import type { Collect } from '../../src/shared/contract/collect.schema.js';
import type { ErrorBody } from '../../src/shared/contract/error.schema.js';
import type { RecordField } from '../../src/shared/contract/field.schema.js';
import type { CollectRecord } from '../../src/shared/contract/record.schema.js';
import type { UserGroup } from '../../src/shared/contract/user-group.schema.js';
import type { RoleEntry } from '../../src/shared/contract/user.schema.js';
import { call } from './http.js';
import type { CallOptions, HttpResult } from './http.js';
import { CONTRIBUTORS, MANAGER, OUTSIDER, PEOPLE, recordName } from './record-access-reference.js';
import type {
  ConditionSpec,
  GroupSpec,
  Model,
  Person,
  RulePerson,
  RuleSpec,
  Values,
  WorldSpec,
} from './record-access-reference.js';
import { createCollect, createModel, seedRecords } from './record-fixtures.js';
import type { TestApi } from './test-api.js';
import { createTestUser } from './users.js';
import type { TestUser } from './users.js';

// Builds the worlds of the attribution rules property test (record-access.property.test.ts)
// through the api, as people do: groups, rules and the records made after the rules by a
// manager; the roles of members through the test factory, as the admin screens do. The world
// keeps what was built in step with the api, for the reference (record-access-reference.ts).

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

export const as = (
  fixture: AccessFixture,
  person: Person | 'admin',
): Pick<CallOptions, 'token'> => ({
  token: person === 'admin' ? fixture.admin.token : fixture.people[person].token,
});

const storedValues = (record: CollectRecord): Values =>
  Object.fromEntries(KEPT.map((variable) => [variable, record.fields[variable] ?? null]));

const failed = (what: string, answer: HttpResult) =>
  new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);

export async function inPool<T, R>(
  items: readonly T[],
  size: number,
  run: (item: T) => Promise<R>,
) {
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

export async function addRecord(
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

export function keep(world: World, name: string, record: CollectRecord) {
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

export const conditionText = (condition: ConditionSpec | null) =>
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

export const describeRecord = (world: World, name: string) =>
  `${name} ${JSON.stringify(world.records.get(name)?.values ?? null)}`;
