import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { uniqueName } from '../support/fixtures.js';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { TestAccounts, type TestUser } from './helpers/accounts.js';
import { launchBrowser, openPage, signInAt } from './helpers/browser.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// System users and roles: a super admin disables an account, whose session ends at its next call.
describe('system users and roles', () => {
  const stack = stackContext();
  const admin = superAdmin();
  const programName = uniqueName('Users program');
  let accounts: TestAccounts;
  let programId: string;
  let user: TestUser;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ programId } = await createProgramAsAdmin(programName));
    accounts = new TestAccounts(stack);
    user = await accounts.createUser('Vera', [{ program_id: programId, role: 'PROGRAM_MANAGER' }]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await accounts?.close();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function signedIn(email: string, password: string): Promise<Page> {
    const { context, page } = await openPage(browser, stack.webUrl);
    contexts.push(context);
    await signInAt(page, email, password);
    await page.waitForURL(/\/dashboard$/);
    return page;
  }

  it('disables an account after confirmation; its holder is sent to /login', async () => {
    const vera = await signedIn(user.email, user.password);
    const page = await signedIn(admin.email, admin.password);

    await page.goto('/admin/users_roles_settings');
    await page.getByRole('heading', { level: 1, name: 'Users and roles' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(user.email);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await row.getByRole('switch', { name: 'Account of Vera Tester active' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable the account of Vera Tester?' });
    await confirm.getByRole('button', { name: 'Disable the account' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Disabled').waitFor();

    await vera
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users and roles' })
      .click();
    await vera.waitForURL('**/login?redirect=*');

    await row.getByRole('switch', { name: 'Account of Vera Tester active' }).click();
    await page
      .getByRole('dialog', { name: 'Enable the account of Vera Tester?' })
      .getByRole('button', { name: 'Enable the account' })
      .click();
    await row.getByText('Active', { exact: true }).waitFor();
  });

  it('lists the same users at /users and shows a user’s programs and roles', async () => {
    const page = await signedIn(admin.email, admin.password);

    await page.goto('/users');
    await page.getByRole('heading', { level: 1, name: 'Users and roles' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(user.email);
    await page.getByRole('button', { name: 'Open Vera Tester' }).click();

    const drawer = page.getByRole('dialog', { name: 'User' });
    await drawer.getByRole('heading', { name: 'Vera Tester' }).waitFor();
    await drawer.getByText(programName).waitFor();
    await drawer.getByText('Program manager').first().waitFor();
  });
});
