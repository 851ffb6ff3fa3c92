import { loadScript } from './load-script';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Google Tag Manager; the caller starts it only once the visitor has accepted analytics. */
export function startTagManager(containerId: string): Promise<void> {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  return loadScript(
    `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`,
  );
}
