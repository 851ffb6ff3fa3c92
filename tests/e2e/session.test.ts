import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueName } from '../support/fixtures.js';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { TestAccounts, type TestUser } from './helpers/accounts.js';
import { fillSignInForm, launchBrowser, openPage, pathOf, signInAt } from './helpers/browser.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// Guards, signing out, and a session the API refuses.
describe('session', () => {
  const stack = stackContext();
  const admin = superAdmin();
  let accounts: TestAccounts;
  let programId: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ programId } = await createProgramAsAdmin(uniqueName('Session program')));
    accounts = new TestAccounts(stack);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await accounts?.close();
  });

  afterEach(async () => {
    await context?.close();
  });

  async function signedInAs(user: TestUser): Promise<Page> {
    ({ context, page } = await openPage(browser, stack.webUrl));
    await signInAt(page, user.email, user.password);
    await page.waitForURL(`**/${programId}/dashboard`);
    return page;
  }

  it('sends a program manager away from admin pages to their dashboard', async () => {
    const manager = await accounts.createUser('Mona', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    await signedInAs(manager);
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Users and roles' }).waitFor();
    await expect(sidebar.getByRole('link', { name: 'Models' }).count()).resolves.toBe(0);

    await page.goto('/admin/models');

    await page.waitForURL(`**/${programId}/dashboard`);
    expect(pathOf(page)).toBe(`/${programId}/dashboard`);
  });

  it('keeps a contributor out of the members page', async () => {
    const contributor = await accounts.createUser('Carl', [
      { program_id: programId, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c-e2e' },
    ]);
    await signedInAs(contributor);

    await page.goto(`/fr/${programId}/members`);

    await page.waitForURL(`**/fr/${programId}/dashboard`);
  });

  it('logs out from the avatar menu and then requires signing in again', async () => {
    const manager = await accounts.createUser('Lou', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    await signedInAs(manager);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');

    await page.goto(`/${programId}/reminders`);
    await page.waitForURL('**/login?redirect=*');
    expect(pathOf(page)).toBe(`/login?redirect=${encodeURIComponent(`/${programId}/reminders`)}`);
  });

  it('paints the sign-in page before the app has arrived, which then makes it work', async () => {
    const manager = await accounts.createUser('Noa', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    ({ context, page } = await openPage(browser, stack.webUrl));
    // The app's entry is held back: the page shown is the one Hosting served, already rendered.
    const entry = /\/assets\/index-[^/]*\.js$/;
    const held: Route[] = [];
    await context.route(entry, (route) => {
      held.push(route);
    });
    await page.goto('/login', { waitUntil: 'commit' });

    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await expect(page.title()).resolves.toBe('Sign in - Rainbow');
    // Inert meanwhile: what one typed there would be lost when the app renders its own form.
    const email = page.getByLabel('E-mail address');
    await expect(email.evaluate((input) => input.closest('[inert]') !== null)).resolves.toBe(true);

    await vi.waitFor(() => expect(held.length).toBe(1));
    await held[0]?.continue();
    await context.unroute(entry);
    await fillSignInForm(page, manager.email, manager.password);
    await page.waitForURL(`**/${programId}/dashboard`);
    expect(await page.locator('[inert]').count()).toBe(0);
  });

  it('opens a signed-in screen with the session kept on the browser, Firebase Auth only when needed', async () => {
    const manager = await accounts.createUser('Kim', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    await signedInAs(manager);
    // A new visit in the same browser, with Firebase Auth's code held back.
    const held: Route[] = [];
    await context.route(/\/assets\/firebase-auth-sdk-[^/]*\.js$/, (route) => {
      held.push(route);
    });
    const visit = await context.newPage();
    await visit.goto(`/${programId}/dashboard`);

    // The screen and its data (the api took the kept token) are there without it, and it is not
    // asked for while the token has time left (issue 15: Firebase Auth only where signing in or
    // renewing), even once the page has been idle.
    await visit.getByRole('heading', { level: 2, name: 'Collects' }).waitFor();
    expect(pathOf(visit)).toBe(`/${programId}/dashboard`);
    for (let round = 0; round < 2; round++) {
      await visit.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
      );
    }
    expect(held).toHaveLength(0);

    // Logging out needs it: it loads then, and signs out through it.
    await visit.getByRole('button', { name: 'Account menu' }).click();
    await visit.getByRole('menuitem', { name: 'Log out' }).click();
    await vi.waitFor(() => expect(held.length).toBeGreaterThan(0), { timeout: 10_000 });
    for (const route of held) await route.continue();
    await context.unroute(/\/assets\/firebase-auth-sdk-[^/]*\.js$/);
    await visit.waitForURL('**/login');
    await visit.goto(`/${programId}/dashboard`);
    await visit.waitForURL('**/login?redirect=*');
  });

  it('renews a kept token about to expire without Firebase Auth, as it would', async () => {
    const manager = await accounts.createUser('Rob', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    await signedInAs(manager);
    // The kept ID token has less than a minute left.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('firebaseLocalStorageDb');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result
              .transaction('firebaseLocalStorage', 'readwrite')
              .objectStore('firebaseLocalStorage');
            const all = store.getAll();
            all.onsuccess = () => {
              for (const row of all.result as { value: { stsTokenManager: object } }[]) {
                row.value.stsTokenManager = {
                  ...row.value.stsTokenManager,
                  expirationTime: Date.now() + 50_000,
                };
                store.put(row);
              }
              store.transaction.oncomplete = () => resolve();
            };
          };
        }),
    );
    await context.route(/\/assets\/firebase-auth-sdk-[^/]*\.js$/, () => undefined);
    const renewals: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('securetoken.googleapis.com/v1/token'))
        renewals.push(request.url());
    });
    const visit = await context.newPage();
    await visit.goto(`/${programId}/dashboard`);

    // The session's calls (the account, its programs) went through with the renewed token.
    await visit.getByRole('heading', { level: 2, name: 'Collects' }).waitFor();
    expect(pathOf(visit)).toBe(`/${programId}/dashboard`);
    expect(renewals).toHaveLength(1);
  });

  it('sends the user to /login when the API refuses the session, then back', async () => {
    const user = await accounts.createUser('Dana', [
      { program_id: programId, role: 'PROGRAM_MANAGER' },
    ]);
    await signedInAs(user);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();

    await accounts.setStatus(user.uid, 'DISABLED');
    await page.getByLabel('First name').fill('Dana-Lee');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/login?redirect=%2Fprofile');
    await fillSignInForm(page, user.email, user.password);
    await page
      .getByRole('alert')
      .getByText('This account has been disabled. Contact your program manager.')
      .waitFor();

    await accounts.setStatus(user.uid, 'ACTIVE');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });

  it('tells a user without any program to ask for an invitation', async () => {
    const newcomer = await accounts.createUser('Nina', []);
    ({ context, page } = await openPage(browser, stack.webUrl));
    await signInAt(page, newcomer.email, newcomer.password);

    await page
      .getByRole('heading', { level: 1, name: 'You do not have access to a program yet' })
      .waitFor();
    expect(pathOf(page)).toBe('/');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
  });

  it('explains a wrong password', async () => {
    ({ context, page } = await openPage(browser, stack.webUrl));
    await signInAt(page, admin.email, `${admin.password}-wrong`);

    await page
      .getByRole('alert')
      .getByText('The e-mail address or the password is wrong.')
      .waitFor();
    expect(pathOf(page)).toBe('/login');
  });
});
