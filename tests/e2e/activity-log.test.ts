import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api-client.js';
import { uniqueName } from '../support/fixtures.js';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { TestAccounts, type TestUser } from './helpers/accounts.js';
import { launchBrowser, openPage, pathOf, signInAt } from './helpers/browser.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// The activity log's filters (issue 14): by action and by person, kept in the address, with
// links to what an entry is about and to what a person did.

const SHOTS = '/tmp/shots-N';

describe('activity log', () => {
  const stack = stackContext();
  const admin = superAdmin();
  let accounts: TestAccounts;
  let programId: string;
  let manager: TestUser;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ({ programId } = await createProgramAsAdmin(uniqueName('Logged program')));
    accounts = new TestAccounts(stack);
    manager = await accounts.createUser('Lucie', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    const token = await signIn(manager.email, manager.password);
    const created = await api(`/api/programs/${programId}/reminders`, {
      token,
      json: {
        frequency: 'MONTHLY',
        day_of_month: 31,
        time: '18:00',
        time_zone: 'America/New_York',
        recipients: { user_ids: [manager.uid] },
        subject: 'Month-end figures',
        message: 'Please check your figures.',
      },
    });
    expect(created.status).toBe(201);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await accounts?.close();
  });

  afterEach(async () => {
    await context?.close();
  });

  it('filters by action and by person, and links to what entries are about', async () => {
    ({ context, page } = await openPage(browser, stack.webUrl));
    await signInAt(page, admin.email, admin.password);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`/${programId}/activity_log`);
    await page.getByRole('heading', { level: 1, name: 'Activity log' }).waitFor();
    const entries = page.getByRole('listitem');
    await page.getByText('scheduled the reminder').waitFor();

    const filters = page.getByRole('search', { name: 'Filter the log' });
    await filters.getByRole('textbox', { name: 'Action' }).fill('Reminder sch');
    await page.getByRole('option', { name: 'Reminder scheduled' }).click();
    await page.waitForURL(/action=REMINDER_CREATED/);
    await expect.poll(() => entries.count()).toBe(1);
    await expect(entries.first().textContent()).resolves.toContain(
      'Lucie Tester scheduled the reminder Month-end figures',
    );
    await page.screenshot({ path: `${SHOTS}/activity-log-filtered.png`, fullPage: true });

    // The person's name opens the log of what they did.
    await entries.first().getByRole('link', { name: 'Lucie Tester' }).click();
    await page.waitForURL(new RegExp(`actor=${manager.uid}`));
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await page.waitForURL((url) => url.search === '');
    expect(pathOf(page)).toBe(`/${programId}/activity_log`);
    await expect.poll(() => entries.count()).toBeGreaterThan(1);

    await page
      .getByRole('listitem')
      .filter({ hasText: 'scheduled the reminder' })
      .getByRole('link', { name: 'Month-end figures' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Reminders' }).waitFor();
    expect(pathOf(page)).toBe(`/${programId}/reminders`);
    await page.getByRole('listitem', { name: 'Month-end figures' }).waitFor();
  });
});
