import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import {
  createProgram,
  invite,
  latestMail,
  linkOf,
  managedProgram,
  newEmail,
} from './support/people.js';
import type { ErrorBody } from '../src/shared/contract/error.schema.js';
import type { InvitationBody } from './support/people.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';
import type { TestUser } from './support/users.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('invitations', () => {
  let api: TestApi;
  let admin: TestUser;
  let manager: TestUser;
  let program: { id: string; collectId: string };
  let groupId: string;

  beforeAll(async () => {
    api = await startTestApi('invitations');
    ({ admin, program, manager } = await managedProgram(api, 'Invitations program'));
    const group = await call<{ userGroup: { _id: string } }>(
      api,
      `/api/programs/${program.id}/user-groups`,
      { token: manager.token, json: { name: { en: 'Volunteers' } } },
    );
    groupId = group.body.userGroup._id;
  });
  afterAll(() => api.close());

  describe('POST /api/programs/{program_id}/invite_users', () => {
    it('writes pending invitations, normalising e-mails, and answers them', async () => {
      const email = newEmail(api, 'Mixed.Case');
      const response = await invite(api, manager.token, program.id, [
        { email: `  ${email.toUpperCase()} `, role: 'PROGRAM_MANAGER' },
        {
          email: newEmail(api, 'contrib'),
          role: 'COLLECT_BULK_CONTRIBUTOR',
          collect_id: program.collectId,
          user_group_id: groupId,
        },
      ]);
      expect(response.status).toBe(201);
      const [first, second] = response.body.invitations;
      expect(first).toMatchObject({
        email: email.toLowerCase(),
        role: 'PROGRAM_MANAGER',
        status: 'PENDING',
        lang: 'en',
        program_id: program.id,
        invited_by: { _id: manager.uid, email: manager.email },
      });
      expect(first?.invitation_id).toBe(first?._id);
      expect(second).toMatchObject({ collect_id: program.collectId, user_group_id: groupId });
      const expires = new Date(first?.expires_at ?? 0).getTime() - Date.now();
      expect(Math.abs(expires - 14 * DAY_MS)).toBeLessThan(60_000);
      const stored = (await api.db.doc(`invitations/${first?._id}`).get()).data();
      expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toMatch(/"code"/);
    });

    it('e-mails each invitation in its language, with a registration link', async () => {
      const en = newEmail(api, 'mail-en');
      const fr = newEmail(api, 'mail-fr');
      await invite(api, manager.token, program.id, [{ email: en, role: 'PROGRAM_MANAGER' }]);
      await invite(api, manager.token, program.id, [{ email: fr, role: 'PROGRAM_MANAGER' }], 'fr');
      const english = await latestMail(api, en);
      expect(english.subject).toBe('Invitation to join Invitations program on Rainbow');
      expect(english.text).toContain('as program manager');
      expect(linkOf(english).url).toMatch(
        new RegExp(`^${api.config.webUrl}/registration/[\\w-]+\\?code=[\\w-]{43}$`),
      );
      const french = await latestMail(api, fr);
      expect(french.subject).toBe('Invitation à rejoindre Invitations program sur Rainbow');
      expect(linkOf(french).url).toContain(`${api.config.webUrl}/fr/registration/`);
      expect(french.html).toContain('<html lang="fr">');
    });

    it('updates the pending invitation of an address instead of adding one', async () => {
      const email = newEmail(api, 'again');
      const first = await invite(api, manager.token, program.id, [
        { email, role: 'PROGRAM_MANAGER' },
      ]);
      const firstLink = linkOf(await latestMail(api, email));
      const again = await invite(api, manager.token, program.id, [
        { email, role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: program.collectId },
      ]);
      expect(again.body.invitations[0]?._id).toBe(first.body.invitations[0]?._id);
      expect(again.body.invitations[0]?.role).toBe('COLLECT_SINGLE_CONTRIBUTOR');
      const stored = await api.db.collection('invitations').where('email', '==', email).get();
      expect(stored.size).toBe(1);
      // The first link died with the update.
      const old = await call<ErrorBody>(
        api,
        `/api/invite_user/fetch_email?id=${firstLink.id}&code=${firstLink.code}`,
      );
      expect(old.status).toBe(404);
    });

    it('keeps one invitation when the same address is invited twice at once', async () => {
      const email = newEmail(api, 'twice');
      const results = await Promise.all(
        [1, 2, 3].map(() =>
          invite(api, manager.token, program.id, [{ email, role: 'PROGRAM_MANAGER' }]),
        ),
      );
      for (const result of results) expect(result.status).toBe(201);
      const stored = await api.db.collection('invitations').where('email', '==', email).get();
      expect(stored.size).toBe(1);
    });

    it.each([
      [[], 'invitations', 'Too small'],
      [[{ email: 'not-an-email', role: 'PROGRAM_MANAGER' }], 'invitations.0.email', ''],
      [
        [{ email: 'a@b.dev', role: 'COLLECT_SINGLE_CONTRIBUTOR' }],
        'invitations.0.collect_id',
        'Required for contributor roles',
      ],
      [
        [{ email: 'a@b.dev', role: 'PROGRAM_MANAGER', collect_id: 'x' }],
        'invitations.0.collect_id',
        'Only contributor roles name a collect',
      ],
      [[{ email: 'a@b.dev', role: 'OWNER' }], 'invitations.0.role', ''],
      [
        [
          { email: 'same@b.dev', role: 'PROGRAM_MANAGER' },
          { email: 'SAME@b.dev', role: 'PROGRAM_MANAGER' },
        ],
        'invitations.1.email',
        'Listed twice',
      ],
    ])('refuses %j naming %s', async (invitations, path, message) => {
      const response = await invite(api, manager.token, program.id, invitations);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('INVITATION_FAILED');
      expect(response.body.error.message).toBe('Error when inviting user');
      const issue = response.body.error.details?.issues?.find((i) => i.path === path);
      expect(issue, JSON.stringify(response.body)).toBeDefined();
      if (message) expect(issue?.message).toContain(message);
    });

    it('refuses more than 50 invitations in one call', async () => {
      const many = Array.from({ length: 51 }, (_, index) => ({
        email: `many${index}@test.rainbow.dev`,
        role: 'PROGRAM_MANAGER',
      }));
      const response = await invite(api, manager.token, program.id, many);
      expect(response.status).toBe(400);
      expect(response.body.error.details?.issues?.[0]?.path).toBe('invitations');
    });

    it('refuses collects and groups of another program, or unknown ones', async () => {
      const other = await createProgram(api, admin, 'Other invitations program');
      const response = await invite(api, manager.token, program.id, [
        {
          email: newEmail(api, 'x'),
          role: 'COLLECT_SINGLE_CONTRIBUTOR',
          collect_id: other.collectId,
        },
        { email: newEmail(api, 'y'), role: 'PROGRAM_MANAGER', user_group_id: 'unknown-group' },
      ]);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'INVITATION_FAILED',
        details: {
          issues: [
            { path: 'invitations.0.collect_id', message: 'No such collect in this program' },
            { path: 'invitations.1.user_group_id', message: 'No such user group in this program' },
          ],
        },
      });
    });

    it('answers 409 to an address that already holds the role, and writes nothing', async () => {
      const fresh = newEmail(api, 'not-written');
      const response = await invite(api, manager.token, program.id, [
        { email: fresh, role: 'PROGRAM_MANAGER' },
        { email: manager.email.toUpperCase(), role: 'PROGRAM_MANAGER' },
      ]);
      expect(response.status).toBe(409);
      expect(response.body.error).toMatchObject({
        code: 'ALREADY_EXISTS',
        message: 'Error when inviting user',
        details: { issues: [{ path: 'invitations.1.email' }] },
      });
      const written = await api.db.collection('invitations').where('email', '==', fresh).get();
      expect(written.size).toBe(0);
    });

    it('logs INVITATION_SENT, then INVITATION_RESENT for an update', async () => {
      const email = newEmail(api, 'logged');
      await invite(api, manager.token, program.id, [{ email, role: 'PROGRAM_MANAGER' }]);
      await invite(api, manager.token, program.id, [{ email, role: 'PROGRAM_MANAGER' }]);
      const log = await call<{ activities: { action: string; target: { label: string } }[] }>(
        api,
        `/api/programs/${program.id}/activities?limit=5`,
        { token: manager.token },
      );
      const mine = log.body.activities.filter((entry) => entry.target.label === email);
      expect(mine.map((entry) => entry.action)).toEqual(['INVITATION_RESENT', 'INVITATION_SENT']);
    });
  });

  describe('POST /api/admin/auth/invite_user', () => {
    it('lets a super admin invite into any program', async () => {
      const email = newEmail(api, 'by-admin');
      const response = await call<{ invitation: InvitationBody }>(
        api,
        '/api/admin/auth/invite_user?lang=fr',
        { token: admin.token, json: { email, program_id: program.id, role: 'PROGRAM_MANAGER' } },
      );
      expect(response.status).toBe(201);
      expect(response.body.invitation).toMatchObject({ email, lang: 'fr', status: 'PENDING' });
      expect((await latestMail(api, email)).subject).toContain('Invitation à rejoindre');
    });

    it('names an unknown program', async () => {
      const response = await call<ErrorBody>(api, '/api/admin/auth/invite_user', {
        token: admin.token,
        json: { email: newEmail(api, 'z'), program_id: 'nope', role: 'PROGRAM_MANAGER' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'INVITATION_FAILED',
        details: { issues: [{ path: 'program_id', message: 'No such program' }] },
      });
    });
  });

  describe('GET /api/programs/{program_id}/invitations', () => {
    it('pages 20 at a time, newest first, with totals', async () => {
      const listed = await createProgram(api, admin, 'Listed invitations');
      const emails = Array.from({ length: 23 }, (_, index) => newEmail(api, `page${index}`));
      for (const email of emails) {
        await invite(api, admin.token, listed.id, [{ email, role: 'PROGRAM_MANAGER' }]);
      }
      type Page = {
        invitations: InvitationBody[];
        totalItems: number;
        pages: number;
        currentPage: number;
      };
      const first = await call<Page>(api, `/api/programs/${listed.id}/invitations`, {
        token: admin.token,
      });
      expect(first.body).toMatchObject({ totalItems: 23, pages: 2, currentPage: 1 });
      expect(first.body.invitations).toHaveLength(20);
      expect(first.body.invitations[0]?.email).toBe(emails[22]);
      const second = await call<Page>(api, `/api/programs/${listed.id}/invitations?page=2`, {
        token: admin.token,
      });
      expect(second.body.invitations.map((i) => i.email)).toEqual([
        emails[2],
        emails[1],
        emails[0],
      ]);
      expect(second.body.currentPage).toBe(2);
      const bad = await call<ErrorBody>(api, `/api/programs/${listed.id}/invitations?page=0`, {
        token: admin.token,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/^page: /);
    });
  });

  describe('resend and delete', () => {
    it('resends with a new code and expiry; the old link stops working', async () => {
      const email = newEmail(api, 'resend');
      const sent = await invite(api, manager.token, program.id, [
        { email, role: 'PROGRAM_MANAGER' },
      ]);
      const id = sent.body.invitations[0]?._id ?? '';
      const before = linkOf(await latestMail(api, email));
      const resent = await call<{ invitation: InvitationBody }>(
        api,
        `/api/program/${program.id}/resend-users-invitation?lang=fr`,
        { token: manager.token, json: { invitation_id: id } },
      );
      expect(resent.status).toBe(200);
      expect(resent.body.invitation).toMatchObject({ _id: id, lang: 'fr', status: 'PENDING' });
      const after = linkOf(await latestMail(api, email));
      expect(after.id).toBe(id);
      expect(after.code).not.toBe(before.code);
      const old = await call(api, `/api/invite_user/fetch_email?id=${id}&code=${before.code}`);
      expect(old.status).toBe(404);
      const current = await call(api, `/api/invite_user/fetch_email?id=${id}&code=${after.code}`);
      expect(current.status).toBe(200);
    });

    it('answers 404 for an invitation of another program', async () => {
      const other = await createProgram(api, admin, 'Resend elsewhere');
      const sent = await invite(api, admin.token, other.id, [
        { email: newEmail(api, 'elsewhere'), role: 'PROGRAM_MANAGER' },
      ]);
      const response = await call<ErrorBody>(
        api,
        `/api/program/${program.id}/resend-users-invitation`,
        { token: manager.token, json: { invitation_id: sent.body.invitations[0]?._id } },
      );
      expect(response.status).toBe(404);
    });

    it('deletes an invitation: its link stops working and the address can be invited again', async () => {
      const email = newEmail(api, 'deleted');
      const sent = await invite(api, manager.token, program.id, [
        { email, role: 'PROGRAM_MANAGER' },
      ]);
      const id = sent.body.invitations[0]?._id ?? '';
      const link = linkOf(await latestMail(api, email));
      const deleted = await call(api, `/api/admin/auth/delete-user-invitation/${id}`, {
        method: 'DELETE',
        token: manager.token,
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ _id: id });
      const fetched = await call(api, `/api/invite_user/fetch_email?id=${id}&code=${link.code}`);
      expect(fetched.status).toBe(404);
      const again = await call(api, `/api/admin/auth/delete-user-invitation/${id}`, {
        method: 'DELETE',
        token: manager.token,
      });
      expect(again.status).toBe(404);
      const reinvited = await invite(api, manager.token, program.id, [
        { email, role: 'PROGRAM_MANAGER' },
      ]);
      expect(reinvited.body.invitations[0]?._id).not.toBe(id);
    });
  });

  describe('GET /api/email/{id}', () => {
    it('shows an e-mail as a page with a strict CSP (no token needed in the emulators)', async () => {
      const email = newEmail(api, 'viewer');
      const sent = await invite(api, manager.token, program.id, [
        { email, role: 'PROGRAM_MANAGER' },
      ]);
      const mail = await latestMail(api, email);
      // The answer names the e-mail it wrote.
      expect(sent.body.invitations[0]?.mail_id).toBe(mail.id);
      const page = await call(api, `/api/email/${mail.id}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain('sandbox');
      expect(csp).not.toContain('script-src');
      expect(page.text).toContain(linkOf(mail).url.replace(/&/g, '&amp;'));
      expect((await call(api, '/api/email/unknown-mail')).status).toBe(404);
    });
  });
});

describe('the e-mail viewer outside the emulators', () => {
  let api: TestApi;

  beforeAll(async () => {
    // No emulator host in the configuration: the api behaves as in production.
    api = await startTestApi('email-prod', {
      env: {
        FIREBASE_AUTH_EMULATOR_HOST: '',
        FIRESTORE_EMULATOR_HOST: '',
        RAINBOW_WEB_API_KEY: 'key',
      },
    });
  });
  afterAll(() => api.close());

  it('is for super admins only', async () => {
    const ref = await api.db.collection('mail').add({
      to: 'x@example.org',
      message: { subject: 'S', html: '<p>Hello</p>', text: 'Hello' },
      created_at: new Date(),
    });
    expect(api.config.runningInEmulator).toBe(false);
    expect((await call(api, `/api/email/${ref.id}`)).status).toBe(401);
    const admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    const manager = await createTestUser(api, 'manager', {
      roles: [{ program_id: 'p', role: 'PROGRAM_MANAGER' }],
    });
    expect((await call(api, `/api/email/${ref.id}`, { token: manager.token })).status).toBe(403);
    const page = await call(api, `/api/email/${ref.id}`, { token: admin.token });
    expect(page.status).toBe(200);
    expect(page.text).toBe('<p>Hello</p>');
  });
});
