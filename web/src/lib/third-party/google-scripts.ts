import { loadScript } from './load-script';

/**
 * Google Identity Services and the Google API loader, used by the Drive picker of collect
 * imports. They are added only when a Google client id is configured.
 */
export async function loadGoogleScripts(clientId: string | null): Promise<boolean> {
  if (!clientId) return false;
  await Promise.all([
    loadScript('https://accounts.google.com/gsi/client'),
    loadScript('https://apis.google.com/js/api.js'),
  ]);
  return true;
}
