import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../support/fixtures.js';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { appTookOver, launchBrowser, openPage, pathOf, signInAt } from './helpers/browser.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// The signed-in frame as the seeded super administrator sees it, in English and French.
describe('app frame', () => {
  const { webUrl } = stackContext();
  const admin = superAdmin();
  const programName = uniqueName('Frame program');
  let programId: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ programId } = await createProgramAsAdmin(programName));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    await context?.close();
  });

  async function signedIn(): Promise<Page> {
    ({ context, page } = await openPage(browser, webUrl));
    await signInAt(page, admin.email, admin.password);
    await page.waitForURL(/\/[^/]+\/dashboard$/);
    return page;
  }

  it('signs in and lands on a program dashboard', async () => {
    await signedIn();

    expect(pathOf(page)).toMatch(/^\/[^/]+\/dashboard$/);
    await page.waitForFunction(() => document.title === 'Dashboard - Rainbow');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  });

  it('keeps the closed navigation drawer of a phone out of sight and out of the tab order', async () => {
    await signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${programId}/dashboard`);
    await page.getByRole('heading', { level: 1, name: programName }).waitFor();

    const menu = page.getByRole('button', { name: 'Open or close the navigation' });
    const drawer = page.locator('#app-navigation');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu.getAttribute('aria-controls')).resolves.toBe('app-navigation');
    await expect(drawer.isVisible()).resolves.toBe(false);
    // Tabbing on from the menu button never lands on a link of the closed drawer.
    await menu.focus();
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      await expect(
        page.evaluate(() => Boolean(document.activeElement?.closest('#app-navigation'))),
      ).resolves.toBe(false);
    }

    await menu.click();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    const collects = drawer.getByRole('link', { name: 'All collects' });
    await collects.waitFor();
    await collects.click();
    await page.waitForURL(/\/collects$/);
    await drawer.waitFor({ state: 'hidden' });
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('shows the program and the page in the breadcrumb, the page being current', async () => {
    await signedIn();
    await page.goto(`/${programId}/dashboard`);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link', { name: programName }).waitFor();
    const current = breadcrumb.locator('[aria-current="page"]');
    await expect(current.textContent()).resolves.toBe('Dashboard');
    await page.getByRole('heading', { level: 1, name: programName }).waitFor();
  });

  it('switches to French on the same page and back', async () => {
    await signedIn();
    await page.goto(`/${programId}/dashboard`);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.waitForURL(`**/fr/${programId}/dashboard`);
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await breadcrumb.getByText('Tableau de bord').waitFor();
    await expect(page.getAttribute('html', 'lang')).resolves.toBe('fr');
    await page.waitForFunction(() => document.title === 'Tableau de bord - Rainbow');

    await page.getByRole('button', { name: 'Langue' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    // The French address ends the same way: wait for the English one itself.
    await page.waitForURL((url) => url.pathname === `/${programId}/dashboard`);
    expect(pathOf(page)).toBe(`/${programId}/dashboard`);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Dashboard').waitFor();
  });

  it('searches only from 3 characters, on Enter', async () => {
    await signedIn();
    await page.goto(`/${programId}/dashboard`);
    const box = page.getByRole('searchbox', { name: 'Search' });

    await box.fill('ab');
    await box.press('Enter');
    await page.getByRole('tooltip', { name: 'Type at least 3 characters' }).waitFor();
    expect(pathOf(page)).toBe(`/${programId}/dashboard`);

    await box.fill('abc');
    await box.press('Enter');
    await page.waitForURL('**/search?keywords=abc');
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    await page.getByRole('heading', { name: 'No results' }).waitFor();
  });

  it('shows the 404 page for an unknown address, in both languages', async () => {
    ({ context, page } = await openPage(browser, webUrl));

    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: '404 Not Found' }).waitFor();
    await page.getByText('This page could not be found').waitFor();
    await page.getByRole('link', { name: 'Home page' }).waitFor();

    await page.goto('/fr/no/such/page');
    await page.getByRole('heading', { level: 1, name: '404 Page introuvable' }).waitFor();
  });

  it('asks for cookie consent once and remembers the answer', async () => {
    ({ context, page } = await openPage(browser, webUrl, { consent: null }));

    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Necessary only' }).click();
    await banner.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The app's page, not the prerendered one it replaces, and the banner's code had its chance.
    await appTookOver(page);
    await page.waitForLoadState('networkidle');
    await expect(banner.isVisible()).resolves.toBe(false);
    const cookies = await context.cookies();
    const consent = cookies.find((cookie) => cookie.name === 'rainbow_cookie_consent');
    expect(consent?.value).toBe('necessary');
    // Kept one year (SPEC §9), give or take the test's own duration.
    expect((consent?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });
});
