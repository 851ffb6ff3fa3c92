import type { Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';
import { api, signIn } from '../support/api-client.js';
import { seriousViolations, settled } from '../a11y/axe-check.js';
import { uniqueName } from '../support/fixtures.js';
import { stackContext } from '../support/stack-context.js';
import { TestAccounts, type TestUser } from './helpers/accounts.js';
import { addRecords, createCollect, waitForRulesApplied } from './helpers/access-world.js';
import { SignedInBrowser } from './helpers/browser.js';
import { createModelAsAdmin } from './helpers/models.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// Issue 14, in English and French: a manager builds the program's report with a ring (visits
// by status) and a number (how many visits), previewed before saving; reorders them by dragging
// and with the move buttons; finds both on the dashboard in that order; a contributor whose rule
// gives them the open visits only sees the figures of those.

const label = (en: string, fr: string) => ({ en, fr });

const FIELDS: FieldDefinitionInput[] = [
  {
    label: label('Full name', 'Nom complet'),
    variable: 'full_name',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
  },
  {
    label: label('Status', 'Statut'),
    variable: 'status',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: [
      { value: 'open', label: label('Open', 'Ouvert') },
      { value: 'late', label: label('Late', 'En retard') },
      { value: 'closed', label: label('Closed', 'Clos') },
    ],
  },
];

/** Three open, two late and three closed visits: eight in all, three for the contributor. */
const STATUSES = ['open', 'late', 'closed', 'open', 'closed', 'late', 'open', 'closed'];

type Lang = 'en' | 'fr';

const WORDS = {
  en: {
    report: 'Report',
    empty: 'No graphic yet',
    add: 'Add a graphic',
    newGraphic: 'New graphic',
    number: 'Number',
    titleEn: 'Title (English)',
    collect: 'Collect',
    groupBy: 'Group by',
    status: 'Status',
    open: 'Open',
    late: 'Late',
    preview: 'Preview',
    create: 'Add the graphic',
    ring: 'Visits by status',
    count: 'Visits',
    moveUp: (title: string) => `Move “${title}” up`,
    openReport: 'Open the report',
    readOnly: /only the records your access rules give you/,
  },
  fr: {
    report: 'Rapport',
    empty: 'Aucun graphique pour l’instant',
    add: 'Ajouter un graphique',
    newGraphic: 'Nouveau graphique',
    number: 'Nombre',
    titleEn: 'Titre (anglais)',
    collect: 'Collecte',
    groupBy: 'Regrouper par',
    status: 'Statut',
    open: 'Ouvert',
    late: 'En retard',
    preview: 'Aperçu',
    create: 'Ajouter le graphique',
    ring: 'Visites par statut',
    count: 'Visites',
    moveUp: (title: string) => `Monter « ${title} »`,
    openReport: 'Ouvrir le rapport',
    readOnly: /que vos règles d’accès vous donnent/,
  },
} as const;

const shotsDir = process.env.RAINBOW_SCREENSHOTS_DIR;
const docsShots = path.resolve(import.meta.dirname, '../../docs/screenshots');

async function shot(page: Page, file: string): Promise<void> {
  if (page.isClosed()) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
}

describe('reports', () => {
  const stack = stackContext();
  let accounts: TestAccounts;
  let browser: SignedInBrowser;

  beforeAll(async () => {
    accounts = new TestAccounts(stack);
    browser = await SignedInBrowser.launch(stack);
  });

  afterAll(async () => {
    await browser?.close();
    await accounts?.close();
  });

  const signedIn = (user: TestUser): Promise<Page> => browser.signedIn(user);

  /** A program with a collect of eight visits, its manager, and a contributor of open visits. */
  async function world(lang: Lang) {
    const admin = await createProgramAsAdmin(uniqueName(`Report program ${lang}`), { logo: false });
    const { programId } = admin;
    const modelId = await createModelAsAdmin(admin.token, uniqueName('Visits'), FIELDS);
    const manager = await accounts.createUser(lang === 'en' ? 'Maya' : 'Mathis', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    const managerToken = await signIn(manager.email, manager.password);
    const collectTitle = uniqueName(lang === 'en' ? 'Visits' : 'Visites');
    const collectId = await createCollect(managerToken, programId, {
      title: collectTitle,
      titleFr: collectTitle,
      modelId,
      fieldsToDisplay: ['full_name', 'status'],
      filterableFields: ['status'],
    });
    await addRecords(
      managerToken,
      programId,
      collectId,
      STATUSES.map((status, i) => ({ full_name: `Visitor ${i}`, status })),
    );
    const contributor = await accounts.createUser(lang === 'en' ? 'Colin' : 'Cyrielle', [
      { program_id: programId, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: collectId },
    ]);
    const rule = await api(`/api/collects/${collectId}/attributionRules`, {
      token: managerToken,
      json: {
        collect_id: collectId,
        subject: { user_id: contributor.uid },
        permission: 'READ',
        condition: { field: 'status', operator: 'IN', values: ['open'] },
      },
    });
    expect(rule.status).toBe(201);
    await waitForRulesApplied(managerToken, collectId);
    return { programId, collectTitle, manager, contributor };
  }

  async function pick(page: Page, box: string, choice: string): Promise<void> {
    await page.getByRole('textbox', { name: box }).click();
    await page.getByRole('option', { name: choice, exact: true }).click();
  }

  /** The titles of the cards, in their order on the page. */
  const cardTitles = (page: Page, titles: readonly string[]) =>
    page
      .getByRole('region')
      .evaluateAll(
        (cards, known) =>
          cards
            .map((card) => card.getAttribute('aria-label') ?? '')
            .filter((name) => known.includes(name)),
        titles,
      );

  /** The figure a ring's legend gives one group. */
  const legendFigure = (page: Page, card: string, group: string) =>
    page
      .getByRole('region', { name: card, exact: true })
      .getByRole('listitem')
      .filter({ hasText: group })
      .innerText();

  for (const lang of ['en', 'fr'] as const) {
    it(
      `a manager builds a ring and a number, orders them, sees them on the dashboard (${lang})`,
      { timeout: 240_000 },
      async () => {
        const words = WORDS[lang];
        const prefix = lang === 'fr' ? '/fr' : '';
        const { programId, collectTitle, manager, contributor } = await world(lang);

        // 1. The manager's report is empty; they add a ring, previewed before it is saved.
        const page = await signedIn(manager);
        onTestFailed(() => shot(page, `/tmp/shots-R/failure-reports-${lang}-manager.png`));
        await page.goto(`${prefix}/${programId}/report`);
        await page.getByRole('heading', { level: 1, name: words.report }).waitFor();
        await page.getByRole('heading', { name: words.empty }).waitFor();
        await page.getByRole('button', { name: words.add }).first().click();
        let dialog = page.getByRole('dialog', { name: words.newGraphic });
        await dialog.getByLabel(words.titleEn).fill(words.ring);
        await pick(page, words.collect, collectTitle);
        await pick(page, words.groupBy, words.status);
        // The preview lists each status with its count.
        await dialog.getByRole('listitem').filter({ hasText: words.late }).waitFor();
        await expect
          .poll(() => dialog.getByRole('listitem').filter({ hasText: words.open }).innerText())
          .toMatch(/3$/);
        if (lang === 'en') await shot(page, '/tmp/shots-R/editor-en.png');
        expect(await seriousViolations(page, `${prefix}/report (editor)`)).toEqual([]);
        await dialog.getByRole('button', { name: words.create }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByRole('region', { name: words.ring, exact: true }).waitFor();
        await expect.poll(() => legendFigure(page, words.ring, words.open)).toMatch(/3$/);
        await expect.poll(() => legendFigure(page, words.ring, words.late)).toMatch(/2$/);

        // 2. A number: how many visits in all.
        await page.getByRole('button', { name: words.add }).first().click();
        dialog = page.getByRole('dialog', { name: words.newGraphic });
        await dialog.getByText(words.number, { exact: true }).click();
        await dialog.getByLabel(words.titleEn).fill(words.count);
        await pick(page, words.collect, collectTitle);
        await dialog.getByRole('button', { name: words.create }).click();
        await dialog.waitFor({ state: 'hidden' });
        const number = page.getByRole('region', { name: words.count, exact: true });
        await number.getByText('8', { exact: true }).waitFor();

        // 3. The number moves first by dragging it onto the ring, back with the ring's "move up"
        // button, and first again with its own; the order is kept.
        const titles = [words.ring, words.count];
        const ring = page.getByRole('region', { name: words.ring, exact: true });
        await expect.poll(() => cardTitles(page, titles)).toEqual([words.ring, words.count]);
        // The moves the server has answered (each sends the whole order).
        let movesSaved = 0;
        page.on('response', (response) => {
          const { pathname } = new URL(response.url());
          const isMove =
            response.request().method() === 'PUT' && /\/reports\/[^/]+\/graphics$/.test(pathname);
          if (isMove && response.ok()) movesSaved += 1;
        });
        await number.dragTo(ring);
        await expect.poll(() => cardTitles(page, titles)).toEqual([words.count, words.ring]);
        await ring.getByRole('button', { name: words.moveUp(words.ring) }).click();
        await expect.poll(() => cardTitles(page, titles)).toEqual([words.ring, words.count]);
        await number.getByRole('button', { name: words.moveUp(words.count) }).click();
        await expect.poll(() => cardTitles(page, titles)).toEqual([words.count, words.ring]);
        // The cards move at once; the moves are saved one after the other: all of them before
        // the page is left (a reload sooner would cancel the last one, as it would for anyone).
        // Counted, not left to "network idle": on a loaded machine (CI) the page could be idle
        // for half a second between two saves, and the reload then cancelled the last one.
        await expect.poll(() => movesSaved, { timeout: 20_000 }).toBe(3);
        await page.waitForLoadState('networkidle');
        await page.reload();
        await page.getByRole('region', { name: words.ring, exact: true }).waitFor();
        // The copy kept on the device (before the moves) shows first, and the report is fetched
        // again behind the session's own calls: on a loaded machine (CI) that took more than the
        // poll's default 5 s.
        await expect
          .poll(() => cardTitles(page, titles), { timeout: 20_000 })
          .toEqual([words.count, words.ring]);
        await page.getByRole('img', { name: words.ring }).waitFor();
        await page.waitForLoadState('networkidle');
        if (lang === 'en') await shot(page, path.join(docsShots, 'report.png'));
        await settled(page);
        expect(await seriousViolations(page, `${prefix}/report`)).toEqual([]);
        if (shotsDir) await shot(page, path.join(shotsDir, `report-${lang}.png`));

        // 4. The dashboard shows the report's first graphics in the same order.
        await page.goto(`${prefix}/${programId}/dashboard`);
        await page.getByRole('link', { name: words.openReport }).waitFor();
        await page.getByRole('region', { name: words.ring, exact: true }).waitFor();
        await expect.poll(() => cardTitles(page, titles)).toEqual([words.count, words.ring]);
        await page
          .getByRole('region', { name: words.count, exact: true })
          .getByText('8', { exact: true })
          .waitFor();
        await page.getByRole('img', { name: words.ring }).waitFor();
        await page.waitForLoadState('networkidle');
        if (lang === 'en') await shot(page, path.join(docsShots, 'dashboard.png'));

        // 5. The contributor reads the report: their figures cover the open visits only.
        const reader = await signedIn(contributor);
        onTestFailed(() => shot(reader, `/tmp/shots-R/failure-reports-${lang}-contributor.png`));
        await reader.goto(`${prefix}/${programId}/report`);
        await reader.getByText(words.readOnly).waitFor();
        const theirs = reader.getByRole('region', { name: words.count, exact: true });
        await theirs.getByText('3', { exact: true }).waitFor();
        await expect.poll(() => legendFigure(reader, words.ring, words.open)).toMatch(/3$/);
        await expect.poll(() => legendFigure(reader, words.ring, words.late)).toMatch(/0$/);
        await expect(reader.getByRole('button', { name: words.add }).count()).resolves.toBe(0);
        await expect(
          reader.getByRole('button', { name: words.moveUp(words.ring) }).count(),
        ).resolves.toBe(0);
        if (lang === 'en') await shot(reader, '/tmp/shots-R/report-contributor-en.png');
      },
    );
  }
});
