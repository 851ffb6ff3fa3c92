import { NECESSARY_COOKIE_CONSENT_DAYS } from '@/config/constants';
import { CONSENT_COOKIE_NAME } from '@/config/constants';
import { readCookie, writeCookie } from '@/lib/cookies';

/** `necessary`: only what the app needs to work; `all`: analytics (the tag manager) too. */
export type Consent = 'necessary' | 'all';

export function readConsent(): Consent | null {
  const value = readCookie(CONSENT_COOKIE_NAME);
  return value === 'necessary' || value === 'all' ? value : null;
}

/** The choice is kept one year (SPEC §9), then asked again. */
export function writeConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE_NAME, consent, NECESSARY_COOKIE_CONSENT_DAYS);
}
