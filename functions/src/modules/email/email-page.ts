import { escapeHtml } from '../../core/html.js';
import type { StoredMail } from './email.repository.js';

/**
 * No script may run, nothing may load from elsewhere, the page cannot be framed or submit
 * anything, and `sandbox` gives it an opaque origin: even a hostile message could not act as
 * the api's origin. Inline styles stay allowed, as e-mail HTML needs them.
 */
export const EMAIL_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  'sandbox allow-popups allow-popups-to-escape-sandbox',
].join('; ');

/** The e-mail as a browser page: its HTML part, or its text part escaped when it has none. */
export function renderEmailPage(mail: StoredMail): string {
  if (mail.html) return mail.html;
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body><p>To: ${escapeHtml(mail.to.join(', '))}</p><pre>${escapeHtml(mail.text)}</pre></body></html>`;
}
