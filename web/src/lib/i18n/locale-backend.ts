import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { yieldToMain } from '@/lib/yield-to-main';
import { isNamespace, namespaceFile } from './namespaces';

type LoadCatalogue = () => Promise<unknown>;

/**
 * Each `locales/{lang}/{ns}.json` is its own chunk, fetched when i18next first needs that
 * namespace in that language: a screen downloads its own words in its own language, not the 36
 * catalogues of both (issue 15's budget).
 */
const CATALOGUES: Record<string, LoadCatalogue> = import.meta.glob<unknown>(
  '../../locales/*/*.json',
  { import: 'default' },
);

export function catalogueLoader(
  language: string,
  namespace: string,
  catalogues: Record<string, LoadCatalogue> = CATALOGUES,
): LoadCatalogue | undefined {
  if (!isNamespace(namespace)) return undefined;
  return catalogues[`../../locales/${language}/${namespaceFile(namespace)}.json`];
}

/** An i18next backend over the catalogues above (i18next retries a failed download itself). */
export function localeBackend(
  catalogues: Record<string, LoadCatalogue> = CATALOGUES,
): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = catalogueLoader(language, namespace, catalogues);
      if (!load) {
        callback(new Error(`No catalogue ${language}/${namespace}`), false);
        return;
      }
      // In a task of its own, as a route's screen is (app/router/lazy-page.ts).
      yieldToMain()
        .then(load)
        .then(
          (catalogue) => callback(null, catalogue as ResourceKey),
          (error: unknown) =>
            callback(error instanceof Error ? error : new Error(String(error)), true),
        );
    },
  };
}
