import type { Locale } from '@shared/contract/locale.schema';

/** The theme's primary colour (brand, shade 6: app/theme.ts): the installed app's title bar. */
export const THEME_COLOR = '#4a4eef';
/** The page's background (white in the light scheme): the splash screen while the app starts. */
export const BACKGROUND_COLOR = '#ffffff';

const START_URLS: Readonly<Record<Locale, string>> = { en: '/', fr: '/fr/' };

/** The words of a manifest, from the app's constants and catalogues (web/pwa.config.ts). */
export interface ManifestWords {
  name: string;
  description: string;
}

export interface AppManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

export interface AppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: AppManifestIcon[];
}

/**
 * The web app manifest in `locale`. Both languages share one `id`: installing from an English or
 * a French page installs the same app, which opens in the language it was installed from.
 */
export function appManifest(locale: Locale, { name, description }: ManifestWords): AppManifest {
  return {
    id: '/',
    name,
    short_name: name,
    description,
    lang: locale,
    dir: 'ltr',
    start_url: START_URLS[locale],
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/app-icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
