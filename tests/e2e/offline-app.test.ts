import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { stackContext } from '../support/stack-context.js';
import type { SignedInBrowser } from './helpers/browser.js';
import {
  closeFieldWorld,
  fieldCollect as fieldCollectOf,
  openFieldWorld,
  VISIT_FIELDS,
  type FieldWorld,
} from './helpers/field-world.js';

// Issue 16, the installable app: a contributor signed in online opens a collect's grid and its
// new-record form; the network goes (DevTools' offline emulation); a reload still shows the app,
// the grid (said to be a copy kept on the device) and the form. Lighthouse 12 dropped its PWA
// category, so installability is checked here: the manifests and their headers, Chromium's own
// installability verdict (DevTools' Page.getInstallabilityErrors) and the worker's control.

const FIELDS = VISIT_FIELDS;

const NAMES = ['Alice Arnaud', 'Bruno Bertin', 'Chloé Collin'];
const OPENED = 'Bruno Bertin';

const WORDS = {
  en: {
    offline: 'You are offline — what you save waits in the outbox',
    savedCopy: /^Saved on this device on .+ — may be out of date$/,
    newRecord: 'New record',
    fullName: 'Full name',
    region: 'Region',
    editTitle: (name: string) => `Edit record: ${name}`,
    manifest: '/manifest.webmanifest',
  },
  fr: {
    offline: 'Vous êtes hors ligne — ce que vous enregistrez attend dans la boîte d’envoi',
    savedCopy: /^Enregistré sur cet appareil le .+ — peut ne pas être à jour$/,
    newRecord: 'Nouvel enregistrement',
    fullName: 'Nom complet',
    region: 'Région',
    editTitle: (name: string) => `Modifier l’enregistrement : ${name}`,
    manifest: '/manifest-fr.webmanifest',
  },
} as const;

const shotsDir = process.env.RAINBOW_SCREENSHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** Once the service worker has installed (every file precached) and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** The query keys the app has written to IndexedDB (lib/offline/query-snapshot-store.ts). */
function keptQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('rainbow-offline-reads');
        opening.onerror = () => reject(new Error('IndexedDB would not open'));
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('snapshots')) {
            db.close();
            resolve([]);
            return;
          }
          const reading = db.transaction('snapshots').objectStore('snapshots').get('queries');
          reading.onsuccess = () => {
            const snapshot = reading.result as
              { state: { queries: { queryKey: unknown[] }[] } } | undefined;
            db.close();
            resolve((snapshot?.state.queries ?? []).map((query) => JSON.stringify(query.queryKey)));
          };
          reading.onerror = () => reject(new Error('The kept queries could not be read'));
        };
      }),
  );
}

describe('the installable app offline (issue 16)', () => {
  const stack = stackContext();
  let world: FieldWorld;
  let programId: string;
  let browser: SignedInBrowser;

  beforeAll(async () => {
    world = await openFieldWorld(stack, 'Field program', FIELDS);
    ({ programId, browser } = world);
  });

  afterAll(() => closeFieldWorld(world));

  /** A collect with three records and a contributor whose rule lets them see and add records. */
  const fieldCollect = (firstName: string) =>
    fieldCollectOf(
      world,
      firstName,
      NAMES.map((name) => ({ full_name: name, region: 'north' })),
    );

  it('serves both manifests, fresh, with what installation needs', async () => {
    for (const [file, lang, start] of [
      ['/manifest.webmanifest', 'en', '/'],
      ['/manifest-fr.webmanifest', 'fr', '/fr/'],
    ] as const) {
      const response = await fetch(`${stack.webUrl}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const manifest = (await response.json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        name: 'Rainbow',
        short_name: 'Rainbow',
        lang,
        start_url: start,
        scope: '/',
        display: 'standalone',
        theme_color: '#4a4eef',
        background_color: '#ffffff',
      });
      const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of icons) {
        const image = await fetch(`${stack.webUrl}${icon.src}`);
        expect(image.headers.get('content-type')).toBe('image/png');
      }
    }
    const worker = await fetch(`${stack.webUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
  });

  for (const lang of ['en', 'fr'] as const) {
    it(
      `opens the grid and the new-record form after a reload without network (${lang})`,
      { timeout: 180_000 },
      async () => {
        const words = WORDS[lang];
        const prefix = lang === 'fr' ? '/fr' : '';
        const { collectId, contributor } = await fieldCollect(lang === 'en' ? 'Fiona' : 'Fanny');
        const gridPath = `${prefix}/${programId}/collects/${collectId}`;
        const page = await browser.signedIn(contributor);
        const context = page.context();
        onTestFailed(() => shot(page, `failure-offline-app-${lang}`));
        // 1. Online: the grid and the form, once, while the service worker installs.
        await page.goto(gridPath);
        for (const name of NAMES) await page.getByText(name, { exact: true }).waitFor();
        await waitForServiceWorker(page);
        // The page links the manifest of its language, which Chromium finds installable.
        expect(
          await page.evaluate(() =>
            document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
          ),
        ).toBe(words.manifest);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        // Playwright's contexts are off-the-record profiles, where Chromium never installs an
        // app: that is the one objection allowed, every other check must pass.
        const objections = installabilityErrors.map((error) => error.errorId);
        expect(objections.filter((id) => id !== 'in-incognito')).toEqual([]);

        // The grid's page is kept on the device (a moment after it arrived).
        await expect
          .poll(async () => (await keptQueryKeys(page)).join(' '), { timeout: 15_000 })
          .toMatch(new RegExp(`"collect","${collectId}","records","grid"`));
        // A record opened on the way is kept too: its edit form will open offline.
        await page.getByRole('row').filter({ hasText: OPENED }).click();
        await page.getByRole('heading', { level: 1, name: OPENED }).waitFor();
        const recordId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
        await expect
          .poll(async () => (await keptQueryKeys(page)).join(' '), { timeout: 15_000 })
          .toContain(`["record","${recordId}","detail"]`);
        await page.goBack();
        await page.getByRole('link', { name: words.newRecord }).click();
        await page.getByRole('heading', { level: 1, name: words.newRecord }).waitFor();
        await page.getByLabel(words.fullName).waitFor();

        // 2. Offline: reload the form; the app, the form and its fields come from the device.
        await context.setOffline(true);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: words.newRecord }).waitFor();
        await page.getByLabel(words.fullName).waitFor();
        await page.getByRole('textbox', { name: words.region }).waitFor();
        await page.getByRole('status').filter({ hasText: words.offline }).waitFor();
        await shot(page, `offline-app-${lang}-new-record`);

        // 3. Offline, the grid opens from the device, said to be possibly out of date.
        await page.goto(gridPath);
        for (const name of NAMES) await page.getByText(name, { exact: true }).waitFor();
        await page.getByText(words.savedCopy).waitFor();
        await page.getByRole('status').filter({ hasText: words.offline }).waitFor();
        await shot(page, `offline-app-${lang}-grid`);
        // Still signed in: the session was not taken for over.
        expect(new URL(page.url()).pathname).toBe(gridPath);

        // 4. Offline, the record opened online opens in its edit form.
        await page.goto(`${gridPath}/record/${recordId}/edit`);
        await page.getByRole('heading', { level: 1, name: words.editTitle(OPENED) }).waitFor();
        await expect.poll(() => page.getByLabel(words.fullName).inputValue()).toBe(OPENED);
        await shot(page, `offline-app-${lang}-edit`);

        // 5. Back online: the banner goes, and the grid, fetched again, is no kept copy.
        await context.setOffline(false);
        await page.getByRole('status').filter({ hasText: words.offline }).waitFor({
          state: 'hidden',
          timeout: 30_000,
        });
        await page.goto(gridPath);
        for (const name of NAMES) await page.getByText(name, { exact: true }).waitFor();
        await expect.poll(() => page.getByText(words.savedCopy).count()).toBe(0);
      },
    );
  }
});
