import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api-client.js';
import { programForm, uniqueName } from '../support/fixtures.js';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { TestAccounts } from './helpers/accounts.js';
import { launchBrowser, openPage, pathOf } from './helpers/browser.js';

// Google sign-in offline: against the Auth emulator the app asks for the Google account itself.
describe('Google sign-in with the Auth emulator', () => {
  const stack = stackContext();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    await context?.close();
  });

  async function signInWithEmulatedGoogle(email: string, name: string): Promise<void> {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emulated Google account' });
    await dialog.getByLabel('Google e-mail address').fill(email);
    await dialog.getByLabel('Display name').fill(name);
    await dialog.getByRole('button', { name: 'Continue with this account' }).click();
  }

  it('tells a Google account without a Rainbow account that it needs an invitation', async () => {
    ({ context, page } = await openPage(browser, stack.webUrl));
    const email = `google-${Date.now().toString(36)}@rainbow.test`;

    await signInWithEmulatedGoogle(email, 'Gil Google');

    await page
      .getByRole('alert')
      .getByText('You are signed in, but Rainbow has no active account for you.', {
        exact: false,
      })
      .waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('signs a registered user in with the Google account of the same address', async () => {
    const accounts = new TestAccounts(stack);
    try {
      const token = await signIn(superAdmin().email, superAdmin().password);
      const programName = uniqueName('Google program');
      const created = await api<{ programID: string }>('/api/programs/create', {
        token,
        form: programForm(programName),
      });
      const programId = created.body.programID;
      const user = await accounts.createUser('Greta', [
        { program_id: programId, role: 'PROGRAM_MANAGER' },
      ]);
      ({ context, page } = await openPage(browser, stack.webUrl));

      // Google vouches for the address: Firebase links the identity to the existing account.
      await signInWithEmulatedGoogle(user.email, 'Greta Google');

      await page.waitForURL(`**/${programId}/dashboard`);
      await page.getByRole('heading', { level: 1, name: programName }).waitFor();
    } finally {
      await accounts.close();
    }
  });
});
