import type { i18n } from 'i18next';
import { getI18n } from 'react-i18next';
import type { Locale } from '@shared/contract/locale.schema';
import type { Namespace } from './namespaces';

/**
 * Loads `namespaces` in `locale` even while the language is about to change (a route's loaders
 * run alongside the one that switches to the URL's language): i18next loads a namespace in the
 * current language and remembers it, so that switching language later loads it too.
 */
export async function loadNamespaces(
  instance: i18n,
  locale: Locale,
  namespaces: readonly Namespace[],
): Promise<void> {
  const current = instance.loadNamespaces([...namespaces]);
  await Promise.all([
    current,
    instance.language === locale ? null : instance.loadLanguages(locale),
  ]);
}

/**
 * Asks for the catalogues a lazily loaded module's components speak as the module itself is
 * evaluated: fetched ahead (when the page is idle), it then renders translated at once instead of
 * suspending for one more round trip, and its screen's first load does not carry them (issue 15).
 */
export function preloadModuleNamespaces(namespaces: readonly Namespace[]): void {
  // No instance in a test that renders without the app's i18n: its components load their own.
  void getI18n()?.loadNamespaces([...namespaces]);
}
