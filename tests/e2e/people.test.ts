import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api-client.js';
import { uniqueName } from '../support/fixtures.js';
import { stackContext, superAdmin } from '../support/stack-context.js';
import { launchBrowser, openPage, pathOf, signInAt } from './helpers/browser.js';
import { TestAccounts } from './helpers/accounts.js';
import { Outbox } from './helpers/outbox.js';
import { createProgramAsAdmin } from './helpers/programs.js';

// A 1×1 PNG, as a browser would upload it.
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function newAddress(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@rainbow.test`;
}

// Programs and the people in them, end to end: a program is created with its logo, a manager
// is invited, opens the e-mail, registers from its link and signs in.
describe('programs and people', () => {
  const stack = stackContext();
  const admin = superAdmin();
  let outbox: Outbox;
  let accounts: TestAccounts;
  let otherProgramId: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    outbox = new Outbox(stack);
    accounts = new TestAccounts(stack);
    ({ programId: otherProgramId } = await createProgramAsAdmin(uniqueName('Members program'), {
      logo: false,
    }));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await outbox?.close();
    await accounts?.close();
  });

  afterEach(async () => {
    await context?.close();
  });

  async function signedIn(email: string, password: string): Promise<Page> {
    ({ context, page } = await openPage(browser, stack.webUrl));
    await signInAt(page, email, password);
    await page.waitForURL(/\/[^/]+\/dashboard$/);
    return page;
  }

  /** Opens the newest e-mail to `address` as the local e-mail viewer shows it. */
  async function openInvitationMail(address: string): Promise<void> {
    const mailId = await outbox.latestMailTo(address);
    await page.goto(`/api/email/${mailId}`);
  }

  it('creates a program with a logo, invites a manager who registers and signs in', async () => {
    const programName = uniqueName('People program');
    const managerEmail = newAddress('new-manager');
    const password = 'Manager-Pw-2026';
    await signedIn(admin.email, admin.password);

    await page.goto('/admin/create_program');
    await page.getByLabel('Program name').fill(programName);
    await page
      .getByLabel('Choose a logo image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByRole('button', { name: 'Create the program' }).click();
    await page.waitForURL(/\/[^/]+\/dashboard$/);
    const programId = pathOf(page).split('/')[1] ?? '';
    await page.getByRole('heading', { level: 1, name: programName }).waitFor();

    await page.goto(`/${programId}/members`);
    await page.getByRole('heading', { level: 1, name: 'Users and roles' }).waitFor();
    await page.getByRole('button', { name: 'Invite people' }).click();
    const dialog = page.getByRole('dialog', { name: `Invite people to ${programName}` });
    await dialog.getByLabel('E-mail address 1').fill(managerEmail);
    await dialog.getByLabel('Role 1').click();
    await page.getByRole('option', { name: 'Program manager' }).click();
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Invitations', selected: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: managerEmail });
    await row.getByText('Pending').waitFor();

    await openInvitationMail(managerEmail);
    await page.getByText(`join the program “${programName}”`).waitFor();
    await page.getByRole('link', { name: 'Accept the invitation' }).click();
    await page.waitForURL(/\/registration\/[^/?]+\?code=/);
    const registrationLink = pathOf(page);

    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByText(programName, { exact: true }).waitFor();
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm the password').fill(password);
    await page.getByRole('button', { name: 'Create my account and join' }).click();
    await page.waitForURL(`**/${programId}/dashboard`);
    await page.getByRole('heading', { level: 1, name: programName }).waitFor();

    // The link worked once: opened again, it says so and points to signing in.
    await page.goto(registrationLink);
    await page
      .getByRole('heading', { level: 1, name: 'This invitation has already been accepted' })
      .waitFor();

    await context.close();
    await signedIn(managerEmail, password);
    expect(pathOf(page)).toBe(`/${programId}/dashboard`);
    await page.getByRole('heading', { level: 1, name: programName }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users and roles' })
      .waitFor();
  });

  it('registers from a French invitation under /fr', async () => {
    const programName = uniqueName('Programme FR');
    const { token, programId } = await createProgramAsAdmin(programName, { logo: false });
    const email = newAddress('nouvelle');
    const invited = await api(`/api/programs/${programId}/invite_users?lang=fr`, {
      token,
      json: { invitations: [{ email, role: 'PROGRAM_MANAGER' }] },
    });
    expect(invited.status).toBe(201);

    ({ context, page } = await openPage(browser, stack.webUrl));
    await openInvitationMail(email);
    await page.getByRole('link', { name: 'Accepter l’invitation' }).click();
    await page.waitForURL(/\/fr\/registration\/[^/?]+\?code=/);

    await page.getByRole('heading', { level: 1, name: 'Créer votre compte' }).waitFor();
    await page.getByLabel('Prénom').fill('Noé');
    await page.getByLabel('Nom', { exact: true }).fill('Nouveau');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Motdepasse-2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Motdepasse-2026');
    await page.getByRole('button', { name: 'Créer mon compte et rejoindre' }).click();

    await page.waitForURL(`**/fr/${programId}/dashboard`);
    await page.getByRole('heading', { level: 1, name: programName }).waitFor();
  });

  it('adds the role to an existing account once its holder signs in to accept', async () => {
    const programName = uniqueName('Second program');
    const { token, programId } = await createProgramAsAdmin(programName, { logo: false });
    const existing = await accounts.createUser('Emil', [
      { program_id: otherProgramId, role: 'PROGRAM_MANAGER' },
    ]);
    await api(`/api/programs/${programId}/invite_users?lang=en`, {
      token,
      json: { invitations: [{ email: existing.email, role: 'PROGRAM_MANAGER' }] },
    });

    ({ context, page } = await openPage(browser, stack.webUrl));
    await openInvitationMail(existing.email);
    await page.getByRole('link', { name: 'Accept the invitation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Join the program' }).waitFor();
    await page.getByLabel(`Password of ${existing.email}`).fill(existing.password);
    await page.getByRole('button', { name: 'Sign in and accept' }).click();

    await page.waitForURL(`**/${programId}/dashboard`);
    await page.getByRole('heading', { level: 1, name: programName }).waitFor();
  });

  it('changes a member’s role, then removes them from the program', async () => {
    const member = await accounts.createUser('Rosa', [
      { program_id: otherProgramId, role: 'PROGRAM_MANAGER' },
    ]);
    await signedIn(admin.email, admin.password);
    await page.goto(`/${otherProgramId}/members`);
    await page
      .getByRole('searchbox', { name: 'Search members by name or e-mail' })
      .fill(member.email);
    const row = page.getByRole('row').filter({ hasText: member.email });

    await row.getByRole('button', { name: 'Actions for Rosa Tester' }).click();
    await page.getByRole('menuitem', { name: 'Change the role' }).click();
    const edit = page.getByRole('dialog', { name: 'Change the role' });
    await edit.getByRole('textbox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'EdTech contributor' }).click();
    await edit.getByRole('button', { name: 'Save the role' }).click();
    await edit.getByText('Choose the collect this contributor works on.').waitFor();
    await edit.getByRole('textbox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Program manager' }).click();
    await edit.getByRole('button', { name: 'Save the role' }).click();
    await edit.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Actions for Rosa Tester' }).click();
    await page.getByRole('menuitem', { name: 'Remove from the program' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Rosa Tester?' });
    await confirm.getByRole('button', { name: 'Remove from the program' }).click();
    await page.getByRole('heading', { name: 'No member matches' }).waitFor();
  });

  it('explains a registration link that is not valid', async () => {
    ({ context, page } = await openPage(browser, stack.webUrl));
    await page.goto(`/registration/unknown-id?code=${'a'.repeat(43)}`);
    await page
      .getByRole('heading', { level: 1, name: 'This invitation link is not valid' })
      .waitFor();
    await page.getByRole('link', { name: 'Go to sign in' }).waitFor();
  });

  it('edits a program’s settings, then deletes it after its name is typed', async () => {
    const programName = uniqueName('Doomed program');
    const { programId } = await createProgramAsAdmin(programName, { logo: false });
    await signedIn(admin.email, admin.password);

    await page.goto(`/${programId}/settings`);
    await page.getByLabel('Description').fill('Short-lived, for a test.');
    await page
      .getByLabel('Choose a logo image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await page.getByText("The program's settings have been saved.").waitFor();
    await page.goto(`/${programId}/about`);
    await page.getByText('Short-lived, for a test.').waitFor();

    await page.goto(`/${programId}/settings`);
    await page.getByRole('button', { name: 'Delete this program' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${programName}”?` });
    const confirm = dialog.getByRole('button', { name: 'Delete the program' });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(`Type “${programName}” to confirm`).fill(programName);
    await confirm.click();

    await page.getByText(`“${programName}” has been deleted`).waitFor();
    await page.waitForURL((url) => !url.pathname.includes(programId));
    await page.getByRole('button', { name: 'Switch program' }).click();
    await expect(page.getByRole('menuitem', { name: programName }).count()).resolves.toBe(0);
  });

  it('keeps a contributor out of the people screens', async () => {
    const contributor = stack.demoAccounts.find((account) => /CONTRIBUTOR/.test(account.role));
    if (!contributor) throw new Error('The seed reported no contributor');
    await signedIn(contributor.email, contributor.password);
    const programId = pathOf(page).split('/')[1] ?? '';
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Dashboard' }).waitFor();
    await expect(sidebar.getByRole('link', { name: 'Users and roles' }).count()).resolves.toBe(0);

    for (const screen of ['members', 'user_groups', 'settings', 'activity_log']) {
      await page.goto(`/${programId}/${screen}`);
      await page.waitForURL(`**/${programId}/dashboard`);
    }
  });
});
