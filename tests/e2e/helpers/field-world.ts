import type { FieldDefinitionInput } from '../../../functions/src/shared/contract/field.schema.js';
import { api } from '../../support/api-client.js';
import { uniqueName } from '../../support/fixtures.js';
import type { StackContext } from '../../support/stack-context.js';
import { addRecords, createCollect, waitForRulesApplied } from './access-world.js';
import { TestAccounts, type TestUser } from './accounts.js';
import { SignedInBrowser } from './browser.js';
import { createModelAsAdmin } from './models.js';
import { createProgramAsAdmin } from './programs.js';

// The world of the offline browser tests (issue 16): a program with a field-visit model, its
// manager's token, and a browser whose pages let the app's service worker in.

/** A visit's name and region; the outbox tests add a photo. */
export const VISIT_FIELDS: FieldDefinitionInput[] = [
  {
    label: { en: 'Full name', fr: 'Nom complet' },
    variable: 'full_name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
    validation_rules: [{ rule: 'REQUIRED' }],
  },
  {
    label: { en: 'Region', fr: 'Région' },
    variable: 'region',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: [
      { value: 'north', label: { en: 'North', fr: 'Nord' } },
      { value: 'south', label: { en: 'South', fr: 'Sud' } },
    ],
  },
];

export interface FieldWorld {
  readonly programId: string;
  readonly managerToken: string;
  readonly modelId: string;
  readonly accounts: TestAccounts;
  readonly browser: SignedInBrowser;
}

export async function openFieldWorld(
  stack: StackContext,
  program: string,
  fields: FieldDefinitionInput[],
): Promise<FieldWorld> {
  const admin = await createProgramAsAdmin(uniqueName(program), { logo: false });
  return {
    programId: admin.programId,
    managerToken: admin.token,
    modelId: await createModelAsAdmin(admin.token, uniqueName('Field visit'), fields),
    accounts: new TestAccounts(stack),
    browser: await SignedInBrowser.launch(stack, { serviceWorkers: 'allow' }),
  };
}

export async function closeFieldWorld(world: FieldWorld | undefined): Promise<void> {
  await world?.browser.close();
  await world?.accounts.close();
}

/**
 * A collect of the world's model holding `records`, and a contributor whose WRITE rule (no
 * condition) lets them see, add and edit its records, applied before this answers.
 */
export async function fieldCollect(
  world: FieldWorld,
  firstName: string,
  records: Record<string, unknown>[] = [],
): Promise<{ collectId: string; contributor: TestUser; ruleId: string }> {
  const { programId, managerToken } = world;
  const collectId = await createCollect(managerToken, programId, {
    title: uniqueName('Visits'),
    titleFr: uniqueName('Visites'),
    modelId: world.modelId,
    fieldsToDisplay: ['full_name', 'region'],
    filterableFields: ['region'],
  });
  if (records.length > 0) await addRecords(managerToken, programId, collectId, records);
  const contributor = await world.accounts.createUser(firstName, [
    { program_id: programId, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: collectId },
  ]);
  const rule = await api<{ attributionRule: { _id: string } }>(
    `/api/collects/${collectId}/attributionRules`,
    {
      token: managerToken,
      json: { collect_id: collectId, subject: { user_id: contributor.uid }, permission: 'WRITE' },
    },
  );
  if (rule.status !== 201) throw new Error(`Rule refused: ${JSON.stringify(rule.body)}`);
  await waitForRulesApplied(managerToken, collectId);
  return { collectId, contributor, ruleId: rule.body.attributionRule._id };
}
