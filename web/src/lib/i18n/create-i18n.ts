import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@shared/contract/locales';
import { localeBackend } from './locale-backend';
import { isNamespace, NAMESPACES, type Namespace } from './namespaces';

/**
 * An i18next instance in `locale` with `namespaces` loaded (all of them unless told: tests and
 * tools read any key at once). Other namespaces arrive on demand: with their route
 * (app/router/apply-namespaces.ts), through `useTranslation(ns)`, which suspends until its
 * catalogue is there, or, for a key naming a namespace not loaded yet (`t('members:…')` from a
 * shared component), through the missing-key hook below, after which every translated component
 * renders again.
 */
export async function createI18n(
  locale: Locale,
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<i18n> {
  const instance = i18next.createInstance();
  const requested = new Set<string>(namespaces);
  await instance
    .use(localeBackend())
    .use(initReactI18next)
    .init({
      lng: locale,
      // No fallback language: it would download every English catalogue for a French screen.
      // resources.test.ts keeps both languages key for key.
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      ns: [...namespaces],
      defaultNS: 'common',
      // React escapes every rendered string; user data never goes through innerHTML.
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      saveMissing: true,
      missingKeyHandler: (_languages, namespace) => {
        if (requested.has(namespace) || !isNamespace(namespace)) return;
        requested.add(namespace);
        void instance.loadNamespaces(namespace);
      },
      // Render again when a catalogue arrives, not only when the language changes.
      react: { bindI18n: 'languageChanged loaded' },
    });
  return instance;
}
