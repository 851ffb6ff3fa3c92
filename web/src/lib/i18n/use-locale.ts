import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from './locale-path';
import { DEFAULT_LOCALE, type Locale } from '@shared/contract/locales';
import { INTL_LOCALES, isLocale } from './locales';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export function useIntlLocale(): string {
  return INTL_LOCALES[useLocale()];
}

/** Turns an app path into a link for the current language. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
