import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { healthResponseSchema } from '../../shared/contract/health.schema.js';

export function healthRoutes(api: ApiRoutes): void {
  jsonRoute(
    api,
    {
      method: 'get',
      path: '/health',
      tag: 'System',
      summary: 'Liveness check',
      auth: false,
      response: {
        status: 200,
        description: 'The api is up',
        contentType: 'application/json',
        schema: healthResponseSchema,
      },
      errors: [],
    },
    () => ({ status: 'ok' }),
  );
}
