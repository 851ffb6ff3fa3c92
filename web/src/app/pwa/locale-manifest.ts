import { DEFAULT_LOCALE } from '@shared/contract/locales';
import type { i18n } from 'i18next';
import { isLocale } from '@/lib/i18n/locales';
import { MANIFEST_FILES } from './manifest-files';

/**
 * index.html is one file for every URL and links the English manifest; a French page links the
 * French one (its name, description and `/fr/` start page), and follows a change of language.
 */
export function linkLocaleManifest(
  language: Pick<i18n, 'language' | 'on'>,
  doc: Document = document,
): void {
  const apply = (code: string) => {
    const locale = isLocale(code) ? code : DEFAULT_LOCALE;
    let link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'manifest';
      doc.head.append(link);
    }
    link.setAttribute('href', `/${MANIFEST_FILES[locale]}`);
  };
  apply(language.language);
  language.on('languageChanged', apply);
}
