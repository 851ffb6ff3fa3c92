import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api-client.js';
import { uniqueName } from '../support/fixtures.js';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { launchBrowser, openPage, signInAt } from './helpers/browser.js';
import { createProgramAsAdmin } from './helpers/programs.js';

const INVITATIONS = 45;

// The pagers follow the api's cursors: next and previous pages, the first page, and a reload
// or a shared link of a page reached by cursor, in English and French.
describe('list paging', () => {
  const stack = stackContext();
  const admin = superAdmin();
  let programId: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const created = await createProgramAsAdmin(uniqueName('Paged program'), { logo: false });
    programId = created.programId;
    const invitations = Array.from({ length: INVITATIONS }, (_, index) => ({
      email: `paged-${index}-${Date.now().toString(36)}@rainbow.test`,
      role: 'PROGRAM_MANAGER',
    }));
    const sent = await api(`/api/programs/${programId}/invite_users?lang=en`, {
      token: created.token,
      json: { invitations },
    });
    expect(sent.status).toBe(201);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    await context?.close();
  });

  async function signedIn(): Promise<Page> {
    ({ context, page } = await openPage(browser, stack.webUrl));
    await signInAt(page, admin.email, admin.password);
    await page.waitForURL(/\/[^/]+\/dashboard$/);
    return page;
  }

  const firstAddress = async () =>
    (await page.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();

  it('pages the invitations forwards, back, after a reload and to the first page', async () => {
    await signedIn();
    await page.goto(`/${programId}/members?tab=invitations`);
    await page.getByRole('navigation', { name: 'Page 1 of 3' }).waitFor();
    await page.getByText(`${INVITATIONS} items`).waitFor();
    const onPage1 = await firstAddress();

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('navigation', { name: 'Page 2 of 3' }).waitFor();
    expect(page.url()).toMatch(/invitations_page=2&invitations_cursor=[\w-]+/);
    const onPage2 = await firstAddress();
    expect(onPage2).not.toBe(onPage1);

    await page.reload();
    await page.getByRole('navigation', { name: 'Page 2 of 3' }).waitFor();
    expect(await firstAddress()).toBe(onPage2);

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('navigation', { name: 'Page 3 of 3' }).waitFor();
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByRole('navigation', { name: 'Page 2 of 3' }).waitFor();
    expect(await firstAddress()).toBe(onPage2);

    await page.getByRole('button', { name: 'First page' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'First page' }).click();
    await page.getByRole('navigation', { name: 'Page 1 of 3' }).waitFor();
    expect(page.url()).not.toMatch(/invitations_(page|cursor)=/);
    expect(await firstAddress()).toBe(onPage1);
  });

  it('says where the reader is in French', async () => {
    await signedIn();
    await page.goto(`/fr/${programId}/members?tab=invitations`);
    await page.getByRole('navigation', { name: 'Page 1 sur 3' }).waitFor();
    await page.getByRole('button', { name: 'Page suivante' }).click();
    await page.getByRole('navigation', { name: 'Page 2 sur 3' }).waitFor();
  });
});
