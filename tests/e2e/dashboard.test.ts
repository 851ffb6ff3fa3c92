import type { Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { api, signIn } from '../support/api-client.js';
import { seriousViolations } from '../a11y/axe-check.js';
import { uniqueName } from '../support/fixtures.js';
import { stackContext } from '../support/stack-context.js';
import { TestAccounts, type TestUser } from './helpers/accounts.js';
import { createCollect } from './helpers/access-world.js';
import { SignedInBrowser } from './helpers/browser.js';
import { createModelAsAdmin } from './helpers/models.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// Issue 14, in English and French: the dashboard shows the program's key figures, its
// milestones as a timeline (done and upcoming, dates in the reader's language) and the expected
// actions still to do; a contributor marks one done and the sidebar's badge drops; a manager
// adds a milestone from the dashboard and asks a contributor for an action on the expected
// actions screen.

type Lang = 'en' | 'fr';

/** What the screens say, in each language (web/src/locales). */
const WORDS = {
  en: {
    timeline: 'Milestones of the program',
    actionsList: 'Expected actions',
    badge: (count: number) => `${count} pending ${count === 1 ? 'action' : 'actions'}`,
    markDone: (title: string) => `Mark “${title}” as done`,
    marked: (title: string) => `Marked as done: ${title}`,
    done: 'Done',
    upcoming: 'Upcoming',
    doneTab: 'Done',
    kickoffDate: '2 Feb 2026',
    collects: 'Collects',
    members: 'Members',
  },
  fr: {
    timeline: 'Jalons du programme',
    actionsList: 'Actions attendues',
    badge: (count: number) => `${count} ${count === 1 ? 'action' : 'actions'} en attente`,
    markDone: (title: string) => `Marquer « ${title} » comme faite`,
    marked: (title: string) => `Marquée comme faite : ${title}`,
    done: 'Atteint',
    upcoming: 'À venir',
    doneTab: 'Faites',
    kickoffDate: '2 févr. 2026',
    collects: 'Collectes',
    members: 'Membres',
  },
} as const;

/** The screens load over a busy machine's stack: give them the page's own patience. */
const POLL = { timeout: 20_000 };

const SHOTS = process.env.RAINBOW_SCREENSHOTS_DIR ?? '/tmp/shots-M';

async function shot(page: Page, name: string): Promise<void> {
  if (page.isClosed()) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A picture of the screen, and axe finds nothing serious on it (as tests/a11y does). */
async function looked(page: Page, name: string): Promise<void> {
  await shot(page, name);
  expect(await seriousViolations(page, name)).toEqual([]);
}

describe('dashboard, milestones and expected actions', () => {
  const stack = stackContext();
  let accounts: TestAccounts;
  let manager: TestUser;
  let managerToken: string;
  let programId: string;
  let collectId: string;
  let browser: SignedInBrowser;

  beforeAll(async () => {
    const admin = await createProgramAsAdmin(uniqueName('Dashboard program'), { logo: false });
    programId = admin.programId;
    const modelId = await createModelAsAdmin(admin.token, uniqueName('Visits'), [
      {
        label: { en: 'Full name', fr: 'Nom complet' },
        variable: 'full_name',
        datatype: 'STRING',
        input_method: 'TEXT_INPUT',
      },
    ]);
    accounts = new TestAccounts(stack);
    manager = await accounts.createUser('Manon', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    managerToken = await signIn(manager.email, manager.password);
    collectId = await createCollect(managerToken, programId, {
      title: 'Home visits',
      titleFr: 'Visites à domicile',
      modelId,
      fieldsToDisplay: ['full_name'],
      filterableFields: [],
    });
    const milestones = [
      { title_en: 'Kick-off', title_fr: 'Lancement', date: '2026-02-02', completed: true },
      { title_en: 'Final report', title_fr: 'Rapport final', date: '2099-12-15' },
    ];
    for (const milestone of milestones) {
      const made = await api(`/api/programs/${programId}/milestones`, {
        token: managerToken,
        json: milestone,
      });
      if (made.status !== 201) throw new Error(`Milestone refused: ${JSON.stringify(made.body)}`);
    }
    browser = await SignedInBrowser.launch(stack);
  });

  afterAll(async () => {
    await browser?.close();
    await accounts?.close();
  });

  const signedIn = (user: TestUser): Promise<Page> => browser.signedIn(user);

  async function ask(title: string, userId: string): Promise<void> {
    const made = await api(`/api/programs/${programId}/actions`, {
      token: managerToken,
      json: { title, assignee: { type: 'USER', user_id: userId }, collect_id: collectId },
    });
    if (made.status !== 201) throw new Error(`Action refused: ${JSON.stringify(made.body)}`);
  }

  for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
    it(
      `a contributor reads the timeline and marks an action done; the badge drops (${lang})`,
      { timeout: 120_000 },
      async () => {
        const words = WORDS[lang];
        const prefix = lang === 'fr' ? '/fr' : '';
        const contributor = await accounts.createUser(`Colette${lang}`, [
          { program_id: programId, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: collectId },
        ]);
        const first = `Call the families (${lang})`;
        const second = `Check the addresses (${lang})`;
        await ask(first, contributor.uid);
        await ask(second, contributor.uid);

        const page = await signedIn(contributor);
        onTestFailed(() => shot(page, `dashboard-contributor-${lang}-failed`));
        await page.goto(`${prefix}/${programId}/dashboard`);

        const timeline = page.getByRole('list', { name: words.timeline });
        await timeline.getByRole('listitem').first().waitFor();
        await expect
          .poll(() => timeline.getByRole('listitem').allInnerTexts(), POLL)
          .toEqual([
            expect.stringContaining(lang === 'fr' ? 'Lancement' : 'Kick-off'),
            expect.stringContaining(lang === 'fr' ? 'Rapport final' : 'Final report'),
          ]);
        const [kickoff, report] = await timeline.getByRole('listitem').allInnerTexts();
        expect(kickoff).toContain(words.kickoffDate);
        expect(kickoff).toContain(words.done);
        expect(report).toContain(words.upcoming);
        // A contributor's figures: their collects, no member count.
        await page.getByText(words.collects, { exact: true }).first().waitFor();
        expect(await page.getByText(words.members, { exact: true }).count()).toBe(0);

        const badge = page.getByLabel(words.badge(2));
        await badge.waitFor();
        const actions = page.getByRole('list', { name: words.actionsList });
        await actions.getByRole('listitem', { name: first }).waitFor();
        await looked(page, `dashboard-contributor-${lang}`);

        await page.getByRole('button', { name: words.markDone(first) }).click();
        await page.getByText(words.marked(first)).waitFor();
        await page.getByLabel(words.badge(1)).waitFor();
        await expect
          .poll(() => actions.getByRole('listitem').allInnerTexts())
          .toEqual([expect.stringContaining(second)]);

        await page.goto(`${prefix}/${programId}/expected_actions`);
        await page.getByRole('listitem', { name: second }).waitFor();
        await page.getByText(words.doneTab, { exact: true }).click();
        await page.getByRole('listitem', { name: first }).waitFor();
        await looked(page, `expected-actions-contributor-${lang}`);
      },
    );
  }

  it(
    'a manager adds a milestone from the dashboard and asks for an action',
    { timeout: 120_000 },
    async () => {
      const colin = await accounts.createUser('Colin', [
        { program_id: programId, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: collectId },
      ]);
      const page = await signedIn(manager);
      onTestFailed(() => shot(page, 'dashboard-manager-failed'));
      await page.goto(`/${programId}/dashboard`);
      await page.getByText('Members', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Add a milestone' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a milestone' });
      await dialog.getByLabel('Title (English)').fill('Baseline survey');
      await dialog.getByLabel('Title (French)').fill('Enquête de départ');
      await dialog.getByLabel('Date').fill('2099-06-30');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText('Milestone added: Baseline survey').waitFor();
      const timeline = page.getByRole('list', { name: 'Milestones of the program' });
      await expect
        .poll(() => timeline.getByRole('listitem').allInnerTexts())
        .toEqual([
          expect.stringContaining('Kick-off'),
          expect.stringContaining('Baseline survey'),
          expect.stringContaining('Final report'),
        ]);
      // The frame's notifications have an unnamed close button (axe's button-name): let it go.
      await page.getByText('Milestone added: Baseline survey').waitFor({ state: 'detached' });
      await looked(page, 'dashboard-manager-en');

      await page.goto(`/${programId}/expected_actions`);
      await page.getByRole('button', { name: 'Ask for an action' }).click();
      const asking = page.getByRole('dialog', { name: 'Ask for an action' });
      await asking.getByLabel('What is expected').fill('Upload the consent forms');
      await asking.getByRole('textbox', { name: 'Person' }).click();
      await page.getByRole('option', { name: 'Colin Tester' }).click();
      await asking.getByRole('button', { name: 'Ask', exact: true }).click();
      await page.getByText('Action asked: Upload the consent forms').waitFor();
      const item = page.getByRole('listitem', { name: 'Upload the consent forms' });
      await expect.poll(() => item.innerText(), POLL).toContain('For Colin Tester');
      await page.getByText('Action asked: Upload the consent forms').waitFor({ state: 'detached' });
      await looked(page, 'expected-actions-manager-en');

      // Colin finds it on his own dashboard.
      const colinPage = await signedIn(colin);
      await colinPage.goto(`/${programId}/dashboard`);
      await colinPage.getByRole('listitem', { name: 'Upload the consent forms' }).waitFor();
      await colinPage.getByLabel(WORDS.en.badge(1)).waitFor();
    },
  );
});
