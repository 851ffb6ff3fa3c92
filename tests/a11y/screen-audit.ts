import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stackContext, type DemoAccount } from '../support/stack-context.js';
import { fillSignInForm, launchBrowser, openPage } from '../e2e/helpers/browser.js';
import { api, signIn } from '../support/api-client.js';
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
  `${COLLECT}/import`,
  `${COLLECT}/matching`,
  `${COLLECT}/webhook`,
  'expected_actions',
  'tasks',
  'reminders',
  'report',
];
/** Screens outside any program. */
const SIGNED_IN = ['/profile', '/search?keywords=mar', '/outbox'];
const ADMIN_ONLY = [
  '/users',
  '/admin/users_roles_settings',
  '/admin/create_program',
  '/admin/models',
  '/admin/create_update_model',
];
/**
 * Screens of things whose ids the seed does not fix (models, user groups, rules): found through
 * the first link of their list. `from` is a path; `link` matches the wanted pathname.
 */
interface Discovered {
  readonly from: (programId: string) => string;
  readonly link?: RegExp;
  /**
   * Or, where rows open on a click rather than by a link: the first item the API lists at
   * `url` (answering `{ [items]: [{ _id }] }`, read as this person), and the screen of that id.
   */
  readonly api?: {
    readonly url: (at: string) => string;
    readonly items: string;
    readonly path: (programId: string, id: string) => string;
  };
  /** Screens under the one found, e.g. its edit form. */
  readonly also?: readonly string[];
  /** A screen under the one found, from the first item the API lists for it. */
  readonly inner?: {
    readonly url: (at: string) => string;
    readonly items: string;
    readonly path: (found: string, id: string) => string;
  };
  readonly adminOnly?: boolean;
}
const DISCOVERED: readonly Discovered[] = [
  {
    from: () => '/admin/models',
    link: /^\/admin\/models\/(?!create_update_model$)[^/]+$/,
    also: ['/create_field', '/edit'],
    // A field's row opens its form on a click: the field comes from the model the page reads.
    inner: {
      url: (found) => `/api${found}`,
      items: 'model.fields',
      path: (found, id) => `${found}/fields/edit/${id}`,
    },
    adminOnly: true,
  },
  {
    from: (programId) => `/${programId}/user_groups`,
    link: /^\/[^/]+\/user_groups\/[^/]+$/,
    also: ['/attribution_rule/create'],
  },
  {
    from: (programId) => `/${programId}/${COLLECT}/attribution_rules`,
    api: {
      url: () => `/api/collects/${COLLECT.split('/')[1] ?? ''}/attributionRules`,
      items: 'attributionRules',
      path: (programId, id) => `/${programId}/${COLLECT}/attribution_rule/${id}/edit`,
    },
  },
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

    async function linksOn(page: Page, path: string): Promise<string[]> {
      await page.goto(path);
      await settled(page);
      return page
        .locator('a[href]')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
        );
    }

    /** The id of the first item of a list the API answers, as this person. */
    async function firstListed(token: string, path: string, items: string): Promise<string | null> {
      const response = await api(path, { token });
      if (response.status !== 200) return null;
      // `items` may name a nested list: "model.fields".
      let list: unknown = response.body;
      for (const key of items.split('.')) {
        list =
          list && typeof list === 'object' ? (list as Record<string, unknown>)[key] : undefined;
      }
      const first: unknown = Array.isArray(list) ? list[0] : undefined;
      const id = first && typeof first === 'object' ? (first as { _id?: unknown })._id : undefined;
      return typeof id === 'string' ? id : null;
    }

    /** The screens of DISCOVERED this person reaches (a list they may not see finds none). */
    async function discover(
      page: Page,
      token: string,
      programId: string,
      entries: readonly Discovered[],
    ): Promise<{ paths: string[]; missing: string[] }> {
      const paths: string[] = [];
      const missing: string[] = [];
      for (const entry of entries) {
        const from = entry.from(programId);
        if (entry.api) {
          const id = await firstListed(token, entry.api.url(programId), entry.api.items);
          if (id) paths.push(entry.api.path(programId, id));
          else missing.push(`no ${entry.api.items} listed on ${from}`);
          continue;
        }
        const link = entry.link;
        const found = link && (await linksOn(page, from)).find((href) => link.test(href));
        if (!found) {
          missing.push(`no link like ${String(link)} on ${from}`);
          continue;
        }
        paths.push(found, ...(entry.also ?? []).map((suffix) => found + suffix));
        const inner = entry.inner;
        if (inner) {
          const id = await firstListed(token, inner.url(found), inner.items);
          if (id) paths.push(inner.path(found, id));
          else missing.push(`no ${inner.items} listed on ${found}`);
        }
      }
      return { paths, missing };
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
        const admin = audience === 'SUPER_ADMIN';
        const who = account(audience);
        const { paths: discovered, missing } = await discover(
          page,
          await signIn(who.email, who.password),
          programId,
          DISCOVERED.filter((entry) => admin || !entry.adminOnly),
        );
        const paths = [
          ...SIGNED_IN,
          ...PROGRAM.map((screen) => `/${programId}/${screen}`),
          ...(admin ? ADMIN_ONLY : []),
          ...discovered,
        ];
        // A contributor sees no user groups nor rules; the others must reach every such screen.
        if (audience !== 'COLLECT_SINGLE_CONTRIBUTOR') expect(missing).toEqual([]);
        expect(await check(page, paths)).toEqual([]);
      });
    }
  });
}
