import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stackContext, type DemoAccount } from '../support/stack-context.js';
import { fillSignInForm, launchBrowser, openPage } from '../e2e/helpers/browser.js';
import { seriousViolations, settled } from './axe-check.js';

// Issue 15: axe finds no serious or critical violation on any screen of SPEC §2 that exists, in
// English and French, signed out and signed in as each demo role (the seed's accounts). The
// audiences are split over two test files so that vitest runs them side by side.
const LOCALES = ['', '/fr'] as const;
const PUBLIC = [
  '/login',
  '/forgot_pwd',
  '/registration',
  '/conditions_of_use',
  '/privacy_policy',
  '/no-such-page',
];
// The demo seed's collect and record ids are fixed (functions/src/seed/seed-collects.ts).
const COLLECT = 'collects/beneficiaries';
const RECORD = `${COLLECT}/record/beneficiaries-00001`;
const PROGRAM = [
  'dashboard',
  'about',
  'activity_log',
  'members',
  'user_groups',
  'settings',
  'collects',
  'create_collect',
  'collect_details/beneficiaries',
  'edit_collect/beneficiaries',
  COLLECT,
  `${COLLECT}/new_record`,
  `${RECORD}/view`,
  `${RECORD}/edit`,
  `${COLLECT}/attribution_rules`,
  `${COLLECT}/attribution_rule/create`,
];
const ADMIN_ONLY = [
  '/users',
  '/admin/create_program',
  '/admin/models',
  '/admin/create_update_model',
];
const TIMEOUT = 15 * 60_000;

/** Who looks at the screens: nobody signed in, or a demo role. */
export type Audience =
  'SIGNED_OUT' | 'SUPER_ADMIN' | 'PROGRAM_MANAGER' | 'COLLECT_SINGLE_CONTRIBUTOR';

/** One axe test per audience, each on every screen that audience can reach, in en and fr. */
export function describeScreenAudit(audiences: Audience[]): void {
  describe('accessibility of every screen (axe)', () => {
    const stack = stackContext();
    let browser: Browser;
    let context: BrowserContext | undefined;

    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });
    afterEach(async () => {
      await context?.close();
      context = undefined;
    });

    async function check(page: Page, paths: string[]): Promise<string[]> {
      const found: string[] = [];
      for (const locale of LOCALES) {
        for (const path of paths) {
          await page.goto(`${locale}${path}`);
          try {
            await settled(page);
          } catch {
            found.push(`${locale}${path}: never settled (at ${page.url()})`);
            continue;
          }
          // RAINBOW_SCREENSHOTS=<folder> keeps what axe looked at, to see a contrast change.
          const shots = process.env.RAINBOW_SCREENSHOTS;
          if (shots) {
            const name = `${locale}${path}`.replace(/[^a-z0-9]+/gi, '_');
            await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
          }
          const lang = await page.locator('html').getAttribute('lang');
          if (lang !== (locale === '/fr' ? 'fr' : 'en'))
            found.push(`${locale}${path}: lang="${lang}"`);
          found.push(
            ...(await seriousViolations(
              page,
              `${locale}${path} (at ${new URL(page.url()).pathname})`,
            )),
          );
        }
      }
      return found;
    }

    async function signedIn(account: DemoAccount): Promise<{ page: Page; programId: string }> {
      let page: Page;
      ({ context, page } = await openPage(browser, stack.webUrl));
      await page.goto('/login');
      await fillSignInForm(page, account.email, account.password);
      await page.waitForURL(/\/dashboard$/);
      const programId = new URL(page.url()).pathname.split('/')[1] ?? '';
      return { page, programId };
    }

    function account(role: string): DemoAccount {
      const found = stack.demoAccounts.find((candidate) => candidate.role === role);
      if (!found) throw new Error(`The seed has no ${role} demo account`);
      return found;
    }

    for (const audience of audiences) {
      if (audience === 'SIGNED_OUT') {
        it('signed out', { timeout: TIMEOUT }, async () => {
          let page: Page;
          ({ context, page } = await openPage(browser, stack.webUrl));
          expect(await check(page, PUBLIC)).toEqual([]);
        });
        continue;
      }
      it(`signed in as ${audience}`, { timeout: TIMEOUT }, async () => {
        const { page, programId } = await signedIn(account(audience));
        const paths = [
          '/profile',
          ...PROGRAM.map((screen) => `/${programId}/${screen}`),
          ...(audience === 'SUPER_ADMIN' ? ADMIN_ONLY : []),
        ];
        expect(await check(page, paths)).toEqual([]);
      });
    }
  });
}
