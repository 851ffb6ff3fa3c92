import { expect } from 'vitest';
import type { StoredValue } from '../../src/db/record-document.js';
import type { AttributionRule } from '../../src/shared/contract/attribution-rule.schema.js';
import type { Collect } from '../../src/shared/contract/collect.schema.js';
import type { ErrorBody } from '../../src/shared/contract/error.schema.js';
import type { ModelField } from '../../src/shared/contract/model.schema.js';
import type { UploadFieldContentResponse } from '../../src/shared/contract/record.schema.js';
import type { UserGroup } from '../../src/shared/contract/user-group.schema.js';
import type { RoleEntry } from '../../src/shared/contract/user.schema.js';
import { call } from './http.js';
import type { HttpResult } from './http.js';
import { createProgram, managerOf } from './people.js';
import {
  createCollect,
  createModel,
  GRID_DISPLAYED,
  GRID_FIELDS,
  GRID_FILTERABLE,
  seedRecords,
} from './record-fixtures.js';
import type { TestApi } from './test-api.js';
import { createTestUser, signedIn } from './users.js';
import type { TestUser } from './users.js';

// The world of the access table (record-access.int.test.ts): one program with two collects on
// the same model, six records of known values in the first, and one person per role and
// situation of attribution rules (issue 12), each with their rules made through the api.

export type Answer<T> = HttpResult<T & ErrorBody>;

/** One HTTP call with an optional token and JSON body; the answer typed as `T` or an error. */
export function send<T>(
  api: TestApi,
  method: string,
  path: string,
  token?: string,
  json?: unknown,
): Promise<Answer<T>> {
  return call<T & ErrorBody>(api, path, {
    method,
    ...(token === undefined ? {} : { token }),
    ...(json === undefined ? {} : { json }),
  });
}

/** The records of the first collect, newest last (the grid shows them newest first). */
export const FIXED = {
  Ada: { amount: 10, status: 'open', tags: ['red'] },
  Bram: { amount: 20, status: 'late', tags: ['blue'] },
  Chloé: { amount: 30, status: 'closed', tags: ['green'] },
  Dario: { amount: 40, status: 'open', tags: ['blue', 'green'] },
  Emma: { amount: 50, status: 'late', tags: null },
  Farid: { amount: null, status: null, tags: ['red'] },
} as const satisfies Record<string, Record<string, StoredValue>>;
export type FixedName = keyof typeof FIXED;
/** The grid's default order: newest first. */
export const GRID_ORDER = (Object.keys(FIXED) as FixedName[]).reverse();
/** The fixed record that holds a stored file in its `document` field. */
export const WITH_FILE: FixedName = 'Ada';

export const PEOPLE = [
  'admin',
  'manager',
  'otherManager',
  'noRole',
  'disabled',
  'readOpen',
  'writeOpen',
  'notOpenViaGroup',
  'greenViaParent',
  'notRed',
  'twoRules',
  'wholeCollect',
  'noRule',
  'ruleElsewhere',
  'otherCollect',
  'bystander',
] as const;
export type PersonKey = (typeof PEOPLE)[number];

export interface AccessWorld {
  readonly programId: string;
  /** The collect under test. */
  readonly collectId: string;
  /** Another collect of the same program, on the same model. */
  readonly otherCollectId: string;
  /** The model of both, for collects a test makes of its own. */
  readonly model: { readonly modelId: string; readonly fields: readonly ModelField[] };
  readonly records: Readonly<Record<FixedName, string>>;
  readonly elsewhereRecords: readonly string[];
  readonly people: Readonly<Record<PersonKey, TestUser>>;
  /** "Field team" (READ, status NOT_IN open), "Regions" (WRITE, tags contain green) above "North team". */
  readonly groups: { readonly fieldTeam: UserGroup; readonly regions: UserGroup };
  /** bystander's rule: the target of the rules table's reads and changes. */
  readonly bystanderRule: AttributionRule;
}

export interface RuleBody {
  readonly subject: { readonly user_id: string } | { readonly user_group_id: string };
  readonly permission: 'READ' | 'WRITE';
  readonly condition?: {
    readonly field: string;
    readonly operator: 'IN' | 'NOT_IN';
    readonly values: readonly (string | number | boolean)[];
  } | null;
}

export const rulesPath = (collectId: string) => `/api/collects/${collectId}/attributionRules`;

/**
 * Waits until no application of rules to the collect's records is under way, and answers the
 * collect as `token`'s holder gets it. `meanwhile` runs at each poll (what is seen in between).
 */
export async function rulesSettled(
  api: TestApi,
  token: string,
  collectId: string,
  meanwhile: () => Promise<void> = async () => undefined,
): Promise<Collect> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const read = await send<{ collect: Collect }>(api, 'GET', `/api/collects/${collectId}`, token);
    expect(read.status, read.text).toBe(200);
    const progress = read.body.collect.rules_progress;
    expect(progress?.state, 'applying the rules failed').not.toBe('ERROR');
    if (progress?.state !== 'APPLYING') return read.body.collect;
    await meanwhile();
    if (Date.now() > deadline) throw new Error('The rules were still being applied after 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A rule made by `token`'s holder, once the records hold its condition. One at a time: an
 * application started while another runs takes over from it.
 */
export async function addRule(
  api: TestApi,
  token: string,
  collectId: string,
  rule: RuleBody,
): Promise<AttributionRule> {
  const made = await send<{ attributionRule: AttributionRule }>(
    api,
    'POST',
    rulesPath(collectId),
    token,
    { collect_id: collectId, ...rule },
  );
  expect(made.status, made.text).toBe(201);
  await rulesSettled(api, token, collectId);
  return made.body.attributionRule;
}

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** A small PNG for `variable` of the collect, stored through the api. */
export async function uploadPng(
  api: TestApi,
  token: string | undefined,
  collectId: string,
  variable = 'document',
): Promise<Answer<UploadFieldContentResponse>> {
  const form = new FormData();
  form.set('variable', variable);
  form.set('file', new Blob([PNG]), 'photo.png');
  return call<UploadFieldContentResponse & ErrorBody>(
    api,
    `/api/collects/${collectId}/upload_field_content`,
    { method: 'POST', form, ...(token === undefined ? {} : { token }) },
  );
}

/** A collect's settings on the world's model: the grid's columns and filterable fields. */
export const accessCollectBody = (modelId: string, title: string) => ({
  title,
  title_fr: title,
  model: modelId,
  fieldsToDisplay: GRID_DISPLAYED,
  filterable_fields: GRID_FILTERABLE,
});

/** Builds the world: records first, then rules, so that the apply task gives records their acl. */
export async function buildAccessWorld(api: TestApi): Promise<AccessWorld> {
  const admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
  const program = await createProgram(api, admin, 'Access program');
  const programId = program.id;
  const other = await createProgram(api, admin, 'Another program');
  const manager = await managerOf(api, programId);
  const otherManager = await managerOf(api, other.id, 'other-manager');

  const model = await createModel(api, admin.token, 'Visits', GRID_FIELDS);
  const collectBody = (title: string) => accessCollectBody(model.modelId, title);
  const collectId = await createCollect(api, manager.token, programId, collectBody('Visits'));
  const otherCollectId = await createCollect(api, manager.token, programId, collectBody('Audits'));

  const stored = await uploadPng(api, admin.token, collectId);
  expect(stored.status, stored.text).toBe(201);
  const names = Object.keys(FIXED) as FixedName[];
  const ids = await seedRecords(
    api,
    { programId, collectId, fields: model.fields },
    names.map((name) => ({
      name,
      ...FIXED[name],
      document: name === WITH_FILE ? stored.body.url : null,
    })),
  );
  const records = Object.fromEntries(names.map((name, i) => [name, ids[i] ?? ''])) as Record<
    FixedName,
    string
  >;
  const elsewhereRecords = await seedRecords(
    api,
    { programId, collectId: otherCollectId, fields: model.fields },
    [{ name: 'Elsewhere', status: 'open' }],
    { idPrefix: 'elsewhere-' },
  );

  const contributor = async (label: string, roles: RoleEntry[]) =>
    signedIn(await api.factory.makeUser({ label, roles }));
  const on = (
    collect: string,
    role: RoleEntry['role'] = 'COLLECT_SINGLE_CONTRIBUTOR',
  ): RoleEntry => ({ program_id: programId, role, collect_id: collect });
  const people: Record<PersonKey, TestUser> = {
    admin,
    manager,
    otherManager,
    noRole: await createTestUser(api, 'no-role'),
    disabled: await contributor('disabled', [on(collectId, 'COLLECT_BULK_CONTRIBUTOR')]),
    readOpen: await contributor('read-open', [on(collectId)]),
    writeOpen: await contributor('write-open', [on(collectId, 'COLLECT_BULK_CONTRIBUTOR')]),
    notOpenViaGroup: await contributor('group', [on(collectId)]),
    greenViaParent: await contributor('parent-group', [on(collectId)]),
    notRed: await contributor('not-red', [on(collectId)]),
    twoRules: await contributor('two-rules', [on(collectId, 'COLLECT_BULK_CONTRIBUTOR')]),
    wholeCollect: await contributor('whole', [on(collectId, 'COLLECT_BULK_CONTRIBUTOR')]),
    noRule: await contributor('no-rule', [on(collectId)]),
    ruleElsewhere: await contributor('rule-elsewhere', [on(collectId), on(otherCollectId)]),
    otherCollect: await contributor('other-collect', [on(otherCollectId)]),
    bystander: await contributor('bystander', [on(collectId)]),
  };

  const fieldTeam = await api.factory.makeGroup(programId, {
    name: 'Field team',
    memberIds: [people.notOpenViaGroup.uid],
    by: admin,
  });
  const regions = await api.factory.makeGroup(programId, { name: 'Regions', by: admin });
  await api.factory.makeGroup(programId, {
    name: 'North team',
    parentId: regions._id,
    memberIds: [people.greenViaParent.uid],
    by: admin,
  });

  const user = (key: PersonKey) => ({ user_id: people[key].uid });
  const rule = (
    subject: RuleBody['subject'],
    permission: RuleBody['permission'],
    condition?: RuleBody['condition'],
  ) =>
    addRule(api, manager.token, collectId, { subject, permission, condition: condition ?? null });
  const open = { field: 'status', operator: 'IN', values: ['open'] } as const;
  await rule(user('readOpen'), 'READ', open);
  await rule(user('writeOpen'), 'WRITE', open);
  await rule({ user_group_id: fieldTeam._id }, 'READ', { ...open, operator: 'NOT_IN' });
  await rule({ user_group_id: regions._id }, 'WRITE', {
    field: 'tags',
    operator: 'IN',
    values: ['green'],
  });
  await rule(user('notRed'), 'READ', { field: 'tags', operator: 'NOT_IN', values: ['red'] });
  await rule(user('twoRules'), 'READ', { field: 'status', operator: 'IN', values: ['closed'] });
  await rule(user('twoRules'), 'WRITE', { field: 'amount', operator: 'IN', values: [10] });
  await rule(user('wholeCollect'), 'WRITE');
  await rule(user('disabled'), 'WRITE');
  // A rule the person's role does not back (they contribute to the other collect only).
  await rule(user('otherCollect'), 'WRITE');
  const bystanderRule = await rule(user('bystander'), 'READ', open);
  await addRule(api, manager.token, otherCollectId, {
    subject: user('ruleElsewhere'),
    permission: 'READ',
    condition: null,
  });
  await api.factory.updateUser(people.disabled.uid, { status: 'DISABLED' });

  return {
    programId,
    collectId,
    otherCollectId,
    model,
    records,
    elsewhereRecords,
    people,
    groups: { fieldTeam, regions },
    bystanderRule,
  };
}
