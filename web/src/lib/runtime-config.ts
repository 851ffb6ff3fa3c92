import { clientConfigOf, isClientConfig } from '@shared/contract/boot-guards';
import type { ClientConfig } from '@shared/contract/config.schema';

/**
 * Reads GET /api/config once at start-up: Firebase settings and the optional third-party keys.
 * It is the only reader of deployment configuration in the web app.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  const response = await fetchImpl('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const config: unknown = await response.json();
  // The contract's check without zod, which the first screen does without (issue 15).
  if (!isClientConfig(config)) throw new Error('GET /api/config answered an unexpected body');
  return clientConfigOf(config);
}
