import { clientConfigOf, isClientConfig } from '@shared/contract/boot-guards';
import type { ClientConfig } from '@shared/contract/config.schema';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { browserOnlineStore } from './online-store';
import { fetchReportingTo } from './reporting-fetch';

const STORAGE_KEY = 'rainbow.runtime-config';

/**
 * GET /api/config, remembered on the device: the service worker never answers for /api (the app
 * keeps its own data), so a reload without a network starts from the last configuration this
 * browser received. It holds public settings only (Firebase's web keys, site keys).
 */
export async function loadRuntimeConfigKept(
  // The first call of every start: it also tells the online store whether the server answers
  // (a reload offline makes no other call when what the device kept is fresh).
  load: () => Promise<ClientConfig> = () =>
    loadRuntimeConfig(fetchReportingTo(browserOnlineStore())),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
): Promise<ClientConfig> {
  try {
    const config = await load();
    storage.setItem(STORAGE_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const kept = parseJson(storage.getItem(STORAGE_KEY));
    if (isClientConfig(kept)) return clientConfigOf(kept);
    throw error;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
