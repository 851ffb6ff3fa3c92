import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Locale } from '../functions/src/shared/contract/locale.schema.ts';
import { appManifest } from './src/app/pwa/app-manifest.ts';
import { MANIFEST_FILES } from './src/app/pwa/manifest-files.ts';
import { APP_NAME } from './src/config/constants.ts';
import enCommon from './src/locales/en/common.json' with { type: 'json' };
import frCommon from './src/locales/fr/common.json' with { type: 'json' };

const DESCRIPTIONS: Readonly<Record<Locale, string>> = {
  en: enCommon.installedApp.description,
  fr: frCommon.installedApp.description,
};

const manifestIn = (locale: Locale) =>
  appManifest(locale, { name: APP_NAME, description: DESCRIPTIONS[locale] });

/**
 * The installable app (issue 16): the manifests and the service worker, registered by
 * src/app/pwa/start-installed-app.ts.
 *
 * `generateSW`: the worker only has to keep the app's own files and answer navigations with
 * index.html. Everything offline about data (the kept query cache, the outbox) lives in the page,
 * in IndexedDB, where the API client, its zod schemas and the session are; a hand-written worker
 * (`injectManifest`) would only re-state Workbox's defaults.
 *
 * Every built file is precached, route chunks and translation catalogues included: a field worker
 * must be able to open the new-record form offline even if they never opened it online. It is
 * not first-load weight (issue 15's budget): the worker installs after the page has loaded and
 * downloads in the background; each release then fetches only the files whose names changed.
 */
export function pwaPlugins(): PluginOption[] {
  return [
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: MANIFEST_FILES.en,
      manifest: manifestIn('en'),
      // The glob below already precaches the icons (listing them twice would be noise).
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The bundle budget's import graph (build.manifest): no page asks for it. The prerendered
        // sign-in pages (prerender.config.ts) are for a first visit, over the network; a visit
        // with the worker opens index.html, already here.
        globIgnores: ['.vite/**', '{,fr/}{login,forgot_pwd}.html'],
        // Hashed names: the URL is the version, Workbox need not add its own.
        dontCacheBustURLsMatching: /^assets\//,
        // The largest chunk (the charts) is about 400 KB before compression.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: 'index.html',
        // The API is never answered from a cache (data is the page's business, see above), nor
        // Firebase Hosting's reserved /__/ paths (the Auth handler).
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/__\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // The first worker takes the open tab at once (it has nothing to replace); a new version
        // waits for the user's "Reload" (the update prompt).
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
    frenchManifest(),
  ];
}

/** The second manifest, for pages under /fr (VitePWA writes one). */
function frenchManifest(): Plugin {
  return {
    name: 'rainbow-french-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILES.fr,
        source: `${JSON.stringify(manifestIn('fr'), null, 2)}\n`,
      });
    },
  };
}
