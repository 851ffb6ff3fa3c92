import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../support/fixtures.js';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { appTookOver, launchBrowser, openPage } from '../e2e/helpers/browser.js';

// Issue 15: every form works with the keyboard alone, and the focus is visible.
describe('keyboard only', () => {
  const stack = stackContext();
  const admin = superAdmin();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, stack.webUrl));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const isFocused = (target: Locator) => target.evaluate((node) => node === document.activeElement);

  /** Presses Tab until `target` has the focus, as a keyboard user would. */
  async function tabTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
    await target.waitFor();
    await appTookOver(page);
    for (let presses = 0; presses < 60; presses += 1) {
      if (await isFocused(target)) return;
      await page.keyboard.press(key);
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  /** The focus ring the browser draws, or Mantine's focused input border. */
  const focusIndicator = (target: Locator) =>
    target.evaluate((node) => {
      const style = getComputedStyle(node);
      return { outline: style.outlineStyle, width: style.outlineWidth };
    });

  it('signs in from the keyboard', async () => {
    await page.goto('/login');
    await tabTo(page.getByLabel('E-mail address'));
    await page.keyboard.type(admin.email);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('Password', { exact: true }))).toBe(true);
    await page.keyboard.type(admin.password);

    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await tabTo(submit);
    const ring = await focusIndicator(submit);
    expect(ring.outline).not.toBe('none');
    expect(ring.width).not.toBe('0px');
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/dashboard$/);
  });

  it('creates a user group in its dialog, and leaves a dialog with Escape', async () => {
    const programId = new URL(page.url()).pathname.split('/')[1] ?? '';
    await page.goto(`/${programId}/user_groups`);
    const open = page.getByRole('button', { name: 'Create a group' });
    await tabTo(open);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Create a user group' });
    await dialog.waitFor();
    const name = uniqueName('Keyboard team');
    await tabTo(dialog.getByLabel('Name in English'));
    await page.keyboard.type(name);
    await tabTo(dialog.getByLabel('Name in French'));
    await page.keyboard.type(`${name} fr`);
    await tabTo(dialog.getByRole('button', { name: 'Create the group' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name }).waitFor();

    await tabTo(open, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The focus goes back to the button that opened the dialog, not to the top of the page.
    await expect.poll(() => isFocused(open)).toBe(true);
  });
});
