import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';
import { api, signIn } from '../support/api-client.js';
import { uniqueName } from '../support/fixtures.js';
import { stackContext } from '../support/stack-context.js';
import { TestAccounts, type TestUser } from './helpers/accounts.js';
import { launchBrowser, openPage, signInAt } from './helpers/browser.js';
import { createModelAsAdmin } from './helpers/models.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// Issue 13, in English and French: a manager imports a CSV through the import and matching
// screens (the proposed mapping, the preview flagging the bad cell), follows the task to its
// counts and error report, fixes the rejected row and imports the file again (only that row is
// created, the others are unchanged), then filters the grid and exports it as CSV: the file
// holds exactly the filtered records, headed and written in the page's language.

const label = (en: string, fr: string) => ({ en, fr });

const FIELDS: FieldDefinitionInput[] = [
  {
    label: label('Code', 'Code'),
    variable: 'code',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
    validation_rules: [{ rule: 'REQUIRED' }],
  },
  {
    label: label('Name', 'Nom'),
    variable: 'name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: label('Amount', 'Montant'),
    variable: 'amount',
    datatype: 'NUMBER',
    input_method: 'NUMBER',
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

type Lang = 'en' | 'fr';

/** The people of the file: code, name, amount, region (option value). */
const PEOPLE = [
  ['A1', 'Ann Archer', '12', 'north'],
  ['A2', 'Ben Baker', '7', 'south'],
  ['A3', 'Cara Cole', '5', 'north'],
  ['A4', 'Dan Dale', '3', 'north'],
  ['A5', 'Eve Ennis', '9', 'south'],
  ['A6', 'Fay Ford', '4', 'north'],
] as const;
/** A3's amount in the first file: not a number, so its row is rejected. */
const BAD_ROW = 4;

/** What the screens say, in each language (web/src/locales), and how each file is written. */
const WORDS = {
  en: {
    delimiter: ',',
    fileName: 'people.csv',
    header: ['Code', 'Name', 'Amount', 'Region'],
    regions: { north: 'North', south: 'South' },
    badAmount: 'twelve',
    importTitle: 'Import a file',
    drop: 'Drop a CSV or XLSX file here, or click to choose one',
    fileLine: 'people.csv · CSV · 6 rows',
    continue: 'Continue to matching',
    matchingTitle: 'Match the columns',
    fieldOf: (column: string) => `Field: ${column}`,
    key: 'Key that finds the record a row updates',
    keyMatched: "The collect's matched fields (Code)",
    preview: 'Preview of the first rows',
    valid: 'Ready',
    invalid: 'Will be rejected',
    start: 'Start import',
    importOf: 'Import of people.csv',
    done: 'Done',
    counts: (c: number, u: number, n: number, r: number) =>
      `${c} created · ${u} updated · ${n} unchanged · ${r} rejected`,
    errorReport: 'Download the rejected rows',
    allTasks: 'See all tasks',
    tasksTitle: 'Tasks',
    taskDone: 'Done',
    taskCounts: '5 created · 1 rejected',
    records: (count: number) => `${count} records`,
    addFilter: 'Add filter',
    newFilter: 'New filter',
    field: 'Field',
    condition: 'Condition',
    value: 'Value',
    is: 'is',
    apply: 'Apply',
    exportButton: 'Export',
    exportCsv: 'CSV file',
  },
  fr: {
    delimiter: ';',
    fileName: 'personnes.csv',
    header: ['Code', 'Nom', 'Montant', 'Région'],
    regions: { north: 'Nord', south: 'Sud' },
    badAmount: 'douze',
    importTitle: 'Importer un fichier',
    drop: 'Déposez un fichier CSV ou XLSX ici, ou cliquez pour le choisir',
    fileLine: 'personnes.csv · CSV · 6 lignes',
    continue: 'Continuer vers la correspondance',
    matchingTitle: 'Faire correspondre les colonnes',
    fieldOf: (column: string) => `Champ: ${column}`,
    key: 'Clé qui retrouve l’enregistrement mis à jour par une ligne',
    keyMatched: 'Les champs de correspondance de la collecte (Code)',
    preview: 'Aperçu des premières lignes',
    valid: 'Prête',
    invalid: 'Sera rejetée',
    start: 'Lancer l’import',
    importOf: 'Import de personnes.csv',
    done: 'Terminé',
    // French counts 0 and 1 in the singular.
    counts: (c: number, u: number, n: number, r: number) =>
      `${c} créé${c > 1 ? 's' : ''} · ${u} mis à jour · ${n} inchangé${n > 1 ? 's' : ''} · ${r} rejeté${r > 1 ? 's' : ''}`,
    errorReport: 'Télécharger les lignes rejetées',
    allTasks: 'Voir toutes les tâches',
    tasksTitle: 'Tâches',
    taskDone: 'Terminée',
    taskCounts: '5 créés · 1 rejeté',
    records: (count: number) => `${count} enregistrements`,
    addFilter: 'Ajouter un filtre',
    newFilter: 'Nouveau filtre',
    field: 'Champ',
    condition: 'Condition',
    value: 'Valeur',
    is: 'est',
    apply: 'Appliquer',
    exportButton: 'Exporter',
    exportCsv: 'Fichier CSV',
  },
} as const;

/** The file as a French or English spreadsheet saves it; `bad`: A3's amount is not a number. */
function csvFile(lang: Lang, bad: boolean): string {
  const words = WORDS[lang];
  const lines = PEOPLE.map(([code, name, amount, region]) =>
    [code, name, bad && code === 'A3' ? words.badAmount : amount, words.regions[region]].join(
      words.delimiter,
    ),
  );
  return `${[words.header.join(words.delimiter), ...lines].join('\r\n')}\r\n`;
}

const SHOTS = '/tmp/shots-c';

async function shot(page: Page, name: string): Promise<void> {
  if (page.isClosed()) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  // From the top: a page scrolled down pictures its sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('imports and exports', () => {
  const stack = stackContext();
  let accounts: TestAccounts;
  let manager: TestUser;
  let managerToken: string;
  let programId: string;
  let modelId: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const admin = await createProgramAsAdmin(uniqueName('Imports program'), { logo: false });
    programId = admin.programId;
    modelId = await createModelAsAdmin(admin.token, uniqueName('People'), FIELDS);
    accounts = new TestAccounts(stack);
    manager = await accounts.createUser('Imane', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    managerToken = await signIn(manager.email, manager.password);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await accounts?.close();
  });

  async function createCollect(lang: Lang): Promise<string> {
    const made = await api<{ _id: string }>(`/api/program/${programId}/collect`, {
      token: managerToken,
      json: {
        title: uniqueName(`People ${lang}`),
        title_fr: uniqueName(`Personnes ${lang}`),
        model: modelId,
        matched_fields: ['code'],
        fieldsToDisplay: ['code', 'name', 'amount', 'region'],
        filterable_fields: ['region'],
      },
    });
    if (made.status !== 201) throw new Error(`Collect refused: ${JSON.stringify(made.body)}`);
    return made.body._id;
  }

  /** The import screen: drops the file, checks what it read, goes on to matching. */
  async function uploadFile(page: Page, lang: Lang, text: string, importUrl: string) {
    const words = WORDS[lang];
    await page.goto(importUrl);
    await page.getByRole('heading', { level: 1, name: words.importTitle }).waitFor();
    await page.getByText(words.drop).waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: words.fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
    await page.getByText(words.fileLine).waitFor();
  }

  /** The started import's card, once its task is done. */
  async function importFinished(page: Page, lang: Lang) {
    const words = WORDS[lang];
    const card = page.locator('[aria-live="polite"]').filter({ hasText: words.importOf });
    await card.getByText(words.done, { exact: true }).waitFor({ timeout: 60_000 });
    return card;
  }

  for (const lang of ['en', 'fr'] as const) {
    it(
      `a manager imports a CSV, fixes the rejected row, imports again and exports the filtered grid (${lang})`,
      { timeout: 240_000 },
      async () => {
        const words = WORDS[lang];
        const prefix = lang === 'fr' ? '/fr' : '';
        const collectId = await createCollect(lang);
        const collectUrl = `${prefix}/${programId}/collects/${collectId}`;
        const { context, page } = await openPage(browser, stack.webUrl);
        contexts.push(context);
        onTestFailed(() => shot(page, `failure-imports-exports-${lang}`));
        await signInAt(page, manager.email, manager.password);
        await page.waitForURL((url) => !url.pathname.endsWith('/login'));

        // 1. The file, with A3's amount not a number.
        await uploadFile(page, lang, csvFile(lang, true), `${collectUrl}/import`);
        await shot(page, `import-${lang}`);
        await page.getByRole('link', { name: words.continue }).click();

        // 2. Matching: each column is proposed its field, the key is the collect's matched
        // field, and the preview flags A3's row and its amount cell.
        await page.getByRole('heading', { level: 1, name: words.matchingTitle }).waitFor();
        const fieldLabels = FIELDS.map((field) => field.label[lang]);
        for (const [index, column] of words.header.entries()) {
          await expect
            .poll(() =>
              page.getByRole('textbox', { name: words.fieldOf(column), exact: true }).inputValue(),
            )
            .toBe(fieldLabels[index]);
        }
        await expect
          .poll(() => page.getByRole('textbox', { name: words.key, exact: true }).inputValue())
          .toBe(words.keyMatched);
        const preview = page.getByRole('table').filter({ hasText: words.preview });
        const badRow = preview.getByRole('row').filter({ hasText: 'Cara Cole' });
        await badRow.getByText(words.invalid).waitFor();
        // Select cells read as the grid shows them: the option's label in the page's language.
        await expect(preview.getByText(words.regions.north, { exact: true }).count()).resolves.toBe(
          4,
        );
        await expect(badRow.getByText(words.header[2] ?? '').count()).resolves.toBeGreaterThan(0);
        await expect(preview.getByText(words.valid, { exact: true }).count()).resolves.toBe(5);
        await expect(preview.getByText(words.invalid, { exact: true }).count()).resolves.toBe(1);
        await shot(page, `matching-${lang}`);

        // 3. The import runs: 5 created, 1 rejected, and the report names A3's row.
        await page.getByRole('button', { name: words.start }).click();
        const first = await importFinished(page, lang);
        await first.getByText(words.counts(5, 0, 0, 1)).waitFor();
        const reportUrl = await first
          .getByRole('link', { name: words.errorReport })
          .getAttribute('href');
        const report = await (await fetch(new URL(reportUrl ?? '', stack.webUrl))).text();
        const reportLines = report
          .replace(/^\uFEFF/, '')
          .trimEnd()
          .split('\r\n');
        expect(reportLines).toHaveLength(2);
        expect(reportLines[1]).toMatch(new RegExp(`^${BAD_ROW},.*${words.header[2]}`));
        await shot(page, `import-done-${lang}`);

        // 4. The tasks screen lists it with its counts.
        await first.getByRole('link', { name: words.allTasks }).click();
        await page.getByRole('heading', { level: 1, name: words.tasksTitle }).waitFor();
        const taskRow = page.getByRole('row').filter({ hasText: words.fileName });
        await taskRow.getByText(words.taskDone, { exact: true }).waitFor();
        await taskRow.getByText(words.taskCounts).waitFor();
        await shot(page, `tasks-${lang}`);

        // 5. A3 fixed, the same file again: only A3 is created; the others are unchanged.
        await uploadFile(page, lang, csvFile(lang, false), `${collectUrl}/import`);
        await page.getByRole('link', { name: words.continue }).click();
        await page.getByRole('heading', { level: 1, name: words.matchingTitle }).waitFor();
        await expect
          .poll(() =>
            page
              .getByRole('table')
              .filter({ hasText: words.preview })
              .getByText(words.valid, { exact: true })
              .count(),
          )
          .toBe(6);
        await page.getByRole('button', { name: words.start }).click();
        const second = await importFinished(page, lang);
        await second.getByText(words.counts(1, 0, 5, 0)).waitFor();
        await expect(second.getByRole('link', { name: words.errorReport }).count()).resolves.toBe(
          0,
        );

        // 6. The grid filtered on North, exported as CSV: exactly those records, in words.
        await page.goto(collectUrl);
        await page.getByText(words.records(6)).waitFor();
        await page.getByRole('button', { name: words.addFilter }).click();
        const builder = page.getByRole('group', { name: words.newFilter });
        await builder
          .getByLabel(words.field, { exact: true })
          .selectOption({ label: words.header[3] });
        await builder
          .getByLabel(words.condition, { exact: true })
          .selectOption({ label: words.is });
        await builder
          .getByLabel(words.value, { exact: true })
          .selectOption({ label: words.regions.north });
        await builder.getByRole('button', { name: words.apply }).click();
        await page.getByText(words.records(4)).waitFor();
        await page.getByRole('button', { name: words.exportButton }).click();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('menuitem', { name: words.exportCsv }).click(),
        ]);
        const exported = fs.readFileSync(await download.path(), 'utf8');
        expect(exported.startsWith('\uFEFF')).toBe(true);
        const [header, ...rows] = exported.slice(1).trimEnd().split('\r\n');
        expect(header).toBe(words.header.join(words.delimiter));
        const north = PEOPLE.filter((person) => person[3] === 'north').map(([code, name, amount]) =>
          [code, name, amount, words.regions.north].join(words.delimiter),
        );
        expect([...rows].sort()).toEqual(north.sort());
      },
    );
  }
});
