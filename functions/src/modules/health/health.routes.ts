import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { systemEndpoints } from '../../shared/contract/system.endpoints.js';

export function mountHealth(api: ApiRoutes): void {
  jsonRoute(api, systemEndpoints.health, () => ({ status: 'ok' }));
}
