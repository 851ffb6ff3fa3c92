import { randomUUID } from 'node:crypto';

import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import {
  accessConditionsOf,
  accessData,
} from '../../../functions/src/db/record-access-document.js';
import { storedRecord } from '../../../functions/src/db/record-document.js';
import type { StoredRecord } from '../../../functions/src/db/record-document.js';
import type { RecordField } from '../../../functions/src/shared/contract/field.schema.js';
import type { RecordValues } from '../../../functions/src/shared/contract/record-validation.js';
import type { RoleEntry } from '../../../functions/src/shared/contract/user.schema.js';
import { ruleAccessByUser } from '../../../functions/src/shared/permissions/collect-access.js';
import type {
  AttributionCondition,
  AttributionPermission,
  AttributionRuleGrant,
  RuleAccess,
} from '../../../functions/src/shared/permissions/collect-access.js';
import type { Subject } from '../../../functions/src/shared/permissions/roles.js';
import type { UserGroupNode } from '../../../functions/src/shared/permissions/user-groups.js';
import { createTestFactory } from '../../../functions/test/support/factory.js';
import type { MadeUser } from '../../../functions/test/support/factory.js';

// The world of the attribution-rules tests: a program whose people reach the records of two
// collects only through attribution rules, given to users and to user groups (some inherited
// from parent groups). Users, members and groups are made by the test factory (the api's own
// repositories and services); records are stored by `storedRecord` with the acl the records
// repository gives them; every access document is what the api writes for these rules and
// groups: `ruleAccessByUser` then `accessData`, as record-access.repository.ts refreshCollect does.

export const PROGRAM = 'alpha';
export const VISITS = 'visits';
export const SCHOOLS = 'schools';
export type CollectId = typeof VISITS | typeof SCHOOLS;
export const COLLECT_IDS: readonly CollectId[] = [VISITS, SCHOOLS];

const NOW = new Date('2025-06-01T09:00:00Z');

const field = (
  variable: string,
  datatype: RecordField['datatype'],
  inputMethod: RecordField['input_method'],
  options: readonly string[] = [],
): RecordField => ({
  label: { en: variable, fr: variable },
  variable,
  datatype,
  input_method: inputMethod,
  options: options.map((value) => ({ value, label: { en: value, fr: value } })),
  validation_rules: [],
});

/** The model of both collects: one field of each kind a condition compares. */
export const FIELDS: readonly RecordField[] = [
  field('city', 'STRING', 'TEXT_INPUT'),
  field('region', 'STRING', 'SIMPLE_SELECT', ['North', 'South', 'East', 'West']),
  field('tags', 'STRING_ARRAY', 'MULTI_SELECT', ['priority', 'closed', 'follow_up']),
  field('visits', 'NUMBER', 'NUMBER'),
  field('urgent', 'BOOLEAN', 'SWITCH'),
];

/** Each collect's records, by id (empty values left out: stored as null). */
export const RECORD_VALUES: Readonly<Record<CollectId, Readonly<Record<string, RecordValues>>>> = {
  [VISITS]: {
    paris: { city: 'Paris', region: 'North', tags: ['priority'], visits: 3, urgent: false },
    lyon: { city: 'Lyon', region: 'South', tags: [], visits: 0, urgent: true },
    marseille: { city: 'Marseille', region: 'South', tags: ['closed', 'priority'], visits: 12 },
    lille: { city: 'Lille', region: 'North', tags: ['closed'], visits: 1 },
    nice: { city: 'Nice', region: 'East', tags: ['follow_up'], visits: 7, urgent: true },
    brest: { city: 'Brest', region: 'West', tags: ['follow_up', 'priority'], urgent: false },
    blank: {},
  },
  [SCHOOLS]: {
    'school-paris': { city: 'Paris', region: 'North' },
    'school-lyon': { city: 'Lyon', region: 'South', urgent: true },
  },
};

/** User groups by name, parents first; a rule given to a group reaches every group below it. */
const GROUP_PARENTS = {
  regions: null,
  north: 'regions',
  'north-urgent': 'north',
  field: null,
  everyone: null,
} as const satisfies Record<string, string | null>;
type GroupName = keyof typeof GROUP_PARENTS;

interface Persona {
  readonly level?: 'SUPER_ADMIN';
  readonly status?: 'DISABLED';
  readonly roles: readonly RoleEntry[];
  readonly groups?: readonly GroupName[];
}

const manages: RoleEntry = { program_id: PROGRAM, role: 'PROGRAM_MANAGER' };
const contributes = (
  collectId: CollectId,
  role: RoleEntry['role'] = 'COLLECT_SINGLE_CONTRIBUTOR',
): RoleEntry => ({ program_id: PROGRAM, role, collect_id: collectId });

/** Everyone, by uid; the rules below say what each contributor is given. */
export const PERSONAS = {
  admin: { level: 'SUPER_ADMIN', roles: [] },
  manager: { roles: [manages] },
  'disabled-manager': { status: 'DISABLED', roles: [manages] },
  'manager-contributor': { roles: [manages, contributes(VISITS)] },
  'user-in': { roles: [contributes(VISITS)] },
  'user-not-in': { roles: [contributes(VISITS)] },
  'tags-not-in': { roles: [contributes(VISITS)] },
  'number-in': { roles: [contributes(VISITS)] },
  'group-member': { roles: [contributes(VISITS)], groups: ['field'] },
  'regional-lead': { roles: [contributes(VISITS)], groups: ['regions'] },
  inherited: { roles: [contributes(VISITS)], groups: ['north'] },
  'grand-child': { roles: [contributes(VISITS)], groups: ['north-urgent'] },
  'group-all': { roles: [contributes(VISITS)], groups: ['everyone'] },
  mixed: { roles: [contributes(VISITS)], groups: ['field'] },
  writer: { roles: [contributes(VISITS, 'COLLECT_BULK_CONTRIBUTOR')] },
  'whole-writer': { roles: [contributes(VISITS)] },
  'read-and-write': { roles: [contributes(VISITS)] },
  'other-collect': { roles: [contributes(VISITS), contributes(SCHOOLS)] },
  'lost-role': { roles: [contributes(SCHOOLS)] },
  'no-rule': { roles: [contributes(VISITS)] },
  'disabled-contributor': {
    status: 'DISABLED',
    roles: [contributes(VISITS)],
    groups: ['everyone'],
  },
  'many-conditions': { roles: [contributes(VISITS)] },
  stranger: { roles: [] },
} satisfies Record<string, Persona>;

export type Uid = keyof typeof PERSONAS;
export const UIDS = Object.keys(PERSONAS) as Uid[];

interface RuleSpec {
  readonly collect: CollectId;
  readonly to: { readonly user: Uid } | { readonly group: GroupName };
  readonly permission: AttributionPermission;
  readonly condition?: AttributionCondition;
}

const when = (
  field: string,
  operator: AttributionCondition['operator'],
  ...values: AttributionCondition['values']
): AttributionCondition => ({ field, operator, values });

const user = (uid: Uid): RuleSpec['to'] => ({ user: uid });
const group = (name: GroupName): RuleSpec['to'] => ({ group: name });
const rule = (
  collect: CollectId,
  to: RuleSpec['to'],
  permission: AttributionPermission,
  condition?: AttributionCondition,
): RuleSpec => ({ collect, to, permission, condition });

/** The attribution rules, as a manager would give them. */
const RULES: readonly RuleSpec[] = [
  rule(VISITS, user('user-in'), 'READ', when('city', 'IN', 'Paris', 'Lyon')),
  rule(VISITS, user('user-not-in'), 'READ', when('city', 'NOT_IN', 'Paris', 'Lyon')),
  rule(VISITS, user('tags-not-in'), 'READ', when('tags', 'NOT_IN', 'closed')),
  rule(VISITS, user('number-in'), 'READ', when('visits', 'IN', 7, 12)),
  rule(VISITS, group('field'), 'READ', when('tags', 'IN', 'priority')),
  rule(VISITS, group('regions'), 'READ', when('region', 'IN', 'North')),
  rule(VISITS, group('north-urgent'), 'WRITE', when('urgent', 'IN', true)),
  rule(VISITS, group('everyone'), 'READ'),
  rule(VISITS, user('writer'), 'WRITE', when('city', 'IN', 'Marseille')),
  rule(VISITS, user('whole-writer'), 'WRITE'),
  rule(VISITS, user('read-and-write'), 'READ', when('city', 'IN', 'Paris')),
  rule(VISITS, user('read-and-write'), 'WRITE', when('region', 'IN', 'South')),
  rule(VISITS, user('mixed'), 'READ', when('city', 'IN', 'Brest')),
  rule(VISITS, user('manager-contributor'), 'READ', when('city', 'IN', 'Lyon')),
  rule(SCHOOLS, user('other-collect'), 'READ'),
  // A rule left behind after its person lost the role on the collect.
  rule(VISITS, user('lost-role'), 'READ'),
  rule(VISITS, user('disabled-contributor'), 'WRITE'),
  // Five conditions: firestore.rules honours the first four (RULES_CONDITIONS_MAX).
  ...[
    when('city', 'IN', 'Lille'),
    when('region', 'IN', 'East'),
    when('tags', 'IN', 'follow_up'),
    when('urgent', 'IN', true),
    when('city', 'IN', 'Marseille'),
  ].map((condition) => rule(VISITS, user('many-conditions'), 'READ', condition)),
];

export const recordPath = (collectId: CollectId, recordId: string) =>
  `programs/${PROGRAM}/collects/${collectId}/records/${recordId}`;
export const recordsPath = (collectId: CollectId) =>
  `programs/${PROGRAM}/collects/${collectId}/records`;
export const accessPath = (collectId: CollectId, uid: string) =>
  `programs/${PROGRAM}/collects/${collectId}/access/${uid}`;

export type AccessData = ReturnType<typeof accessData>;

/** What the api computed and stored: the tests' reference is built from the same rules. */
export interface AttributionWorld {
  /** The rules with the groups' real ids. */
  readonly rules: readonly AttributionRuleGrant[];
  readonly groups: readonly UserGroupNode[];
  readonly records: Readonly<Record<CollectId, Readonly<Record<string, StoredRecord>>>>;
  /** Per collect, what the rules give each person they reach, and the access document stored. */
  readonly access: Readonly<
    Record<
      CollectId,
      ReadonlyMap<string, { readonly rule: RuleAccess; readonly stored: AccessData }>
    >
  >;
  /** Per collect, the classes its records hold (the collect's `access_classes`). */
  readonly accessClasses: Readonly<Record<CollectId, Readonly<Record<string, readonly string[]>>>>;
}

/** Who a persona is to the api's permission functions. */
export function subjectOf(uid: Uid): Subject {
  const persona: Persona = PERSONAS[uid];
  return { uid, level: persona.level ?? 'REGULAR_USER', roles: persona.roles };
}

export function isActive(uid: Uid): boolean {
  const persona: Persona = PERSONAS[uid];
  return persona.status !== 'DISABLED';
}

/** Makes the people and groups with the factory, then stores records and access documents. */
export async function seedAttributionWorld(env: RulesTestEnvironment): Promise<AttributionWorld> {
  const emulator = env.emulators.firestore;
  if (!emulator) throw new Error('The rules test environment has no Firestore emulator');
  // The Admin SDK finds an emulator only through the environment; its writes bypass the rules.
  process.env.FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
  const app = initializeApp({ projectId: env.projectId }, `attribution-seed-${randomUUID()}`);
  try {
    const db = getFirestore(app);
    const factory = createTestFactory({ db, clock: { now: () => NOW }, prefix: 'attribution' });
    const made = await Promise.all(
      Object.entries(PERSONAS).map(([uid, persona]: [string, Persona]) =>
        factory.makeUser({
          uid,
          email: `${uid}@rules.test`,
          level: persona.level,
          status: persona.status,
          roles: persona.roles,
        }),
      ),
    );
    const admin = made.find((user) => user.uid === 'admin') as MadeUser;
    await factory.makeProgram({ id: PROGRAM, name: 'Alpha program', by: admin });
    for (const id of COLLECT_IDS) await factory.makeCollect(PROGRAM, { id, title: id });

    // After the users and collects: a group checks its members belong to the program.
    const groupIds = new Map<GroupName, string>();
    const groups: UserGroupNode[] = [];
    for (const [name, parent] of Object.entries(GROUP_PARENTS) as [GroupName, GroupName | null][]) {
      const memberIds = UIDS.filter((uid) =>
        ((PERSONAS[uid] as Persona).groups ?? []).includes(name),
      );
      const parentId = parent ? groupIds.get(parent) : null;
      const group = await factory.makeGroup(PROGRAM, { name, parentId, memberIds, by: admin });
      groupIds.set(name, group._id);
      groups.push({ id: group._id, parent_id: group.parent_id, member_ids: group.member_ids });
    }

    const rules: AttributionRuleGrant[] = RULES.map(({ collect, to, permission, condition }) => ({
      collect_id: collect,
      permission,
      subject:
        'user' in to ? { user_id: to.user } : { user_group_id: groupIds.get(to.group) ?? '' },
      condition,
    }));

    const records = {} as Record<CollectId, Record<string, StoredRecord>>;
    const access = {} as Record<CollectId, Map<string, { rule: RuleAccess; stored: AccessData }>>;
    const accessClasses = {} as Record<CollectId, Record<string, string[]>>;
    const batch = db.batch();
    for (const collectId of COLLECT_IDS) {
      // As refreshCollect: the collect's conditions, then each person's access document.
      const own = rules.filter((rule) => rule.collect_id === collectId);
      const conditions = accessConditionsOf(
        collectId,
        own.flatMap((rule) => (rule.condition ? [rule.condition] : [])),
      );
      records[collectId] = {};
      accessClasses[collectId] = {};
      for (const [recordId, values] of Object.entries(RECORD_VALUES[collectId])) {
        const stored = storedRecord({
          recordId,
          programId: PROGRAM,
          collectId,
          fields: FIELDS,
          values,
          author: null,
          at: NOW,
          access: conditions,
        });
        records[collectId][recordId] = stored;
        accessClasses[collectId][stored.acl_class] = stored.acl;
        batch.set(db.doc(recordPath(collectId, recordId)), stored);
      }
      access[collectId] = new Map();
      for (const [uid, rule] of ruleAccessByUser(collectId, rules, groups)) {
        const stored = accessData({ programId: PROGRAM, collectId, userId: uid }, rule);
        access[collectId].set(uid, { rule, stored });
        batch.set(db.doc(accessPath(collectId, uid)), { ...stored, updated_at: NOW });
      }
      batch.update(db.doc(`programs/${PROGRAM}/collects/${collectId}`), {
        access_conditions: conditions,
        access_classes: accessClasses[collectId],
      });
    }
    await batch.commit();
    return { rules, groups, records, access, accessClasses };
  } finally {
    await deleteApp(app);
  }
}
