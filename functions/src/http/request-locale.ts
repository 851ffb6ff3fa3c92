import type { Request } from 'express';
import { DEFAULT_LOCALE, LOCALES } from '../shared/contract/locale.schema.js';
import type { Locale } from '../shared/contract/locale.schema.js';

/** The language of what the api writes for people: `?lang=`, else Accept-Language, else en. */
export function requestLocale(req: Request): Locale {
  const asked = req.query.lang;
  const fromQuery = LOCALES.find((locale) => locale === asked);
  if (fromQuery) return fromQuery;
  const accepted = req.acceptsLanguages(...LOCALES);
  return LOCALES.find((locale) => locale === accepted) ?? DEFAULT_LOCALE;
}
