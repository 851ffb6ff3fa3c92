import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchContext } from '../../support/browser-journal.js';

/** Debian's chromium, headless; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface OpenPageOptions {
  /** Answer the cookie banner beforehand so that it does not cover the page. */
  consent?: 'necessary' | 'all' | null;
  /**
   * The app's service worker precaches every built file (about 2.5 MB) in each new context: only
   * the offline tests need it, the others block it and stay fast.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh context (no session, no cookies) and its page. */
export async function openPage(
  browser: Browser,
  webUrl: string,
  { consent = 'necessary', serviceWorkers = 'block' }: OpenPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: webUrl,
    serviceWorkers,
    viewport: { width: 1280, height: 800 },
    // No transitions: a button never moves under a click on a busy machine.
    reducedMotion: 'reduce',
  });
  watchContext(context);
  if (consent) {
    await context.addCookies([{ name: 'rainbow_cookie_consent', value: consent, url: webUrl }]);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/**
 * The app has rendered its own page: a sign-in page is first shown prerendered (Hosting's
 * login.html), inert until then (issue 15).
 */
export async function appTookOver(page: Page, timeout = 45_000): Promise<void> {
  await page.locator('[inert]').first().waitFor({ state: 'detached', timeout });
}

/** Signs in through the form of /login (the page must already show it). */
export async function fillSignInForm(page: Page, email: string, password: string): Promise<void> {
  const emailBox = page.getByLabel('E-mail address');
  // The app's first render in a fresh context (its bundle parsed, the auth SDK ready) has taken
  // over 20 s on a loaded 2-core CI machine; if it never comes, say what the page shows instead.
  const appForm = async () => {
    await emailBox.waitFor({ timeout: 45_000 });
    await appTookOver(page);
  };
  await appForm().catch(async (error: unknown) => {
    const shown = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '(no body)');
    throw new Error(
      `The sign-in form did not appear at ${page.url()}; the page shows: ${shown.slice(0, 500)}`,
      { cause: error },
    );
  });
  await emailBox.fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInAt(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await fillSignInForm(page, email, password);
}

/** The path and query of the page's URL, without the origin. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * A browser whose pages are each a fresh context signed in as a test user; closing it closes
 * them all. The web app's address is read when a page opens (the stack starts in global setup).
 */
export class SignedInBrowser {
  private readonly contexts: BrowserContext[] = [];

  private constructor(
    private readonly browser: Browser,
    private readonly stack: { readonly webUrl: string },
    private readonly options: Pick<OpenPageOptions, 'serviceWorkers'>,
  ) {}

  static async launch(
    stack: { readonly webUrl: string },
    options: Pick<OpenPageOptions, 'serviceWorkers'> = {},
  ): Promise<SignedInBrowser> {
    return new SignedInBrowser(await launchBrowser(), stack, options);
  }

  /** A page signed in as `user`, on the page sign-in leads to. */
  async signedIn(user: { readonly email: string; readonly password: string }): Promise<Page> {
    const { context, page } = await openPage(this.browser, this.stack.webUrl, this.options);
    this.contexts.push(context);
    await signInAt(page, user.email, user.password);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    return page;
  }

  async close(): Promise<void> {
    for (const context of this.contexts) await context.close();
    await this.browser.close();
  }
}
