import type { Stack } from '../../emulators/stack/src/stack.js';
import { PROJECT_ID } from '../../emulators/stack/src/firebase-process.js';
import type { AttributionConditionInput } from '../../functions/src/shared/contract/attribution-rule.schema.js';
import type { RecordField } from '../../functions/src/shared/contract/field.schema.js';
import type { PersonRef } from '../../functions/src/shared/contract/invitation.schema.js';
import { TestAccounts } from '../e2e/helpers/accounts.js';
import type { TestUser } from '../e2e/helpers/accounts.js';
import { ACCESS_FIELDS } from './access-bench-data.js';
import { BenchApi, createBenchProgram, createModel } from './grid-bench-api.js';
import { FIELDS_TO_DISPLAY, FILTERABLE_FIELDS } from './grid-bench-data.js';

// The access benchmark's world: a program and a collect of its own made through the API by the
// super administrator, one contributor of that collect (an account prepared with the Admin SDK,
// as the browser tests prepare theirs) and another one, and a parent group above the
// contributor's group.

export interface AccessWorld {
  admin: BenchApi;
  contributor: BenchApi;
  contributorUser: TestUser;
  /** Another contributor of the collect, whose rule reaches most records. */
  otherUser: TestUser;
  programId: string;
  collectId: string;
  fields: RecordField[];
  author: PersonRef;
  parentGroupId: string;
  groupId: string;
}

async function createCollect(admin: BenchApi, programId: string) {
  const modelId = await createModel(admin, `Access benchmark cases ${Date.now()}`, ACCESS_FIELDS);
  const model = await admin.call<{ model: { fields: RecordField[] } }>(
    'GET',
    `/api/admin/models/${modelId}`,
  );
  const created = await admin.call<{ _id: string }>('POST', `/api/program/${programId}/collect`, {
    title: 'Team case files',
    title_fr: 'Dossiers par équipe',
    model: modelId,
    fieldsToDisplay: [...FIELDS_TO_DISPLAY, 'team'],
    filterable_fields: FILTERABLE_FIELDS,
  });
  return { collectId: created.body._id, fields: model.body.model.fields };
}

async function createGroup(
  admin: BenchApi,
  programId: string,
  name: string,
  parentId: string | null,
  memberIds: string[],
): Promise<string> {
  const created = await admin.call<{ userGroup: { _id: string } }>(
    'POST',
    `/api/programs/${programId}/user-groups`,
    { name: { en: name }, parent_id: parentId, member_ids: memberIds },
  );
  return created.body.userGroup._id;
}

async function authorOf(admin: BenchApi): Promise<PersonRef> {
  const me = await admin.call<{
    user: { _id: string; email: string; first_name: string; last_name: string };
  }>('GET', '/api/auth/get_current_user');
  const { _id, email, first_name: first, last_name: last } = me.body.user;
  return { _id, email, name: `${first} ${last}`.trim() };
}

export async function createAccessWorld(stack: Stack): Promise<AccessWorld> {
  const superAdmin = stack.seed.accounts.find((account) => account.role === 'SUPER_ADMIN');
  if (!superAdmin) throw new Error('The seed has no super administrator');
  const admin = new BenchApi(stack.webUrl);
  await admin.signIn(superAdmin.email, superAdmin.password);
  const programId = await createBenchProgram(admin);
  const { collectId, fields } = await createCollect(admin, programId);

  const accounts = new TestAccounts({
    webUrl: stack.webUrl,
    demoAccounts: [],
    authEmulatorHost: `127.0.0.1:${stack.ports.auth}`,
    firestoreEmulatorHost: `127.0.0.1:${stack.ports.firestore}`,
    projectId: PROJECT_ID,
  });
  const role = {
    program_id: programId,
    role: 'COLLECT_SINGLE_CONTRIBUTOR',
    collect_id: collectId,
  } as const;
  let contributorUser: TestUser;
  let otherUser: TestUser;
  try {
    contributorUser = await accounts.createUser('Bench', [role]);
    otherUser = await accounts.createUser('Auditor', [role]);
  } finally {
    await accounts.close();
  }
  const contributor = new BenchApi(stack.webUrl);
  await contributor.signIn(contributorUser.email, contributorUser.password);

  const parentGroupId = await createGroup(admin, programId, 'Region teams', null, []);
  const groupId = await createGroup(admin, programId, 'North teams', parentGroupId, [
    contributorUser.uid,
  ]);
  return {
    admin,
    contributor,
    contributorUser,
    otherUser,
    programId,
    collectId,
    fields,
    author: await authorOf(admin),
    parentGroupId,
    groupId,
  };
}

export type RuleSubjectInput = { user_id: string } | { user_group_id: string };

/** Creates a rule through the API and answers its id. */
export async function createRule(
  world: AccessWorld,
  subject: RuleSubjectInput,
  permission: 'READ' | 'WRITE',
  condition: AttributionConditionInput,
): Promise<string> {
  const created = await world.admin.call<{ attributionRule: { _id: string } }>(
    'POST',
    `/api/collects/${world.collectId}/attributionRules`,
    { collect_id: world.collectId, subject, permission, condition },
  );
  return created.body.attributionRule._id;
}
