import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../support/fixtures.js';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { TestAccounts, type TestUser } from './helpers/accounts.js';
import { launchBrowser, openPage, signInAt } from './helpers/browser.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// User groups: create one and a sub-group, then add a member and remove them.
describe('user groups', () => {
  const stack = stackContext();
  const admin = superAdmin();
  let accounts: TestAccounts;
  let programId: string;
  let member: TestUser;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ programId } = await createProgramAsAdmin(uniqueName('Groups program')));
    accounts = new TestAccounts(stack);
    member = await accounts.createUser('Gaston', [
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

  it('creates a group and a sub-group, adds a member and removes them', async () => {
    ({ context, page } = await openPage(browser, stack.webUrl));
    await signInAt(page, admin.email, admin.password);
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`/${programId}/user_groups`);
    await page.getByRole('heading', { name: 'No user groups yet' }).waitFor();
    await page.getByRole('button', { name: 'Create a group' }).click();
    const create = page.getByRole('dialog', { name: 'Create a user group' });
    await create.getByLabel('Name in English').fill('Field team');
    await create.getByLabel('Name in French').fill('Équipe terrain');
    await create.getByRole('button', { name: 'Create the group' }).click();
    await create.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Field team' }).click();
    await page.getByRole('heading', { level: 1, name: 'Field team' }).waitFor();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.locator('[aria-current="page"]').textContent()).resolves.toBe(
      'Field team',
    );

    await page.getByRole('button', { name: 'Add a sub-group' }).click();
    const sub = page.getByRole('dialog', { name: 'Create a user group' });
    await sub.getByLabel('Name in English').fill('North');
    await sub.getByRole('button', { name: 'Create the group' }).click();
    await sub.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'North' }).waitFor();

    // A group cannot move under its own sub-group: the parent list leaves it out.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the user group' });
    await edit.getByLabel('Parent group').click();
    await page.getByText('No group here can be its parent').waitFor();
    await expect(page.getByRole('option', { name: 'North' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add members' }).click();
    const add = page.getByRole('dialog', { name: 'Add members to Field team' });
    await add.getByLabel('Members of the program').fill('Gaston');
    await page.getByRole('option', { name: new RegExp(member.email) }).click();
    await page.keyboard.press('Escape');
    await add.getByRole('button', { name: 'Add 1 member' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: '1 member' }).waitFor();
    await page.getByRole('cell', { name: member.email }).waitFor();

    await page.getByRole('button', { name: 'Remove Gaston Tester from the group' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove from the group?' });
    await confirm.getByRole('button', { name: 'Remove from the group' }).click();
    await page.getByRole('heading', { name: 'No members in this group' }).waitFor();

    await page.goto(`/fr/${programId}/user_groups`);
    await page.getByRole('link', { name: 'Équipe terrain' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Équipe terrain' }).waitFor();
  });
});
