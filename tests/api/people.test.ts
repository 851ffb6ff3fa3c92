import { beforeAll, describe, expect, it } from 'vitest';

import { api, signIn } from '../support/api-client.js';
import { stackContext } from '../support/stack-context.js';
import type { DemoAccount } from '../support/stack-context.js';

// The local invitation flow, black-box through Hosting's /api rewrite: the seeded manager invites
// someone, the e-mail is read from the emulators' outbox viewer, and the invitee registers from
// the link and signs in.

function demo(role: string): DemoAccount {
  const account = stackContext().demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`The seed reported no ${role} account`);
  return account;
}

describe('programs and people', () => {
  let managerToken: string;
  let programId: string;

  beforeAll(async () => {
    const manager = demo('PROGRAM_MANAGER');
    managerToken = await signIn(manager.email, manager.password);
    const programs = await api<{ programs: { _id: string; name: string }[] }>('/api/programs', {
      token: managerToken,
    });
    const program = programs.body.programs.find((candidate) => candidate.name === 'Rainbow Demo');
    if (!program) throw new Error('The seeded manager does not see "Rainbow Demo"');
    programId = program._id;
  });

  it('shows the demo program with its members', async () => {
    const members = await api<{ members: { email: string; role: string }[]; totalItems: number }>(
      `/api/programs/${programId}/members`,
      { token: managerToken },
    );
    expect(members.status).toBe(200);
    expect(members.body.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: demo('PROGRAM_MANAGER').email, role: 'PROGRAM_MANAGER' }),
        expect.objectContaining({ email: demo('COLLECT_SINGLE_CONTRIBUTOR').email }),
      ]),
    );
  });

  it('invites, shows the e-mail, registers from its link and signs the newcomer in', async () => {
    const email = `newcomer.${Date.now().toString(36)}@example.org`;
    const invited = await api<{ invitations: { _id: string; mail_id: string }[] }>(
      `/api/programs/${programId}/invite_users?lang=fr`,
      { token: managerToken, json: { invitations: [{ email, role: 'PROGRAM_MANAGER' }] } },
    );
    expect(invited.status).toBe(201);
    const invitation = invited.body.invitations[0];
    if (!invitation) throw new Error('no invitation in the answer');

    // No mail server locally: the outbox page opens without a token.
    const page = await fetch(`${stackContext().webUrl}/api/email/${invitation.mail_id}`);
    expect(page.status).toBe(200);
    // Hosting's SPA headers skip /api/**, so the function's strict policy reaches the browser.
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    const link = /href="([^"]*\/fr\/registration\/([^"?]+)\?code=([\w-]+))"/.exec(html);
    expect(link?.[2]).toBe(invitation._id);
    const code = link?.[3] ?? '';

    const fetched = await api<{ email: string; has_account: boolean }>(
      `/api/invite_user/fetch_email?id=${invitation._id}&code=${code}`,
    );
    expect(fetched.body).toMatchObject({ email, has_account: false });

    const password = 'newcomer-password';
    const registered = await api<{ token: string }>('/api/invite_user/register?has_task=false', {
      json: { id: invitation._id, code, first_name: 'New', last_name: 'Comer', password },
    });
    expect(registered.status).toBe(200);
    const me = await api<{ user: { email: string; roles: unknown[] } }>(
      '/api/auth/get_current_user',
      { token: registered.body.token },
    );
    expect(me.body.user).toMatchObject({
      email,
      roles: [{ program_id: programId, role: 'PROGRAM_MANAGER' }],
    });
    expect(await signIn(email, password)).toEqual(expect.any(String));

    const again = await api<{ error: { code: string } }>('/api/invite_user/register', {
      json: { id: invitation._id, code, first_name: 'New', last_name: 'Comer', password },
    });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('INVITATION_USED');
  });

  it('keeps the demo contributor out of people management', async () => {
    const contributor = demo('COLLECT_SINGLE_CONTRIBUTOR');
    const token = await signIn(contributor.email, contributor.password);
    const members = await api(`/api/programs/${programId}/members`, { token });
    expect(members.status).toBe(403);
    const log = await api(`/api/programs/${programId}/activities`, { token });
    expect(log.status).toBe(403);
  });
});
