import { escapeHtml } from '../../core/html.js';
import type { MailMessage } from '../../core/mail/mailer.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { Role } from '../../shared/contract/user.schema.js';

export interface InvitationMailInput {
  readonly to: string;
  readonly lang: Locale;
  readonly programName: string;
  readonly inviterName: string | null;
  readonly role: Role;
  readonly link: string;
  readonly expiresAt: Date;
}

const ROLE_LABELS: Readonly<Record<Locale, Readonly<Record<Role, string>>>> = {
  en: {
    PROGRAM_MANAGER: 'program manager',
    COLLECT_SINGLE_CONTRIBUTOR: 'individual contributor',
    COLLECT_BULK_CONTRIBUTOR: 'EdTech contributor',
  },
  fr: {
    PROGRAM_MANAGER: 'responsable de programme',
    COLLECT_SINGLE_CONTRIBUTOR: 'contributeur individuel',
    COLLECT_BULK_CONTRIBUTOR: 'contributeur EdTech',
  },
};

interface Texts {
  subject: string;
  greeting: string;
  invited: string;
  action: string;
  expiry: string;
  ignore: string;
}

function texts(input: InvitationMailInput): Texts {
  const role = ROLE_LABELS[input.lang][input.role];
  const date = input.expiresAt.toLocaleDateString(input.lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  if (input.lang === 'fr') {
    return {
      subject: `Invitation à rejoindre ${input.programName} sur Rainbow`,
      greeting: 'Bonjour,',
      invited: input.inviterName
        ? `${input.inviterName} vous invite à rejoindre le programme « ${input.programName} » sur Rainbow en tant que ${role}.`
        : `Vous êtes invité·e à rejoindre le programme « ${input.programName} » sur Rainbow en tant que ${role}.`,
      action: 'Accepter l’invitation',
      expiry: `Ce lien fonctionne une seule fois et expire le ${date} (UTC).`,
      ignore: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
    };
  }
  return {
    subject: `Invitation to join ${input.programName} on Rainbow`,
    greeting: 'Hello,',
    invited: input.inviterName
      ? `${input.inviterName} invites you to join the program “${input.programName}” on Rainbow as ${role}.`
      : `You are invited to join the program “${input.programName}” on Rainbow as ${role}.`,
    action: 'Accept the invitation',
    expiry: `This link works once and expires on ${date} (UTC).`,
    ignore: 'If you did not expect this invitation, you can ignore this message.',
  };
}

/**
 * The invitation e-mail in the invitation's language: an HTML part (every value escaped, inline
 * styles only, as mail clients want) and a plain-text part.
 */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const t = texts(input);
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1b1f24;line-height:1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.invited)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#4c3fd1;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#57606a">${escapeHtml(t.expiry)}<br>${link}</p>
<p style="font-size:13px;color:#57606a">${escapeHtml(t.ignore)}</p>
</body></html>`;
  const text = [
    t.greeting,
    '',
    t.invited,
    '',
    `${t.action}: ${input.link}`,
    '',
    t.expiry,
    t.ignore,
  ].join('\n');
  return { to: input.to, subject: t.subject, html, text };
}
