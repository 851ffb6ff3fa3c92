import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { uniqueName } from '../support/fixtures.js';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { launchBrowser, openPage, signInAt } from './helpers/browser.js';

// The admin's form builder: a model with one field of each of the 13 input methods, reordered by
// button and by dragging, a label edited in French, and the preview drawing every input.

interface FieldSpec {
  en: string;
  fr: string;
  method: string;
  datatype?: string;
  options?: [string, string, string][];
  rule?: { name: string; value?: string };
}

const choices: [string, string, string][] = [
  ['a', 'Alpha', 'Alpha FR'],
  ['b', 'Beta', 'Bêta'],
];

const FIELDS: FieldSpec[] = [
  { en: 'Full name', fr: 'Nom complet', method: 'Text', rule: { name: 'Required' } },
  { en: 'Story', fr: 'Récit', method: 'Long text' },
  {
    en: 'Household size',
    fr: 'Taille du foyer',
    method: 'Number',
    rule: { name: 'Maximum value', value: '30' },
  },
  { en: 'Contact e-mail', fr: 'E-mail de contact', method: 'E-mail address' },
  { en: 'Mobile', fr: 'Portable', method: 'Phone number' },
  { en: 'Region', fr: 'Région', method: 'Select (one choice)', options: choices },
  { en: 'Needs', fr: 'Besoins', method: 'Select (several choices)', options: choices },
  { en: 'Employed', fr: 'En emploi', method: 'Switch (yes / no)' },
  { en: 'Visit day', fr: 'Jour de visite', method: 'Date' },
  { en: 'Arrival', fr: 'Arrivée', method: 'Time' },
  { en: 'Languages', fr: 'Langues', method: 'Checkboxes', options: choices },
  { en: 'Gender', fr: 'Genre', method: 'Radio buttons', options: choices },
  { en: 'Photo', fr: 'Photo', method: 'File upload' },
];

const shotsDir = process.env.RAINBOW_SCREENSHOTS_DIR;

/** Keeps a picture of the screen when RAINBOW_SCREENSHOTS_DIR names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  // Fixed header and sidebar are drawn where the window scrolled to: start from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addField(page: Page, spec: FieldSpec): Promise<void> {
  await page.getByRole('link', { name: 'Add a field' }).first().click();
  await page.getByRole('heading', { level: 1, name: /^Add a field to / }).waitFor();
  await page.getByLabel('Label in English').fill(spec.en);
  await page.getByLabel('Label in French').fill(spec.fr);
  await choose(page, page.getByRole('textbox', { name: 'Input method' }), spec.method);
  for (const [index, [value, en, fr]] of (spec.options ?? []).entries()) {
    const number = index + 1;
    if (index > 0) await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel(`Value of option ${number}`).fill(value);
    await page.getByLabel(`English label of option ${number}`).fill(en);
    await page.getByLabel(`French label of option ${number}`).fill(fr);
  }
  if (spec.rule) {
    await choose(page, page.getByRole('textbox', { name: 'Add a rule' }), spec.rule.name);
    if (spec.rule.value !== undefined) {
      await page.getByLabel(`Value of ${spec.rule.name}`).fill(spec.rule.value);
    }
  }
  await page.getByRole('button', { name: 'Add the field' }).click();
  // Back on the model's page, the field listed (toasts queue up: they are not waited for).
  await page.getByRole('button', { name: `Edit ${spec.en}` }).waitFor();
}

/**
 * Drags one row onto another with the HTML5 drag events a browser fires. Debian's headless
 * Chromium does not turn synthetic mouse moves into a native drag (Playwright's `dragTo` and
 * `page.mouse` both leave the list as it was), so the events are dispatched in the page.
 */
async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.elementHandle();
  const to = await target.elementHandle();
  await page.evaluate(
    ([start, end]) => {
      if (!start || !end) throw new Error('Nothing to drag');
      const data = new DataTransfer();
      const steps: [Element, string][] = [
        [start, 'dragstart'],
        [end, 'dragenter'],
        [end, 'dragover'],
        [end, 'drop'],
        [start, 'dragend'],
      ];
      for (const [node, type] of steps) {
        node.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }),
        );
      }
    },
    [from, to] as const,
  );
}

const fieldList = (page: Page) => page.getByRole('list', { name: /^(Fields of|Champs de) / });

async function fieldOrder(page: Page): Promise<string[]> {
  await fieldList(page).locator('li').first().waitFor();
  const names = await fieldList(page).locator('li').allInnerTexts();
  return names.map(
    (text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)[1] ?? '',
  );
}

describe('data models', () => {
  const stack = stackContext();
  const admin = superAdmin();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Contexts stay open until the browser closes, so that a failure can still be pictured.
  beforeEach(async () => {
    await context?.close();
  });

  it(
    'builds a model of every input, reorders it, relabels in French and previews each input',
    { timeout: 600_000 },
    async () => {
      ({ context, page } = await openPage(browser, stack.webUrl));
      onTestFailed(() => shot(page, 'failure-build'));
      await signInAt(page, admin.email, admin.password);
      await page.waitForURL(/\/dashboard$/);

      await page.goto('/admin/models');
      await page.getByRole('heading', { level: 1, name: 'Data models' }).waitFor();
      // The demo seed's models are listed.
      await page.getByRole('link', { name: 'Beneficiary registration' }).waitFor();
      await page.getByRole('link', { name: 'Site visit', exact: true }).waitFor();
      await shot(page, 'models-list-en');

      const title = uniqueName('Intake form');
      await page.getByRole('link', { name: 'Create a model' }).click();
      await page.getByRole('heading', { level: 1, name: 'Create a model' }).waitFor();
      await page.getByLabel('Title').fill(title);
      await page.getByRole('button', { name: 'Create the model' }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const modelUrl = new URL(page.url()).pathname;
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.locator('[aria-current="page"]').textContent()).resolves.toBe(title);

      for (const spec of FIELDS) await addField(page, spec);
      expect(await fieldOrder(page)).toEqual(FIELDS.map((spec) => spec.en));

      // Every input is drawn in the preview, under its label.
      const preview = page.getByRole('region', { name: 'Preview' });
      for (const spec of FIELDS) {
        // A required field's label ends with an asterisk.
        const label = preview.getByText(new RegExp(`^${spec.en}(\\s*\\*)?$`));
        await expect(label.count(), spec.en).resolves.toBe(1);
      }
      await expect(preview.getByRole('switch', { name: 'Employed' }).count()).resolves.toBe(1);
      await expect(preview.getByRole('radio', { name: 'Alpha' }).count()).resolves.toBe(1);
      await expect(preview.getByRole('checkbox', { name: 'Beta' }).count()).resolves.toBe(1);
      // The engine checks the preview as it will check records.
      const size = preview.getByLabel('Household size');
      await size.fill('31');
      // Leaving the input shows its message (and moves what is below it) before the click.
      await size.press('Tab');
      await preview.getByText('Household size must be at most 30').waitFor();
      await preview.getByRole('button', { name: 'Check the values' }).click();
      await preview.getByText('Full name is required').waitFor();
      await shot(page, 'model-detail-en');

      // Reorder with the keyboard-reachable buttons, then by dragging.
      await page.getByRole('button', { name: 'Move Full name down' }).click();
      await page.getByText('Full name is now number 2.').waitFor();
      // The list re-renders as a transition (query answers do: web/query-transitions.config.ts),
      // the announcement at once: on a busy machine it shows first (a CI run, 30 Nov 2026).
      const firstFields = async (count: number) => (await fieldOrder(page)).slice(0, count);
      await expect.poll(() => firstFields(2)).toEqual(['Story', 'Full name']);
      const rows = fieldList(page).locator('li');
      await dragOnto(page, rows.filter({ hasText: 'Photo' }), rows.filter({ hasText: 'Story' }));
      await page.getByText('Photo is now number 1.').waitFor();
      await expect.poll(() => firstFields(3)).toEqual(['Photo', 'Story', 'Full name']);
      await page.reload();
      expect((await fieldOrder(page)).slice(0, 3)).toEqual(['Photo', 'Story', 'Full name']);

      // In French: relabel a field; the list and the French preview follow.
      await page.goto(`/fr${modelUrl}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: 'Modifier Région' }).click();
      await page.getByRole('heading', { level: 1, name: 'Modifier Région' }).waitFor();
      await page.getByLabel('Libellé en français').fill('Région administrative');
      await shot(page, 'field-form-fr');
      await page.getByRole('button', { name: 'Enregistrer le champ' }).click();
      await page.getByRole('button', { name: 'Modifier Région administrative' }).waitFor();
      const aperçu = page.getByRole('region', { name: 'Aperçu' });
      await aperçu.getByText('Région administrative', { exact: true }).waitFor();
      await aperçu.getByText('Bêta', { exact: false }).first().waitFor();
      await shot(page, 'model-detail-fr');
    },
  );

  it('refuses an incoherent field in the form, naming what is wrong', async () => {
    ({ context, page } = await openPage(browser, stack.webUrl));
    onTestFailed(() => shot(page, 'failure-bounds'));
    await signInAt(page, admin.email, admin.password);
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/admin/models/create_update_model');
    const title = uniqueName('Bounds');
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Create the model' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('link', { name: 'Add a field' }).first().click();
    await page.getByLabel('Label in English').fill('Age');
    await page.getByLabel('Label in French').fill('Âge');
    await expect(page.getByLabel('Variable').inputValue()).resolves.toBe('age');
    await choose(page, page.getByRole('textbox', { name: 'Input method' }), 'Number');
    await choose(page, page.getByRole('textbox', { name: 'Add a rule' }), 'Minimum value');
    await page.getByLabel('Value of Minimum value').fill('10');
    await choose(page, page.getByRole('textbox', { name: 'Add a rule' }), 'Maximum value');
    await page.getByLabel('Value of Maximum value').fill('5');
    await page.getByRole('button', { name: 'Add the field' }).click();
    await page.getByText('Give this rule a value that leaves some answers possible').waitFor();
    await shot(page, 'field-form-error-en');
    await page.getByLabel('Value of Maximum value').fill('50');
    await page.getByRole('button', { name: 'Add the field' }).click();
    await page.getByRole('button', { name: 'Edit Age' }).waitFor();
  });
});
