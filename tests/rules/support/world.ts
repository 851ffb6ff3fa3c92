import { createHash, randomUUID } from 'node:crypto';

import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import type { ConditionOperator } from '../../../functions/src/shared/permissions/collect-access.js';
import type { Role } from '../../../functions/src/shared/contract/user.schema.js';
import type { AttributionCondition } from '../../../functions/src/shared/permissions/collect-access.js';
import { storedInvitation } from '../../../functions/src/db/invitation-document.js';
import { createTestFactory } from '../../../functions/test/support/factory.js';
import type { TestFactory } from '../../../functions/test/support/factory.js';

// The data every rules test reads: two programs, their collects and records, and one user per
// situation SPEC.md §6 distinguishes. Users, programs, their members, collects and user groups are
// made by the test factory, that is by the api's own repositories and services, so the rules see
// exactly what production stores. The other documents come from the persistence layer's functions
// where they exist (invitations) and otherwise follow the shapes of ARCHITECTURE.md §6, since the
// rules only look at their paths and at access documents.

export const ALPHA = 'alpha';
export const BETA = 'beta';
export const BENEFICIARIES = 'beneficiaries';
export const SCHOOLS = 'schools';
export const FAMILIES = 'families';

const NOW = new Date('2025-06-01T09:00:00Z');
const LATER = new Date('2025-06-15T09:00:00Z');

type Grant = { program_id: string; role: Role; collect_id?: string };
const manages = (programId: string): Grant => ({ program_id: programId, role: 'PROGRAM_MANAGER' });
const contributes = (collectId: string, role: Role = 'COLLECT_SINGLE_CONTRIBUTOR'): Grant => ({
  program_id: ALPHA,
  role,
  collect_id: collectId,
});

interface Persona {
  readonly level?: 'SUPER_ADMIN';
  readonly status?: 'DISABLED';
  readonly roles: readonly Grant[];
}

/** A contributor's access document (`programs/{p}/collects/{c}/access/{uid}`). */
export interface AccessDocument {
  readonly scope: string;
  readonly conditions?: readonly { field: string; operator: string; values: string[] }[];
}

const matching = (...conditions: AttributionCondition[]): AccessDocument => ({
  scope: 'MATCHING',
  conditions: conditions.map(({ field, operator, values }) => ({
    field,
    operator,
    values: values.map(String),
  })),
});
const condition = (field: string, operator: ConditionOperator, values: string[]) => ({
  field,
  operator,
  values,
});

/** The values the condition matrix compares records' `v` field with. */
export const MATRIX_VALUES = ['Paris', 'Lyon', '7', 'true', ''];

/** Users by uid; `ghost` signs in but has no user document, so it is not here. */
export const PERSONAS = {
  admin: { level: 'SUPER_ADMIN', roles: [] },
  manager: { roles: [manages(ALPHA)] },
  'beta-manager': { roles: [manages(BETA)] },
  // Single contributor of Beneficiaries who sees the records of Paris and Lyon.
  contributor: { roles: [contributes(BENEFICIARIES)] },
  'bulk-contributor': { roles: [contributes(BENEFICIARIES, 'COLLECT_BULK_CONTRIBUTOR')] },
  // Contributes to Schools; an access document for Beneficiaries was left behind by a lost role.
  'schools-contributor': { roles: [contributes(SCHOOLS)] },
  'no-access-contributor': { roles: [contributes(BENEFICIARIES)] },
  'manager-contributor': { roles: [manages(ALPHA), contributes(BENEFICIARIES)] },
  'disabled-manager': { status: 'DISABLED', roles: [manages(ALPHA)] },
  'disabled-admin': { level: 'SUPER_ADMIN', status: 'DISABLED', roles: [] },
  'disabled-contributor': { status: 'DISABLED', roles: [contributes(BENEFICIARIES)] },
  stranger: { roles: [] },
  // Contributors of Beneficiaries for the condition matrix and the access-document edge cases.
  'in-contributor': { roles: [contributes(BENEFICIARIES)] },
  'not-in-contributor': { roles: [contributes(BENEFICIARIES)] },
  'either-contributor': { roles: [contributes(BENEFICIARIES)] },
  'fifth-condition-contributor': { roles: [contributes(BENEFICIARIES)] },
  'odd-operator-contributor': { roles: [contributes(BENEFICIARIES)] },
  'no-scope-contributor': { roles: [contributes(BENEFICIARIES)] },
} satisfies Record<string, Persona>;

export type Uid = keyof typeof PERSONAS | 'ghost';

/** Access documents in Beneficiaries, by uid. */
export const BENEFICIARIES_ACCESS: Partial<Record<Uid, AccessDocument>> = {
  contributor: matching(condition('city', 'IN', ['Paris', 'Lyon'])),
  'bulk-contributor': { scope: 'ALL' },
  'schools-contributor': { scope: 'ALL' },
  'disabled-contributor': { scope: 'ALL' },
  'manager-contributor': matching(condition('city', 'IN', ['Lyon'])),
  'in-contributor': matching(condition('v', 'IN', MATRIX_VALUES)),
  'not-in-contributor': matching(condition('v', 'NOT_IN', MATRIX_VALUES)),
  'either-contributor': matching(
    condition('city', 'IN', ['Paris']),
    condition('tags', 'IN', ['closed']),
  ),
  // Four conditions no record meets, then one Marseille meets: only four are honoured.
  'fifth-condition-contributor': matching(
    condition('city', 'IN', ['Brest']),
    condition('city', 'IN', ['Lille']),
    condition('region', 'IN', ['East']),
    condition('region', 'IN', ['West']),
    condition('city', 'IN', ['Marseille']),
  ),
  'odd-operator-contributor': {
    scope: 'MATCHING',
    conditions: [{ field: 'city', operator: 'CONTAINS', values: ['Nowhere'] }],
  },
  'no-scope-contributor': { scope: 'NONE', conditions: [] },
};

/** Beneficiaries' records for the role tests. */
export const RECORDS = {
  paris: { city: 'Paris', region: 'North', tags: ['priority'] },
  marseille: { city: 'Marseille', region: 'South', tags: ['closed'] },
};

export interface MatrixRecord {
  /** Record id in Beneficiaries; its `fields.v` is compared with MATRIX_VALUES. */
  readonly id: string;
  readonly label: string;
  readonly fields: Record<string, unknown>;
  /** What the rules answer for the IN and the NOT_IN contributor. */
  readonly rules: { readonly in: boolean; readonly notIn: boolean };
}

// Each value with what the rules decide. Where the rules language can compute the API's text for
// a value they decide exactly as collect-access.ts does; where it cannot they refuse both.
export const MATRIX: readonly MatrixRecord[] = [
  { label: 'a listed string', fields: { v: 'Paris' }, rules: { in: true, notIn: false } },
  {
    label: 'a listed string with white space',
    fields: { v: '\t Lyon\u00a0' },
    rules: { in: true, notIn: false },
  },
  { label: 'another string', fields: { v: 'Nantes' }, rules: { in: false, notIn: true } },
  { label: 'another case', fields: { v: 'paris' }, rules: { in: false, notIn: true } },
  { label: 'white space only', fields: { v: '  ' }, rules: { in: true, notIn: false } },
  { label: 'a listed integer', fields: { v: 7 }, rules: { in: true, notIn: false } },
  { label: 'another integer', fields: { v: -8 }, rules: { in: false, notIn: true } },
  { label: 'a listed boolean', fields: { v: true }, rules: { in: true, notIn: false } },
  { label: 'another boolean', fields: { v: false }, rules: { in: false, notIn: true } },
  // The rules read the field without a default (a list query sees unfiltered fields as absent),
  // so a record without it is refused; the API stores every variable, null when empty.
  { label: 'no field', fields: {}, rules: { in: false, notIn: false } },
  { label: 'null', fields: { v: null }, rules: { in: false, notIn: true } },
  { label: 'a date', fields: { v: NOW }, rules: { in: false, notIn: true } },
  { label: 'a map', fields: { v: { city: 'Paris' } }, rules: { in: false, notIn: true } },
  {
    label: 'a list holding a listed string',
    fields: { v: ['Rome', 'Paris'] },
    rules: { in: true, notIn: false },
  },
  {
    label: 'a list of other strings',
    fields: { v: ['Rome', 'Oslo'] },
    rules: { in: false, notIn: true },
  },
  { label: 'an empty list', fields: { v: [] }, rules: { in: false, notIn: true } },
  {
    label: 'a list mixing a listed string and a number',
    fields: { v: ['Paris', 3] },
    rules: { in: true, notIn: false },
  },
  // The rules cannot trim list items nor write their numbers as text: refused either way.
  {
    label: 'a list holding an untrimmed listed string',
    fields: { v: [' Paris'] },
    rules: { in: false, notIn: false },
  },
  {
    label: 'a list holding an untrimmed other string',
    fields: { v: ['Rome '] },
    rules: { in: false, notIn: false },
  },
  {
    label: 'a list holding a listed number',
    fields: { v: [7] },
    rules: { in: false, notIn: false },
  },
  {
    label: 'a list holding another number',
    fields: { v: [8] },
    rules: { in: false, notIn: false },
  },
  // Floats are written differently by JavaScript and the rules language: refused either way.
  { label: 'a float', fields: { v: 7.5 }, rules: { in: false, notIn: false } },
  { label: 'a number past 2^53', fields: { v: 2 ** 60 }, rules: { in: false, notIn: false } },
].map((entry, index) => ({ ...entry, id: `matrix-${String(index + 1).padStart(2, '0')}` }));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
// The id ProgramsRepository gives the reservation of the name 'Alpha program'.
export const PROGRAM_NAME_ID = sha256('alpha program');
export const INVITATION_SLOT_ID = sha256(`${ALPHA}\ninvitee@rules.test`);

const person = (uid: string) => ({ _id: uid, name: uid, email: `${uid}@rules.test` });

const record = (fields: Record<string, unknown>) => ({
  fields,
  keywords: [],
  created_at: NOW,
  updated_at: NOW,
  source_key: null,
});

const activity = (programId: string) => ({
  actor: person('admin'),
  action: 'PROGRAM_CREATED',
  target: { type: 'PROGRAM', _id: programId, label: programId },
  created_at: NOW,
});

const invitation = (id: string, programId: string) =>
  storedInvitation({
    id,
    email: `invitee-${programId}@rules.test`,
    programId,
    role: 'COLLECT_SINGLE_CONTRIBUTOR',
    collectId: programId === ALPHA ? BENEFICIARIES : FAMILIES,
    userGroupId: undefined,
    status: 'PENDING',
    codeHash: sha256(`code of ${id}`),
    lang: 'en',
    invitedBy: person('admin'),
    createdAt: NOW,
    sentAt: NOW,
    expiresAt: LATER,
    usedAt: undefined,
  });

/** Every document seeded by hand, by path (the factory's are in FACTORY_PATHS). */
export const DOCUMENTS: Readonly<Record<string, Record<string, unknown>>> = {
  ...Object.fromEntries(
    Object.entries(RECORDS).map(([id, fields]) => [
      `programs/${ALPHA}/collects/${BENEFICIARIES}/records/${id}`,
      record(fields),
    ]),
  ),
  ...Object.fromEntries(
    MATRIX.map(({ id, fields }) => [
      `programs/${ALPHA}/collects/${BENEFICIARIES}/records/${id}`,
      record(fields),
    ]),
  ),
  [`programs/${ALPHA}/collects/${SCHOOLS}/records/school-1`]: record({ city: 'Paris' }),
  [`programs/${BETA}/collects/${FAMILIES}/records/family-1`]: record({ city: 'Paris' }),
  ...Object.fromEntries(
    Object.entries(BENEFICIARIES_ACCESS).map(([uid, access]) => [
      `programs/${ALPHA}/collects/${BENEFICIARIES}/access/${uid}`,
      { ...access, updated_at: NOW },
    ]),
  ),
  [`programs/${ALPHA}/collects/${SCHOOLS}/access/schools-contributor`]: { scope: 'ALL' },
  [`programs/${ALPHA}/collects/${BENEFICIARIES}/attributionRules/rule-1`]: {
    subject: { user_id: 'contributor' },
    permission: 'READ',
    condition: { field: 'city', operator: 'IN', values: ['Paris', 'Lyon'] },
  },
  [`programs/${ALPHA}/activities/activity-1`]: activity(ALPHA),
  [`programs/${BETA}/activities/activity-2`]: activity(BETA),
  [`programs/${ALPHA}/reports/report-1`]: { title: 'Progress', created_at: NOW },
  [`programs/${ALPHA}/reports/report-1/graphics/graphic-1`]: { type: 'RING', order: 1 },
  [`programs/${ALPHA}/milestones/milestone-1`]: { title: 'Launch', date: LATER },
  [`programs/${ALPHA}/reminders/reminder-1`]: { title: 'Weekly', frequency: 'WEEKLY' },
  [`programs/${ALPHA}/actions/action-1`]: { title: 'Fill in', executed: false },
  // Addressed (issue 14): to the contributor by name, to someone else, to a role.
  [`programs/${ALPHA}/actions/action-mine`]: { title: 'Call', audience: ['user:contributor'] },
  [`programs/${ALPHA}/actions/action-other`]: { title: 'Plan', audience: ['user:manager'] },
  [`programs/${ALPHA}/actions/action-managers`]: {
    title: 'Review',
    audience: ['role:PROGRAM_MANAGER'],
  },
  [`programs/${ALPHA}/tasks/task-1`]: { type: 'IMPORT', status: 'DONE' },
  [`invitations/invite-alpha`]: invitation('invite-alpha', ALPHA),
  [`invitations/invite-beta`]: invitation('invite-beta', BETA),
  [`invitationSlots/${INVITATION_SLOT_ID}`]: {
    invitation_id: 'invite-alpha',
    program_id: ALPHA,
    email: 'invitee-alpha@rules.test',
  },
  'webhookSecrets/collect-1': {
    program_id: ALPHA,
    collect_id: 'collect-1',
    secret: 'whsec_rules-test',
    created_at: NOW,
  },
  'models/model-1': { name: { en: 'People', fr: 'Personnes' } },
  'models/model-1/fields/field-1': { field_id: 'city', order: 1, variable: 'city' },
  'mail/mail-1': {
    to: 'invitee-alpha@rules.test',
    message: { subject: 'Invitation', text: 'code=secret', html: '<p>code=secret</p>' },
    created_at: NOW,
  },
  'meta/seed': { seeded_at: NOW, accounts: ['admin@rainbow.local'] },
};

/** A user group: tables name it by this path, whose last segment stands in for its id. */
interface Group {
  readonly programId: string;
  readonly memberIds: readonly string[];
}

const GROUPS: Readonly<Record<string, Group>> = {
  [`programs/${ALPHA}/userGroups/group-1`]: { programId: ALPHA, memberIds: ['contributor'] },
  [`programs/${BETA}/userGroups/group-2`]: { programId: BETA, memberIds: [] },
};

/** Collects by path, made by the factory with these ids. */
const COLLECTS: Readonly<Record<string, { programId: string; id: string; title: string }>> = {
  [`programs/${ALPHA}/collects/${BENEFICIARIES}`]: {
    programId: ALPHA,
    id: BENEFICIARIES,
    title: 'Beneficiaries',
  },
  [`programs/${ALPHA}/collects/${SCHOOLS}`]: { programId: ALPHA, id: SCHOOLS, title: 'Schools' },
  [`programs/${BETA}/collects/${FAMILIES}`]: { programId: BETA, id: FAMILIES, title: 'Families' },
};

/** What the factory writes that the tables name: one document of each kind it makes. */
const FACTORY_PATHS = [
  `programs/${ALPHA}`,
  `programs/${BETA}`,
  ...Object.keys(COLLECTS),
  `programs/${ALPHA}/members/contributor`,
  `programs/${ALPHA}/members/manager`,
  `programs/${BETA}/members/beta-manager`,
  ...Object.keys(GROUPS),
  `programNames/${PROGRAM_NAME_ID}`,
];

/** Every seeded document a table may name, users aside. */
export const SEEDED_PATHS = [...FACTORY_PATHS, ...Object.keys(DOCUMENTS)];

// Filled by seedWorld: a group's id is the repository's choice.
const groupPaths = new Map<string, string>();

/** The real path of a document named in a table (a group's stand-in id replaced). */
export function seededPath(path: string): string {
  return groupPaths.get(path) ?? path;
}

/** Makes users, programs, members, collects and groups with the factory, then DOCUMENTS. */
export async function seedWorld(env: RulesTestEnvironment): Promise<void> {
  const emulator = env.emulators.firestore;
  if (!emulator) throw new Error('The rules test environment has no Firestore emulator');
  // The Admin SDK finds an emulator only through the environment; like the api's, its writes
  // bypass the rules.
  process.env.FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
  const app = initializeApp({ projectId: env.projectId }, `rules-seed-${randomUUID()}`);
  try {
    const factory = createTestFactory({
      db: getFirestore(app),
      clock: { now: () => NOW },
      prefix: 'rules',
    });
    await seedThroughFactory(factory);
  } finally {
    await deleteApp(app);
  }
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const writes = Object.entries(DOCUMENTS);
    // A batch holds 500 writes at most.
    for (let start = 0; start < writes.length; start += 400) {
      const batch = db.batch();
      for (const [path, data] of writes.slice(start, start + 400)) batch.set(db.doc(path), data);
      await batch.commit();
    }
    // Rules let a reader get a document that does not exist: a table naming one that was never
    // written would test nothing.
    const found = await Promise.all(
      SEEDED_PATHS.map(async (path) =>
        (await db.doc(seededPath(path)).get()).exists ? [] : [path],
      ),
    );
    const missing = found.flat();
    if (missing.length) throw new Error(`Not seeded: ${missing.join(', ')}`);
  });
}

async function seedThroughFactory(factory: TestFactory): Promise<void> {
  const users = await Promise.all(
    Object.entries(PERSONAS).map(([uid, persona]: [string, Persona]) => {
      const [first, ...rest] = uid.split('-');
      return factory.makeUser({
        uid,
        email: `${uid}@rules.test`,
        firstName: first ?? uid,
        lastName: rest.join(' ') || 'Test',
        level: persona.level,
        status: persona.status,
        roles: persona.roles,
      });
    }),
  );
  const admin = users.find((user) => user.uid === 'admin');
  if (!admin) throw new Error('PERSONAS has no admin');
  await factory.makeProgram({ id: ALPHA, name: 'Alpha program', by: admin });
  await factory.makeProgram({ id: BETA, name: 'Beta program', by: admin });
  for (const { programId, id, title } of Object.values(COLLECTS)) {
    await factory.makeCollect(programId, { id, title });
  }
  // After the users: a group checks that its members belong to the program.
  for (const [path, { programId, memberIds }] of Object.entries(GROUPS)) {
    const name = { en: 'Field team', fr: 'Équipe terrain' };
    const group = await factory.makeGroup(programId, { name, memberIds, by: admin });
    groupPaths.set(path, `programs/${programId}/userGroups/${group._id}`);
  }
}
