import type { i18n } from 'i18next';
import { Workbox } from 'workbox-window';
import { linkLocaleManifest } from './locale-manifest';
import {
  checkForUpdatesEvery,
  promptOnUpdate,
  UPDATE_CHECK_INTERVAL_MS,
} from './service-worker-updates';
import { showUpdatePrompt } from './update-prompt';
import { whenAppSettles, type BusyApp } from './when-app-settles';

/** The first install waits for the screen's calls to have been over this long... */
const INSTALL_AFTER_QUIET_MS = 1500;
/** ...but no longer than this after start (a screen that polls is never quiet). */
const INSTALL_AT_MOST_AFTER_MS = 20_000;

/**
 * The installable app (issue 16): the page's manifest in its language, and the service worker
 * (web/pwa.config.ts) that keeps the app's files for offline use. Loaded with a dynamic import
 * after start-up, and registered once the first screen has its data (whenAppSettles): the
 * worker's downloads never compete with the first screen's. An installed worker is only checked
 * for a newer version, which downloads nothing else unless there is one.
 */
export async function startInstalledApp(language: i18n, app: BusyApp): Promise<void> {
  linkLocaleManifest(language);
  // The dev server serves modules, not the built files a worker would keep.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) {
    await whenAppSettles(app, {
      quietMs: INSTALL_AFTER_QUIET_MS,
      atMostMs: INSTALL_AT_MOST_AFTER_MS,
    });
  }
  const workbox = new Workbox('/sw.js', { scope: '/' });
  promptOnUpdate(workbox, (reload) => showUpdatePrompt(language, reload));
  await workbox.register();
  checkForUpdatesEvery(workbox, UPDATE_CHECK_INTERVAL_MS);
}
