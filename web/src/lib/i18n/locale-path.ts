import { DEFAULT_LOCALE, type Locale } from '@shared/contract/locales';
import { isLocale } from './locales';

export interface LocalizedPath {
  locale: Locale;
  /** The path without its locale prefix, always starting with `/`. */
  path: string;
}

/** Splits `/fr/a/b` into `{ locale: 'fr', path: '/a/b' }`; unprefixed paths are English. */
export function splitLocale(pathname: string): LocalizedPath {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first) && first !== DEFAULT_LOCALE) {
    return { locale: first, path: `/${rest.join('/')}` };
  }
  return { locale: DEFAULT_LOCALE, path: pathname.startsWith('/') ? pathname : `/${pathname}` };
}

/** Prefixes an app path (`/a/b?x=1`) with the locale segment when the locale needs one. */
export function localizePath(path: string, locale: Locale): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return absolute;
  if (absolute === '/') return `/${locale}`;
  if (absolute.startsWith('/?') || absolute.startsWith('/#'))
    return `/${locale}${absolute.slice(1)}`;
  return `/${locale}${absolute}`;
}

/** The same page in another language: `/fr/x` → `/x`, `/x` → `/fr/x`. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(splitLocale(pathname).path, target);
}
