import type { Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';
import { signIn } from '../support/api-client.js';
import { uniqueName } from '../support/fixtures.js';
import { stackContext } from '../support/stack-context.js';
import { TestAccounts, type TestUser } from './helpers/accounts.js';
import {
  addRecords,
  createCollect,
  createGroup,
  waitForRulesApplied,
} from './helpers/access-world.js';
import { SignedInBrowser } from './helpers/browser.js';
import { createModelAsAdmin } from './helpers/models.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// Issue 12, in English and French: a manager gives a user group a READ rule on the records whose
// Region is North; a contributor of that group sees exactly those records (and cannot open a
// South one); the manager checks with "View as…", then removes them from the group; the
// contributor's next page load shows no record and says why.

const label = (en: string, fr: string) => ({ en, fr });

const FIELDS: FieldDefinitionInput[] = [
  {
    label: label('Full name', 'Nom complet'),
    variable: 'full_name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: label('Region', 'Région'),
    variable: 'region',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: [
      { value: 'north', label: label('North', 'Nord') },
      { value: 'south', label: label('South', 'Sud') },
    ],
  },
];

/** The North record the contributor opens, and the South one whose link they try. */
const OPENED = 'Bastien Nordin';
const FORBIDDEN = 'Damien Sudre';
const NORTH = ['Anouk Nordin', OPENED, 'Célia Nordin'];
const SOUTH = [FORBIDDEN, 'Estelle Sudre'];

type Lang = 'en' | 'fr';

/** What the screens say, in each language (web/src/locales). */
const WORDS = {
  en: {
    region: 'Region',
    north: 'North',
    rulesTitle: 'Access rules',
    noRule: 'No access rule yet',
    addRule: 'Add a rule',
    newRule: 'New access rule',
    givenToGroup: 'A user group',
    group: 'User group',
    canView: 'Can view',
    onlyMatching: 'Only records where…',
    field: 'Field',
    values: 'Values',
    createRule: 'Create the rule',
    ruleCreated: 'The rule is created.',
    ruleButton: (group: string) =>
      `Edit the rule: Group ${group} — can view — records whose Region is one of North`,
    applying: /Applying access rules to records/,
    gridLabel: 'Records',
    records: (count: number) => `${count} ${count === 1 ? 'record' : 'records'}`,
    viewAs: 'View as a contributor',
    banner: (name: string) => `Viewing as ${name}: the records their access rules give them`,
    removeMember: (name: string) => `Remove ${name} from the group`,
    removeTitle: 'Remove from the group?',
    removeConfirm: 'Remove from the group',
    noMembers: 'No members in this group',
    noAccessTitle: 'No access rule gives you records of this collect yet',
    noAccessText: 'none does yet. Ask a manager of the program.',
    notFound: /404 Not Found|This record does not exist/,
  },
  fr: {
    region: 'Région',
    north: 'Nord',
    rulesTitle: 'Règles d’accès',
    noRule: 'Aucune règle d’accès',
    addRule: 'Ajouter une règle',
    newRule: 'Nouvelle règle d’accès',
    givenToGroup: 'Un groupe d’utilisateurs',
    group: 'Groupe d’utilisateurs',
    canView: 'Peut consulter',
    onlyMatching: 'Seulement les enregistrements où…',
    field: 'Champ',
    values: 'Valeurs',
    createRule: 'Créer la règle',
    ruleCreated: 'La règle est créée.',
    ruleButton: (group: string) =>
      `Modifier la règle : Groupe ${group} — peut consulter — les enregistrements dont Région est l’une des valeurs Nord`,
    applying: /Application des règles d’accès aux enregistrements/,
    gridLabel: 'Enregistrements',
    records: (count: number) => `${count} ${count === 1 ? 'enregistrement' : 'enregistrements'}`,
    viewAs: 'Voir comme un contributeur',
    banner: (name: string) =>
      `Vue de ${name} : les enregistrements que ses règles d’accès lui donnent`,
    removeMember: (name: string) => `Retirer ${name} du groupe`,
    removeTitle: 'Retirer du groupe ?',
    removeConfirm: 'Retirer du groupe',
    noMembers: 'Aucun membre dans ce groupe',
    noAccessTitle: 'Aucune règle d’accès ne vous donne encore d’enregistrements de cette collecte',
    noAccessText: 'aucune ne le fait encore. Demandez à un responsable du programme.',
    notFound: /404 Page introuvable|Cet enregistrement n’existe pas/,
  },
} as const;

const shotsDir = process.env.RAINBOW_SCREENSHOTS_DIR;

/** Keeps a picture of a failed step when RAINBOW_SCREENSHOTS_DIR names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir || page.isClosed()) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

describe('attribution rules', () => {
  const stack = stackContext();
  let accounts: TestAccounts;
  let manager: TestUser;
  let managerToken: string;
  let programId: string;
  let modelId: string;
  let browser: SignedInBrowser;

  beforeAll(async () => {
    const admin = await createProgramAsAdmin(uniqueName('Access program'), { logo: false });
    programId = admin.programId;
    modelId = await createModelAsAdmin(admin.token, uniqueName('Beneficiaries'), FIELDS);
    accounts = new TestAccounts(stack);
    manager = await accounts.createUser('Manon', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    managerToken = await signIn(manager.email, manager.password);
    browser = await SignedInBrowser.launch(stack);
  });

  afterAll(async () => {
    await browser?.close();
    await accounts?.close();
  });

  const signedIn = (user: TestUser): Promise<Page> => browser.signedIn(user);

  async function pick(page: Page, box: string, choice: string | RegExp): Promise<void> {
    await page.getByRole('textbox', { name: box }).click();
    await page.getByRole('option', { name: choice }).click();
  }

  /** The names of the grid's data rows (all of them: a few records fit without scrolling). */
  async function gridNames(page: Page, lang: Lang): Promise<string[]> {
    const grid = page.getByRole('region', { name: WORDS[lang].gridLabel });
    const texts = await grid.getByRole('row').allInnerTexts();
    return [...NORTH, ...SOUTH].filter((name) => texts.some((text) => text.includes(name)));
  }

  /** The grid once its total reads `count`, with exactly `names` as its rows. */
  async function expectGrid(page: Page, lang: Lang, names: string[]): Promise<void> {
    const words = WORDS[lang];
    await page.getByText(words.records(names.length), { exact: true }).waitFor();
    await expect.poll(() => gridNames(page, lang)).toEqual(names);
    // Header row + one row a record: no placeholder or other row either.
    const rows = page.getByRole('region', { name: words.gridLabel }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(names.length + 1);
  }

  for (const lang of ['en', 'fr'] as const) {
    it(
      `a group's READ rule gives its members exactly its records (${lang})`,
      { timeout: 180_000 },
      async () => {
        const words = WORDS[lang];
        const prefix = lang === 'fr' ? '/fr' : '';
        const collectId = await createCollect(managerToken, programId, {
          title: uniqueName('Visits'),
          titleFr: uniqueName('Visites'),
          modelId,
          fieldsToDisplay: ['full_name', 'region'],
          filterableFields: ['region'],
        });
        const records = [
          ...NORTH.map((name) => ({ full_name: name, region: 'north' })),
          ...SOUTH.map((name) => ({ full_name: name, region: 'south' })),
        ];
        const ids = await addRecords(managerToken, programId, collectId, records);
        const forbiddenId = ids[NORTH.length] ?? '';
        const firstName = lang === 'en' ? 'Cora' : 'Corentin';
        const contributorName = `${firstName} Tester`;
        const contributor = await accounts.createUser(firstName, [
          { program_id: programId, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: collectId },
        ]);
        const groupName = uniqueName(lang === 'en' ? 'Northern team' : 'Équipe nord');
        const groupId = await createGroup(
          managerToken,
          programId,
          { en: groupName, fr: groupName },
          [contributor.uid],
        );
        const gridPath = `${prefix}/${programId}/collects/${collectId}`;

        // 1. The manager gives the group a READ rule on the North records, in the browser.
        const managerPage = await signedIn(manager);
        onTestFailed(() => shot(managerPage, `failure-attribution-rules-${lang}-manager`));
        await managerPage.goto(`${gridPath}/attribution_rules`);
        await managerPage.getByRole('heading', { level: 1, name: words.rulesTitle }).waitFor();
        await managerPage.getByRole('heading', { name: words.noRule }).waitFor();
        await managerPage.getByRole('link', { name: words.addRule }).first().click();
        await managerPage.getByRole('heading', { level: 1, name: words.newRule }).waitFor();
        await managerPage.getByRole('radio', { name: words.givenToGroup }).check();
        await pick(managerPage, words.group, groupName);
        await managerPage.getByRole('radio', { name: words.canView }).check();
        await managerPage.getByRole('radio', { name: words.onlyMatching }).check();
        await pick(managerPage, words.field, words.region);
        await pick(managerPage, words.values, words.north);
        await managerPage.keyboard.press('Escape');
        await managerPage.getByRole('button', { name: words.createRule }).click();
        await managerPage.getByText(words.ruleCreated).waitFor();
        await managerPage.waitForURL((url) => url.pathname.endsWith('/attribution_rules'));
        await managerPage
          .getByRole('button', { name: words.ruleButton(groupName), exact: true })
          .waitFor();
        // The rule reaches the records in a task: its notice, if shown, goes once it is done.
        await waitForRulesApplied(managerToken, collectId);
        await managerPage
          .getByRole('status')
          .filter({ hasText: words.applying })
          .waitFor({ state: 'hidden' });

        // 2. The contributor sees exactly the North records, opens one, and no South one.
        const contributorPage = await signedIn(contributor);
        onTestFailed(() => shot(contributorPage, `failure-attribution-rules-${lang}-contributor`));
        await contributorPage.goto(gridPath);
        await expectGrid(contributorPage, lang, NORTH);
        await contributorPage.getByRole('row').filter({ hasText: OPENED }).click();
        await contributorPage.getByRole('heading', { level: 1, name: OPENED }).waitFor();
        // A South record's link: the api answers as for an unknown record (404), so the page
        // says it cannot be found, the session goes on, and the record's data is never shown.
        const forbiddenPath = `${gridPath}/record/${forbiddenId}/view`;
        await contributorPage.goto(forbiddenPath);
        await contributorPage.getByRole('heading', { name: words.notFound }).waitFor();
        expect(new URL(contributorPage.url()).pathname).toBe(forbiddenPath);
        await expect(contributorPage.getByText(FORBIDDEN).count()).resolves.toBe(0);
        await contributorPage.goto(gridPath);
        await expectGrid(contributorPage, lang, NORTH);

        // 3. The manager views the grid as the contributor, then takes them out of the group.
        await managerPage.goto(gridPath);
        await expectGrid(managerPage, lang, [...NORTH, ...SOUTH]);
        await pick(managerPage, words.viewAs, new RegExp(contributorName));
        await managerPage
          .getByRole('status')
          .filter({ hasText: words.banner(contributorName) })
          .waitFor();
        await expectGrid(managerPage, lang, NORTH);
        await managerPage.goto(`${prefix}/${programId}/user_groups/${groupId}`);
        await managerPage.getByRole('heading', { level: 1, name: groupName }).waitFor();
        await managerPage
          .getByRole('button', { name: words.removeMember(contributorName) })
          .click();
        const confirm = managerPage.getByRole('dialog', { name: words.removeTitle });
        await confirm.getByRole('button', { name: words.removeConfirm }).click();
        await managerPage.getByRole('heading', { name: words.noMembers }).waitFor();

        // 4. The contributor's next page load shows no record, and why.
        await contributorPage.reload();
        await contributorPage.getByRole('heading', { name: words.noAccessTitle }).waitFor();
        await contributorPage.getByText(words.noAccessText, { exact: false }).waitFor();
        for (const name of [...NORTH, ...SOUTH]) {
          await expect(contributorPage.getByText(name).count()).resolves.toBe(0);
        }
      },
    );
  }
});
