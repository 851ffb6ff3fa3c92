import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';
import { api } from '../support/api-client.js';
import { pngLogo } from '../support/fixtures.js';
import { stackContext } from '../support/stack-context.js';
import { addRecords, waitForRulesApplied } from './helpers/access-world.js';
import type { TestUser } from './helpers/accounts.js';
import type { SignedInBrowser } from './helpers/browser.js';
import {
  closeFieldWorld,
  fieldCollect as fieldCollectOf,
  openFieldWorld,
  VISIT_FIELDS,
  type FieldWorld,
} from './helpers/field-world.js';

// Issue 16, the outbox: records a contributor saves with the network cut (DevTools' offline
// emulation) wait on the device, survive a reload, and reach the server exactly once when the
// connection returns, even when an answer is lost on the way; a record a manager changed
// meanwhile is a conflict the contributor resolves field by field; a record the contributor's
// rules no longer allow is refused with its reason, kept, and can be downloaded.

const FIELDS: FieldDefinitionInput[] = [
  ...VISIT_FIELDS,
  {
    label: { en: 'Photo', fr: 'Photo' },
    variable: 'photo',
    datatype: 'STRING',
    input_method: 'FILE_UPLOAD',
  },
];

const WORDS = {
  en: {
    queued: 'Saved on this device — it will be sent when you are back online',
    newRecord: 'New record',
    fullName: 'Full name',
    add: 'Add record',
    save: 'Save changes',
    chooseFile: 'Choose a file for Photo',
    waiting: (count: number) => `Waiting to be sent (${count})`,
    sent: (count: number) => `Sent (${count})`,
    refused: (count: number) => `Refused (${count})`,
    conflicts: (count: number) => `Conflicts to resolve (${count})`,
    badge: (count: number) =>
      `Outbox: ${count} ${count === 1 ? 'record' : 'records'} to send or check`,
    sendNow: 'Send now',
    openOutbox: /^Open the outbox\s*3$/,
    download: 'Download as a file',
    refusedJson: 'Refused records (JSON)',
    reason: /^Reason: .+/,
    caption: 'Your version and theirs, field by field',
    pick: (field: string, side: 'Mine' | 'Theirs') => `Keep for ${field}: ${side}`,
    mine: 'Mine' as const,
    theirs: 'Theirs' as const,
    region: 'Region',
    sendChoice: 'Send my choice',
  },
  fr: {
    queued: 'Enregistré sur cet appareil — il sera envoyé dès le retour de la connexion',
    newRecord: 'Nouvel enregistrement',
    fullName: 'Nom complet',
    add: 'Ajouter l’enregistrement',
    save: 'Enregistrer les modifications',
    chooseFile: 'Choisir un fichier pour Photo',
    waiting: (count: number) => `En attente d’envoi (${count})`,
    sent: (count: number) => `Envoyés (${count})`,
    refused: (count: number) => `Refusés (${count})`,
    conflicts: (count: number) => `Conflits à résoudre (${count})`,
    badge: (count: number) =>
      `Boîte d’envoi : ${count} ${count === 1 ? 'enregistrement' : 'enregistrements'} à envoyer ou vérifier`,
    sendNow: 'Envoyer maintenant',
    openOutbox: /^Ouvrir la boîte d’envoi\s*3$/,
    download: 'Télécharger dans un fichier',
    refusedJson: 'Enregistrements refusés (JSON)',
    reason: /^Motif : .+/,
    caption: 'Votre version et la leur, champ par champ',
    pick: (field: string, side: 'La mienne' | 'La leur') => `Garder pour ${field}: ${side}`,
    mine: 'La mienne' as const,
    theirs: 'La leur' as const,
    region: 'Région',
    sendChoice: 'Envoyer mon choix',
  },
} as const;

const shotsDir = process.env.RAINBOW_SCREENSHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir || page.isClosed()) return;
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

/** The query keys the app has kept in IndexedDB for offline reads (lib/offline). */
function keptQueryKeys(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const opening = indexedDB.open('rainbow-offline-reads');
        opening.onerror = () => resolve('');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('snapshots')) {
            db.close();
            resolve('');
            return;
          }
          const reading = db.transaction('snapshots').objectStore('snapshots').get('queries');
          reading.onsuccess = () => {
            const snapshot = reading.result as
              { state: { queries: { queryKey: unknown[] }[] } } | undefined;
            db.close();
            resolve(
              (snapshot?.state.queries ?? [])
                .map((query) => JSON.stringify(query.queryKey))
                .join(' '),
            );
          };
          reading.onerror = () => resolve('');
        };
      }),
  );
}

interface StoredRecord {
  _id: string;
  version: number;
  fields: Record<string, unknown>;
}

describe('the outbox (issue 16)', () => {
  const stack = stackContext();
  let world: FieldWorld;
  let programId: string;
  let managerToken: string;
  let browser: SignedInBrowser;

  beforeAll(async () => {
    world = await openFieldWorld(stack, 'Outbox program', FIELDS);
    ({ programId, managerToken, browser } = world);
  });

  afterAll(() => closeFieldWorld(world));

  /** A collect and a contributor whose WRITE rule (no condition) lets them add and edit records. */
  const fieldCollect = (firstName: string) => fieldCollectOf(world, firstName);

  async function storedRecords(collectId: string): Promise<StoredRecord[]> {
    const read = await api<{ items: StoredRecord[] }>(
      `/api/program/collects/${collectId}/items?limit=50`,
      { token: managerToken },
    );
    if (read.status !== 200) throw new Error(`Items unreadable: ${JSON.stringify(read.body)}`);
    return read.body.items;
  }

  /** Signed in and online on `start`, with the service worker in control and the form kept. */
  async function contributorOn(contributor: TestUser, start: string, collectId: string) {
    const page = await browser.signedIn(contributor);
    await page.goto(start);
    await waitForServiceWorker(page);
    await expect
      .poll(() => keptQueryKeys(page), { timeout: 15_000 })
      .toContain(`"collect","${collectId}","detail"`);
    return { page, context: page.context() };
  }

  /** Types a record into the new-record form and saves it while offline. */
  async function addOffline(page: Page, words: (typeof WORDS)['en' | 'fr'], name: string) {
    await page.getByRole('heading', { level: 1, name: words.newRecord }).waitFor();
    await page.getByLabel(words.fullName).fill(name);
  }

  it(
    'creates three records offline, one with a file, and they reach the server exactly once',
    { timeout: 240_000 },
    async () => {
      const words = WORDS.en;
      const names = ['Alma Aubert', 'Basile Brun', 'Céleste Caron'];
      const { collectId, contributor } = await fieldCollect('Olga');
      const gridPath = `/${programId}/collects/${collectId}`;
      const { page, context } = await contributorOn(
        contributor,
        `${gridPath}/new_record`,
        collectId,
      );
      onTestFailed(() => shot(page, 'failure-offline-outbox-create'));

      // 1. Offline: three records, the second with a photo; each lands back on the collect.
      await context.setOffline(true);
      for (const [index, name] of names.entries()) {
        if (index > 0) await page.goto(`${gridPath}/new_record`);
        await addOffline(page, words, name);
        if (index === 1) {
          await page.getByLabel(words.chooseFile).setInputFiles({
            name: 'visit.png',
            mimeType: 'image/png',
            buffer: Buffer.from(await pngLogo().arrayBuffer()),
          });
          await page.getByText('visit.png').first().waitFor();
        }
        await page.getByRole('button', { name: words.add }).click();
        await page.getByText(words.queued).waitFor();
        await page.waitForURL((url) => url.pathname === gridPath);
      }

      // 2. A reload without network: the outbox is still there, in the badge and on its page.
      await page.reload();
      // The offline banner leads there too.
      await page.getByRole('status').getByRole('link', { name: words.openOutbox }).waitFor();
      await page.getByRole('link', { name: words.badge(3) }).click();
      await page.getByRole('heading', { name: words.waiting(3), exact: true }).waitFor();
      for (const name of names) await page.getByText(name, { exact: true }).waitFor();
      await shot(page, 'offline-outbox-waiting');
      expect(await storedRecords(collectId)).toEqual([]);

      // 3. Back online, the first answer is lost on the way: the record was made, the page
      //    never heard. The next run sends it again with the same id, then the others.
      const creates: string[] = [];
      let lost = 0;
      await context.route('**/new_record', async (route: Route) => {
        creates.push(String((route.request().postDataJSON() as { _id: string })._id));
        if (lost === 0) {
          lost += 1;
          await route.fetch();
          await route.abort('failed');
          return;
        }
        await route.continue();
      });
      await context.setOffline(false);
      // On reconnection, or at the latest on the next 30 s try (the browser's online event can
      // be missed after a reload offline).
      await expect.poll(() => lost, { timeout: 45_000 }).toBe(1);
      await page.getByRole('button', { name: words.sendNow }).click();
      await page
        .getByRole('heading', { name: words.sent(3), exact: true })
        .waitFor({ timeout: 30_000 });
      await shot(page, 'offline-outbox-sent');

      // The lost one went twice with the same id, and the server holds it once: three records.
      expect(creates[1]).toBe(creates[0]);
      const stored = await storedRecords(collectId);
      expect(stored.map((record) => record.fields.full_name).sort()).toEqual([...names].sort());
      expect(stored.filter((record) => record._id === creates[0])).toHaveLength(1);
      const withPhoto = stored.find((record) => record.fields.full_name === names[1]);
      expect(String(withPhoto?.fields.photo)).toMatch(
        new RegExp(`/api/collects/${collectId}/files/.+/visit\\.png$`),
      );
      // The badge counts nothing left to do.
      await expect.poll(() => page.getByRole('link', { name: /to send or check/ }).count()).toBe(0);
      await context.unroute('**/new_record');
    },
  );

  it(
    'an edit made offline while a manager changed the record is resolved field by field (fr)',
    { timeout: 180_000 },
    async () => {
      const words = WORDS.fr;
      const { collectId, contributor } = await fieldCollect('Oscar');
      const [recordId = ''] = await addRecords(managerToken, programId, collectId, [
        { full_name: 'Dora Dupont', region: 'north' },
      ]);
      const editPath = `/fr/${programId}/collects/${collectId}/record/${recordId}/edit`;
      const { page, context } = await contributorOn(contributor, editPath, collectId);
      onTestFailed(() => shot(page, 'failure-offline-outbox-conflict'));

      // 1. The contributor renames the person offline; meanwhile the manager, online, changes
      //    the name and the region.
      await context.setOffline(true);
      await page.getByLabel(words.fullName).fill('Dora Durand');
      await page.getByRole('button', { name: words.save }).click();
      await page.getByText(words.queued).waitFor();
      const changed = await api(
        `/api/programs/${programId}/collects/${collectId}/records/${recordId}`,
        {
          method: 'PUT',
          token: managerToken,
          json: { fields: { full_name: 'Dora Dupuis', region: 'south' }, version: 1 },
        },
      );
      expect(changed.status).toBe(200);

      // 2. Back online: the edit meets the manager's, and the outbox shows both versions.
      await context.setOffline(false);
      await page.goto('/fr/outbox');
      await page
        .getByRole('heading', { name: words.conflicts(1), exact: true })
        .waitFor({ timeout: 30_000 });
      const table = page.getByRole('table', { name: words.caption });
      for (const text of ['Dora Durand', 'Dora Dupuis', 'Nord', 'Sud']) {
        await table.getByText(text, { exact: true }).waitFor();
      }
      await shot(page, 'offline-outbox-conflict-fr');
      // What the contributor changed is theirs to keep; the region, only the manager changed.
      await expect(
        page.getByRole('radio', { name: words.pick(words.fullName, words.mine) }).isChecked(),
      ).resolves.toBe(true);
      await expect(
        page.getByRole('radio', { name: words.pick(words.region, words.theirs) }).isChecked(),
      ).resolves.toBe(true);
      await page.getByRole('button', { name: words.sendChoice }).click();
      await page.getByRole('heading', { name: words.sent(1), exact: true }).waitFor();

      // 3. The pick is stored, and the activity log has the contributor's update.
      const read = await api<{ record: StoredRecord }>(`/api/collectItem/${recordId}`, {
        token: managerToken,
      });
      expect(read.body.record.fields).toMatchObject({ full_name: 'Dora Durand', region: 'south' });
      expect(read.body.record.version).toBe(3);
      const log = await api<{
        activities: { action: string; actor: { _id: string }; target: { _id: string } }[];
      }>(
        `/api/programs/${programId}/activities?action=RECORD_UPDATED&actor_id=${contributor.uid}`,
        { token: managerToken },
      );
      expect(log.status).toBe(200);
      expect(log.body.activities.map((entry) => entry.target._id)).toContain(recordId);
    },
  );

  it(
    'a record whose rule was removed meanwhile is refused with its reason, kept, and downloadable',
    { timeout: 180_000 },
    async () => {
      const words = WORDS.en;
      const { collectId, contributor, ruleId } = await fieldCollect('Pia');
      const gridPath = `/${programId}/collects/${collectId}`;
      const { page, context } = await contributorOn(
        contributor,
        `${gridPath}/new_record`,
        collectId,
      );
      onTestFailed(() => shot(page, 'failure-offline-outbox-refused'));

      // 1. Offline, a record; meanwhile the manager removes the contributor's rule.
      await context.setOffline(true);
      await addOffline(page, words, 'Eliane Exemple');
      await page.getByRole('button', { name: words.add }).click();
      await page.getByText(words.queued).waitFor();
      const removed = await api(`/api/collects/${collectId}/attributionRules/${ruleId}`, {
        method: 'DELETE',
        token: managerToken,
      });
      expect(removed.status).toBe(200);
      await waitForRulesApplied(managerToken, collectId);

      // 2. Back online: refused, with the server's reason, and still in the outbox.
      await context.setOffline(false);
      await page.goto('/outbox');
      const refused = page.getByRole('region', { name: words.refused(1), exact: true });
      await refused.waitFor({ timeout: 30_000 });
      await refused.getByText('Eliane Exemple').waitFor();
      await refused.getByText(words.reason).waitFor();
      await page.getByRole('link', { name: words.badge(1) }).waitFor();
      await shot(page, 'offline-outbox-refused');
      await page.reload();
      await page.getByRole('region', { name: words.refused(1), exact: true }).waitFor();
      expect(await storedRecords(collectId)).toEqual([]);

      // 3. Downloaded as a file, with everything typed and the reason.
      await page.getByRole('button', { name: words.download }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: words.refusedJson }).click(),
      ]);
      const file = await download.path();
      const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        status: string;
        reason: string;
        fields: Record<string, unknown>;
      }[];
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({
        status: 'refused',
        fields: { full_name: 'Eliane Exemple' },
      });
      expect(saved[0]?.reason.length).toBeGreaterThan(0);
    },
  );
});
