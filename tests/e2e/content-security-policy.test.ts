import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { launchBrowser, openPage, signInAt } from './helpers/browser.js';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

// firebase.json's policy limits scripts, styles, connections and frames: the app must work
// under it, signing in against the Auth emulator and rendering Mantine's styles.
describe('the Content-Security-Policy', () => {
  const stack = stackContext();
  const admin = superAdmin();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, stack.webUrl));
    await context.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('blocks nothing the app needs to sign in and show a program', async () => {
    await signInAt(page, admin.email, admin.password);
    await page.waitForURL(/\/[^/]+\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();

    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });
});
