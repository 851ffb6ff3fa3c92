import { LOCALES, type Locale } from '@shared/contract/locales';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tags for Intl formatters. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };
