import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitation-mail.js';

const base = {
  to: 'new@example.org',
  programName: 'Literacy <2026> & "Co"',
  inviterName: '<script>alert(1)</script>',
  role: 'COLLECT_SINGLE_CONTRIBUTOR' as const,
  link: 'https://app.example/registration/inv?code=a&b',
  expiresAt: new Date('2026-03-04T10:00:00Z'),
};

describe('invitation e-mail', () => {
  it('writes English with the link, the role and the expiry date', () => {
    const mail = invitationMail({ ...base, lang: 'en' });
    expect(mail.subject).toBe('Invitation to join Literacy <2026> & "Co" on Rainbow');
    expect(mail.text).toContain('as individual contributor');
    expect(mail.text).toContain(`Accept the invitation: ${base.link}`);
    expect(mail.text).toContain('expires on 4 March 2026 (UTC)');
    expect(mail.html).toContain('href="https://app.example/registration/inv?code=a&amp;b"');
  });

  it('writes French', () => {
    const mail = invitationMail({ ...base, lang: 'fr', role: 'PROGRAM_MANAGER' });
    expect(mail.subject).toBe('Invitation à rejoindre Literacy <2026> & "Co" sur Rainbow');
    expect(mail.text).toContain('en tant que responsable de programme');
    expect(mail.text).toContain('expire le 4 mars 2026 (UTC)');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('escapes every user-provided value in the HTML part', () => {
    const mail = invitationMail({ ...base, lang: 'en' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Literacy &lt;2026&gt; &amp; &quot;Co&quot;');
  });
});
