import { escapeHtml } from '../../core/html.js';
import type { MailMessage } from '../../core/mail/mailer.js';
import type { Locale } from '../../shared/contract/locale.schema.js';

/** One recipient's own figures: the records their rules give them, and those missing the field. */
export interface RecipientFigures {
  readonly collectTitle: string;
  readonly records: number;
  /** Null when the reminder names no field. */
  readonly missing: number | null;
  readonly missingField: string | null;
}

export interface ReminderMailInput {
  readonly to: string;
  readonly lang: Locale;
  readonly firstName: string;
  readonly programName: string;
  /** The manager's subject and message, sent as written (the same in every language). */
  readonly subject: string;
  readonly message: string;
  readonly figures: RecipientFigures | null;
}

function count(lang: Locale, value: number): string {
  return value.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB');
}

function figuresLines(input: ReminderMailInput): string[] {
  const { figures, lang } = input;
  if (!figures) return [];
  const lines =
    lang === 'fr'
      ? [
          `Vos chiffres dans la collecte « ${figures.collectTitle} » :`,
          `• ${count(lang, figures.records)} enregistrement(s) vous sont attribués`,
        ]
      : [
          `Your figures in the collect “${figures.collectTitle}”:`,
          `• ${count(lang, figures.records)} record(s) are assigned to you`,
        ];
  if (figures.missing !== null && figures.missingField !== null) {
    lines.push(
      lang === 'fr'
        ? `• ${count(lang, figures.missing)} d’entre eux n’ont pas de valeur pour « ${figures.missingField} »`
        : `• ${count(lang, figures.missing)} of them have no value for “${figures.missingField}”`,
    );
  }
  return lines;
}

function frame(input: ReminderMailInput) {
  const name = input.firstName.trim();
  if (input.lang === 'fr') {
    return {
      greeting: name ? `Bonjour ${name},` : 'Bonjour,',
      footer: `Vous recevez ce rappel du programme « ${input.programName} » sur Rainbow.`,
    };
  }
  return {
    greeting: name ? `Hello ${name},` : 'Hello,',
    footer: `You receive this reminder from the program “${input.programName}” on Rainbow.`,
  };
}

/**
 * A reminder e-mail in the recipient's language: the manager's message between a greeting and
 * a footer in that language, with the recipient's own figures when the reminder asks for them.
 * The HTML part escapes every value and keeps the message's line breaks.
 */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const { greeting, footer } = frame(input);
  const figures = figuresLines(input);
  const text = [
    greeting,
    '',
    input.message,
    ...(figures.length ? ['', ...figures] : []),
    '',
    footer,
  ].join('\n');
  const paragraph = (lines: readonly string[]) =>
    `<p>${lines.map((line) => escapeHtml(line)).join('<br>')}</p>`;
  const html = `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1b1f24;line-height:1.5">
${paragraph([greeting])}
${paragraph(input.message.split('\n'))}
${figures.length ? paragraph(figures) : ''}
<p style="color:#5c636e;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
