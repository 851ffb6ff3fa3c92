import type { i18n } from 'i18next';
import { Workbox } from 'workbox-window';
import { linkLocaleManifest } from './locale-manifest';
import {
  checkForUpdatesEvery,
  promptOnUpdate,
  UPDATE_CHECK_INTERVAL_MS,
} from './service-worker-updates';
import { showUpdatePrompt } from './update-prompt';

/**
 * The installable app (issue 16): the page's manifest in its language, and the service worker
 * (web/pwa.config.ts) that keeps the app's files for offline use. Loaded with a dynamic import
 * after start-up, and Workbox registers once the page has loaded: the worker's downloads never
 * compete with the first screen's.
 */
export async function startInstalledApp(language: i18n): Promise<void> {
  linkLocaleManifest(language);
  // The dev server serves modules, not the built files a worker would keep.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  promptOnUpdate(workbox, (reload) => showUpdatePrompt(language, reload));
  await workbox.register();
  checkForUpdatesEvery(workbox, UPDATE_CHECK_INTERVAL_MS);
}
