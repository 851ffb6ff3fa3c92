import type { Browser, BrowserContext, Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';
import { api, signIn } from '../support/api-client.js';
import { pngLogo, uniqueName } from '../support/fixtures.js';
import { stackContext } from '../support/stack-context.js';
import { TestAccounts, type TestUser } from './helpers/accounts.js';
import { launchBrowser, openPage, pathOf, signInAt } from './helpers/browser.js';
import { createModelAsAdmin } from './helpers/models.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// A program manager's day with a collect, in English and French: create it on a model that has
// every input method, choose its columns and filters, add a record through each input, filter
// and sort the grid, save that view for everyone, open a record from a shared link, edit it
// and walk its neighbours.

const label = (en: string, fr: string) => ({ en, fr });
const option = (value: string, en: string, fr: string) => ({ value, label: label(en, fr) });

/** One field per input method of the models screens (13). */
const FIELDS: FieldDefinitionInput[] = [
  {
    label: label('Full name', 'Nom complet'),
    variable: 'full_name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
    validation_rules: [{ rule: 'REQUIRED' }],
  },
  {
    label: label('Story', 'Récit'),
    variable: 'story',
    datatype: 'STRING',
    input_method: 'TEXT_AREA',
  },
  {
    label: label('Household size', 'Taille du foyer'),
    variable: 'household',
    datatype: 'NUMBER',
    input_method: 'NUMBER',
  },
  {
    label: label('Contact e-mail', 'E-mail de contact'),
    variable: 'email',
    datatype: 'STRING',
    input_method: 'EMAIL_FIELD',
  },
  {
    label: label('Mobile', 'Portable'),
    variable: 'mobile',
    datatype: 'STRING',
    input_method: 'PHONE_INPUT',
  },
  {
    label: label('Region', 'Région'),
    variable: 'region',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: [option('north', 'North', 'Nord'), option('south', 'South', 'Sud')],
  },
  {
    label: label('Needs', 'Besoins'),
    variable: 'needs',
    datatype: 'STRING_ARRAY',
    input_method: 'MULTI_SELECT',
    options: [option('food', 'Food', 'Alimentation'), option('housing', 'Housing', 'Logement')],
  },
  {
    label: label('Employed', 'En emploi'),
    variable: 'employed',
    datatype: 'BOOLEAN',
    input_method: 'SWITCH',
  },
  {
    label: label('Visit day', 'Jour de visite'),
    variable: 'visit_day',
    datatype: 'STRING',
    input_method: 'DATE_PICKER',
  },
  {
    label: label('Arrival', 'Arrivée'),
    variable: 'arrival',
    datatype: 'STRING',
    input_method: 'TIME_PICKER',
  },
  {
    label: label('Languages', 'Langues'),
    variable: 'languages',
    datatype: 'STRING_ARRAY',
    input_method: 'CHECKBOX',
    options: [option('en', 'English', 'Anglais'), option('fr', 'French', 'Français')],
  },
  {
    label: label('Gender', 'Genre'),
    variable: 'gender',
    datatype: 'STRING',
    input_method: 'RADIO_BUTTON',
    options: [option('female', 'Female', 'Femme'), option('male', 'Male', 'Homme')],
  },
  {
    label: label('Photo', 'Photo'),
    variable: 'photo',
    datatype: 'STRING',
    input_method: 'FILE_UPLOAD',
  },
];

type Lang = 'en' | 'fr';

const shotsDir = process.env.RAINBOW_SCREENSHOTS_DIR;

/** Keeps a picture of a failed step when RAINBOW_SCREENSHOTS_DIR names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** What the screens say, in each language (web/src/locales). */
const WORDS = {
  en: {
    createCollect: 'Create the collect',
    title: 'Title in English',
    titleFr: 'Title in French',
    model: 'Data model',
    columns: 'Columns of the grid',
    filterable: 'Filterable fields',
    newRecord: 'New record',
    addRecord: 'Add record',
    addFilter: 'Add filter',
    field: 'Field',
    condition: 'Condition',
    value: 'Value',
    apply: 'Apply',
    saveDefault: 'Save as default view',
    defaultSaved: 'Everyone now opens this collect with this view',
    edit: 'Edit',
    saveChanges: 'Save changes',
    saved: 'Record saved',
    previous: 'Previous',
    next: 'Next',
    records: (count: number) => `${count} records`,
    chooseFile: (name: string) => `Choose a file for ${name}`,
    is: 'is',
    dateLocale: 'en-GB',
  },
  fr: {
    createCollect: 'Créer la collecte',
    title: 'Titre en anglais',
    titleFr: 'Titre en français',
    model: 'Modèle de données',
    columns: 'Colonnes de la grille',
    filterable: 'Champs filtrables',
    newRecord: 'Nouvel enregistrement',
    addRecord: 'Ajouter l’enregistrement',
    addFilter: 'Ajouter un filtre',
    field: 'Champ',
    condition: 'Condition',
    value: 'Valeur',
    apply: 'Appliquer',
    saveDefault: 'Enregistrer comme vue par défaut',
    defaultSaved: 'Tout le monde ouvre désormais cette collecte avec cette vue',
    edit: 'Modifier',
    saveChanges: 'Enregistrer les modifications',
    saved: 'Enregistrement sauvegardé',
    previous: 'Précédent',
    next: 'Suivant',
    records: (count: number) => `${count} enregistrements`,
    chooseFile: (name: string) => `Choisir un fichier pour ${name}`,
    is: 'est',
    dateLocale: 'fr-FR',
  },
} as const;

function fieldLabel(variable: string, lang: Lang): string {
  const field = FIELDS.find((candidate) => candidate.variable === variable);
  if (!field) throw new Error(`No field ${variable}`);
  return field.label[lang];
}

function optionLabel(variable: string, value: string, lang: Lang): string {
  const field = FIELDS.find((candidate) => candidate.variable === variable);
  const found = field?.options?.find((candidate) => candidate.value === value);
  if (!found) throw new Error(`No option ${value} of ${variable}`);
  return found.label[lang];
}

/** Records typed in by the API beforehand: the grid then has something to filter and order. */
const OTHERS = [
  { full_name: 'Alice Arnaud', household: 2, region: 'north' },
  { full_name: 'Bruno Bertin', household: 5, region: 'south' },
  { full_name: 'Chloé Collin', household: 7, region: 'north' },
  { full_name: 'David Dufour', household: 4, region: 'north' },
];

describe('collects and records', () => {
  const stack = stackContext();
  let accounts: TestAccounts;
  let manager: TestUser;
  let programId: string;
  let modelTitle: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const admin = await createProgramAsAdmin(uniqueName('Records program'), { logo: false });
    programId = admin.programId;
    modelTitle = uniqueName('Household survey');
    await createModelAsAdmin(admin.token, modelTitle, FIELDS);
    accounts = new TestAccounts(stack);
    manager = await accounts.createUser('Maelle', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await accounts?.close();
  });

  async function signedIn(): Promise<Page> {
    const { context, page } = await openPage(browser, stack.webUrl);
    contexts.push(context);
    await signInAt(page, manager.email, manager.password);
    await page.waitForURL(/\/dashboard$/);
    return page;
  }

  async function pick(page: Page, box: string, choice: string): Promise<void> {
    await page.getByRole('textbox', { name: box, exact: true }).click();
    await page.getByRole('option', { name: choice, exact: true }).click();
  }

  /** Creates the collect: titles, model, the grid's columns and its filterable fields. */
  async function createCollect(page: Page, lang: Lang, title: string): Promise<string> {
    const words = WORDS[lang];
    const prefix = lang === 'fr' ? '/fr' : '';
    await page.goto(`${prefix}/${programId}/create_collect`);
    await page.getByLabel(words.title).fill(title);
    await page.getByLabel(words.titleFr).fill(`${title} (fr)`);
    // The picker searches by the start of a word: the title's unique last word.
    await page.getByRole('textbox', { name: words.model }).fill(modelTitle.split(' ').at(-1) ?? '');
    await page.getByRole('option', { name: modelTitle }).click();
    for (const variable of ['full_name', 'household', 'region', 'visit_day']) {
      await pick(page, words.columns, fieldLabel(variable, lang));
      await page.keyboard.press('Escape');
    }
    for (const variable of ['region', 'household']) {
      await pick(page, words.filterable, fieldLabel(variable, lang));
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: words.createCollect }).click();
    // A new collect opens on its grid.
    await page.waitForURL(new RegExp(`${prefix}/${programId}/collects/[^/?]+$`));
    return new URL(page.url()).pathname.split('/').at(-1) ?? '';
  }

  /** Fills every input of the new-record form; answers the date it picked (YYYY-MM-DD). */
  async function fillEveryInput(page: Page, lang: Lang, name: string): Promise<string> {
    const words = WORDS[lang];
    // Not exact: a required field's label ends with an asterisk.
    const byLabel = (variable: string) => page.getByLabel(fieldLabel(variable, lang));
    await byLabel('full_name').fill(name);
    await byLabel('story').fill('Arrived in spring; looking for work.');
    await byLabel('household').fill('3');
    await byLabel('email').fill('elodie@example.org');
    await byLabel('mobile').fill('+33 6 12 34 56 78');
    await pick(page, fieldLabel('region', lang), optionLabel('region', 'north', lang));
    await pick(page, fieldLabel('needs', lang), optionLabel('needs', 'food', lang));
    await page.getByRole('option', { name: optionLabel('needs', 'housing', lang) }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: fieldLabel('employed', lang) }).click();
    // The calendar opens on this month: the 15th is always there.
    const now = new Date();
    const day = new Date(now.getFullYear(), now.getMonth(), 15);
    await page.getByRole('button', { name: fieldLabel('visit_day', lang), exact: true }).click();
    const dayName = new Intl.DateTimeFormat(words.dateLocale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(day);
    await page.getByRole('button', { name: dayName, exact: true }).click();
    await byLabel('arrival').fill('09:30');
    await page.getByRole('checkbox', { name: optionLabel('languages', 'fr', lang) }).click();
    await page.getByRole('radio', { name: optionLabel('gender', 'female', lang) }).click();
    await page.getByLabel(words.chooseFile(fieldLabel('photo', lang))).setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await pngLogo().arrayBuffer()),
    });
    await page
      .getByRole('img', { name: /portrait\.png/ })
      .or(page.getByText('portrait.png'))
      .first()
      .waitFor();
    const month = String(day.getMonth() + 1).padStart(2, '0');
    return `${day.getFullYear()}-${month}-15`;
  }

  async function addFilter(page: Page, lang: Lang, variable: string, value: string) {
    const words = WORDS[lang];
    await page.getByRole('button', { name: words.addFilter }).click();
    const builder = page.getByRole('group', {
      name: lang === 'en' ? 'New filter' : 'Nouveau filtre',
    });
    await builder
      .getByLabel(words.field, { exact: true })
      .selectOption({ label: fieldLabel(variable, lang) });
    await builder.getByLabel(words.condition, { exact: true }).selectOption({ label: words.is });
    await builder.getByLabel(words.value, { exact: true }).selectOption({ label: value });
    await builder.getByRole('button', { name: words.apply }).click();
  }

  /** The first column of each data row of the grid (after the selection box), top to bottom. */
  async function gridNames(page: Page): Promise<string[]> {
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).getByRole('cell').nth(1).waitFor();
    const names = await rows.evaluateAll((elements) =>
      elements
        .filter((row) => row.getAttribute('aria-hidden') === null)
        .map((row) => (row.querySelectorAll('td')[1]?.textContent ?? '').trim()),
    );
    return names.filter(Boolean);
  }

  for (const lang of ['en', 'fr'] as const) {
    it(`a manager runs a collect end to end (${lang})`, { timeout: 120_000 }, async () => {
      const words = WORDS[lang];
      const prefix = lang === 'fr' ? '/fr' : '';
      const page = await signedIn();
      onTestFailed(() => shot(page, `failure-collects-records-${lang}`));
      const collectId = await createCollect(page, lang, uniqueName('Households'));

      const token = await signIn(manager.email, manager.password);
      for (const fields of OTHERS) {
        const created = await api(`/api/programs/${programId}/collects/${collectId}/new_record`, {
          token,
          json: { fields },
        });
        expect(created.status).toBe(201);
      }

      // A record through every input method.
      const name = lang === 'en' ? 'Élodie Ézan' : 'Éloïse Ézan';
      await page.goto(`${prefix}/${programId}/collects/${collectId}`);
      await page.getByRole('link', { name: words.newRecord }).click();
      const visitDay = await fillEveryInput(page, lang, name);
      await page.getByRole('button', { name: words.addRecord }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const recordId = pathOf(page).split('/record/')[1]?.split('/')[0] ?? '';
      const stored = await api<{ record: { fields: Record<string, unknown> } }>(
        `/api/collectItem/${recordId}`,
        { token },
      );
      expect(stored.body.record.fields).toMatchObject({
        full_name: name,
        story: 'Arrived in spring; looking for work.',
        household: 3,
        email: 'elodie@example.org',
        region: 'north',
        needs: ['food', 'housing'],
        employed: true,
        visit_day: visitDay,
        arrival: '09:30',
        languages: ['fr'],
        gender: 'female',
      });
      expect(String(stored.body.record.fields.mobile)).toMatch(/^\+33612345678$/);
      expect(String(stored.body.record.fields.photo)).toMatch(
        new RegExp(`/api/collects/${collectId}/files/.+/portrait\\.png$`),
      );

      // Filter on the region, sort by household size, save that view for everyone.
      await page.goto(`${prefix}/${programId}/collects/${collectId}`);
      await page.getByText(words.records(5)).waitFor();
      await addFilter(page, lang, 'region', optionLabel('region', 'north', lang));
      await page.getByText(words.records(4)).waitFor();
      await page
        .getByRole('columnheader', { name: fieldLabel('household', lang) })
        .getByRole('button')
        .click();
      await expect
        .poll(() => gridNames(page))
        .toEqual(['Alice Arnaud', name, 'David Dufour', 'Chloé Collin']);
      const view = new URL(page.url()).searchParams;
      expect(view.get('sort')).toBe('household');
      await page.getByRole('button', { name: words.saveDefault }).click();
      await page.getByText(words.defaultSaved).waitFor();
      await page.goto(`${prefix}/${programId}/collects/${collectId}`);
      // The saved view's filter: four records. The copy kept on the device shows first and the
      // collect is fetched again behind it, after the session's own calls: on a loaded machine
      // that takes more than the poll's default 5 s.
      await page.getByText(words.records(4)).waitFor();
      await expect
        .poll(() => gridNames(page), { timeout: 20_000 })
        .toEqual(['Alice Arnaud', name, 'David Dufour', 'Chloé Collin']);

      // Open the record from the grid; its link, opened elsewhere, shows the same record in the
      // same view (its neighbours are those of the saved view).
      await page.getByRole('row').filter({ hasText: name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const shared = pathOf(page);
      const other = await signedIn();
      await other.goto(shared);
      await other.getByRole('heading', { level: 1, name }).waitFor();
      await other.getByRole('link', { name: words.next }).click();
      await other.getByRole('heading', { level: 1, name: 'David Dufour' }).waitFor();

      // Edit it, then walk to its neighbours in the view.
      await page.getByRole('link', { name: words.edit, exact: true }).click();
      const renamed = `${name}-Martel`;
      await page.getByLabel(fieldLabel('full_name', lang)).fill(renamed);
      await page.getByRole('button', { name: words.saveChanges }).click();
      await page.getByText(words.saved).waitFor();
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
      await page.getByRole('link', { name: words.previous }).click();
      await page.getByRole('heading', { level: 1, name: 'Alice Arnaud' }).waitFor();
      await page.getByRole('link', { name: words.next }).click();
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
      await page.getByRole('link', { name: words.next }).click();
      await page.getByRole('heading', { level: 1, name: 'David Dufour' }).waitFor();
    });
  }
});
