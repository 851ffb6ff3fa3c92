import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: 256 bits, not guessable, safe in a URL. */
export function newInvitationCode(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked database does not yield working links. */
export function hashInvitationCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

export function codeMatches(code: string, storedHash: string): boolean {
  const given = Buffer.from(hashInvitationCode(code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The link in the e-mail: the web app's registration route (`/registration/{id?}`, under `/fr`
 * for French) with the invitation id as the path segment and the code as `?code=`.
 */
export function registrationLink(
  webUrl: string,
  lang: 'en' | 'fr',
  invitationId: string,
  code: string,
): string {
  const prefix = lang === 'fr' ? '/fr' : '';
  return `${webUrl}${prefix}/registration/${encodeURIComponent(invitationId)}?code=${encodeURIComponent(code)}`;
}
