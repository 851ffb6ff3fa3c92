import type { Locale } from '@shared/contract/locale.schema';

/**
 * Each language's manifest, at the root of the site (web/pwa.config.ts writes them); a page
 * links the one of its language (locale-manifest.ts).
 */
export const MANIFEST_FILES: Readonly<Record<Locale, string>> = {
  en: 'manifest.webmanifest',
  fr: 'manifest-fr.webmanifest',
};
