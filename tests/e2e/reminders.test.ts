import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../support/fixtures.js';
import { stackContext } from '../support/stack-context.js';
import { TestAccounts, type TestUser } from './helpers/accounts.js';
import { launchBrowser, openPage, signInAt } from './helpers/browser.js';
import { Outbox } from './helpers/outbox.js';
import { createProgramAsAdmin } from './helpers/programs.js';
import { api, signIn } from '../support/api-client.js';

// Reminders (issue 14): a manager schedules a weekly reminder to a member and sees it listed
// with its next send in the reminder's zone, in English and in French; then deletes one. The
// stack's clock sends a due reminder, which the e-mail viewer shows.

const SHOTS = '/tmp/shots-N';

/**
 * The clock lives in the api's process, which the Functions emulator starts on a request and
 * replaces when the functions' code is rebuilt: a request now and then keeps one running, as
 * the web app's own calls do.
 */
async function mailWhileAwake(outbox: Outbox, address: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await api('/api/health');
    try {
      return await outbox.latestMailTo(address, 10_000);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

describe('reminders', () => {
  const stack = stackContext();
  let accounts: TestAccounts;
  let programId: string;
  let manager: TestUser;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ({ programId } = await createProgramAsAdmin(uniqueName('Reminders program')));
    accounts = new TestAccounts(stack);
    manager = await accounts.createUser('Romane', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await accounts?.close();
  });

  afterEach(async () => {
    await context?.close();
  });

  /** Fills the dialog: Monday (the default) and Thursday at 08:15 in Paris, to the manager. */
  async function schedule(
    labels: {
      dialog: string;
      thursday: string;
      time: string;
      zone: string;
      members: string;
      subject: string;
      message: string;
      submit: string;
    },
    subject: string,
  ) {
    const dialog = page.getByRole('dialog', { name: labels.dialog });
    // A chip is a checkbox drawn as its label: the label is what one clicks.
    await dialog.getByText(labels.thursday, { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: labels.thursday }).isChecked()).resolves.toBe(
      true,
    );
    // Required fields carry an asterisk in their label.
    await dialog.getByLabel(new RegExp(`^${labels.time}\\s*\\*?$`)).fill('08:15');
    await dialog.getByRole('textbox', { name: labels.zone }).fill('Europe/Paris');
    await page.getByRole('option', { name: 'Europe/Paris', exact: true }).click();
    await dialog.getByRole('textbox', { name: labels.members }).fill('Romane');
    await page.getByRole('option', { name: new RegExp(manager.email) }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel(labels.subject).fill(subject);
    await dialog.getByLabel(labels.message).fill('Please complete your records this week.');
    await page.screenshot({ path: `${SHOTS}/reminder-form-${labels.submit}.png`, fullPage: true });
    await dialog.getByRole('button', { name: labels.submit, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('schedules a weekly reminder and lists it with its next send (en)', async () => {
    ({ context, page } = await openPage(browser, stack.webUrl));
    await signInAt(page, manager.email, manager.password);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`/${programId}/reminders`);
    await page.getByRole('heading', { name: 'No reminder yet' }).waitFor();
    await page.getByRole('button', { name: 'Schedule a reminder' }).click();
    await schedule(
      {
        dialog: 'Schedule a reminder',
        thursday: 'Thursday',
        time: 'Time',
        zone: 'Time zone',
        members: 'Members',
        subject: 'Subject',
        message: 'Message',
        submit: 'Schedule',
      },
      'Weekly records check',
    );

    const item = page.getByRole('listitem', { name: 'Weekly records check' });
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain(
      'Every Monday and Thursday at 08:15 (Europe/Paris)',
    );
    const next = await item.getByText(/^Next send:/).textContent();
    expect(next).toMatch(/^Next send: (Monday|Thursday),? .*08:15 \(Europe\/Paris\)$/);
    await expect(item.textContent()).resolves.toContain('Recipients: 1 member');
    await page.screenshot({ path: `${SHOTS}/reminders-en.png`, fullPage: true });
  });

  it('is sent by the clock of the stack, and the e-mail viewer shows it', async () => {
    // Due two minutes from now, in UTC: the api's process runs the reminder handler every minute.
    const due = new Date(Date.now() + 2 * 60_000);
    const token = await signIn(manager.email, manager.password);
    const created = await api(`/api/programs/${programId}/reminders`, {
      token,
      json: {
        frequency: 'WEEKLY',
        days_of_week: [due.getUTCDay()],
        time: due.toISOString().slice(11, 16),
        time_zone: 'UTC',
        recipients: { user_ids: [manager.uid] },
        subject: 'Sent by the clock',
        message: 'Line one\nLine two',
      },
    });
    expect(created.status).toBe(201);
    const outbox = new Outbox(stack);
    try {
      const mailId = await mailWhileAwake(outbox, manager.email, 200_000);
      ({ context, page } = await openPage(browser, stack.webUrl));
      await page.goto(`/api/email/${mailId}`);
      await page.getByText('Hello Romane,').waitFor();
      await page.getByText('Line two').waitFor();
      await expect(page.title()).resolves.toBe('Sent by the clock');
      await page.screenshot({ path: `${SHOTS}/reminder-mail.png`, fullPage: true });
    } finally {
      await outbox.close();
    }
  }, 260_000);

  it('schedules one in French, lists both, and deletes one after confirming', async () => {
    ({ context, page } = await openPage(browser, stack.webUrl));
    await signInAt(page, manager.email, manager.password);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`/fr/${programId}/reminders`);
    await page.getByRole('heading', { level: 1, name: 'Rappels' }).waitFor();
    await page.getByRole('button', { name: 'Programmer un rappel' }).click();
    await schedule(
      {
        dialog: 'Programmer un rappel',
        thursday: 'jeudi',
        time: 'Heure',
        zone: 'Fuseau horaire',
        members: 'Membres',
        subject: 'Objet',
        message: 'Message',
        submit: 'Programmer',
      },
      'Relance hebdomadaire',
    );
    const item = page.getByRole('listitem', { name: 'Relance hebdomadaire' });
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain(
      'Chaque lundi et jeudi à 08:15 (Europe/Paris)',
    );
    await expect(
      item.getByText(/^Prochain envoi : (lundi|jeudi) .*08:15 \(Europe\/Paris\)$/).count(),
    ).resolves.toBe(1);
    await expect(page.getByRole('listitem').count()).resolves.toBe(3);
    await page.screenshot({ path: `${SHOTS}/reminders-fr.png`, fullPage: true });

    await item.getByRole('button', { name: 'Actions pour Relance hebdomadaire' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer ce rappel ?' });
    await confirm.getByRole('button', { name: 'Supprimer le rappel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await item.waitFor({ state: 'detached' });
    await expect(page.getByRole('listitem').count()).resolves.toBe(2);
  });
});
