import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { requestLocale } from '../../http/request-locale.js';
import { rawRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { bulkUpdateEndpoints } from '../../shared/contract/bulk-update.endpoints.js';
import {
  bulkUpdateRequestSchema,
  bulkUpdateResponseSchema,
} from '../../shared/contract/bulk-update.schema.js';
import { createBulkUpdateService } from './bulk-update.service.js';
import type { BulkUpdateDeps } from './bulk-update.service.js';

/** PUT …/records/bulk-update: done at once, or (202) the task doing it. */
export function mountBulkUpdate(api: ApiRoutes, deps: BulkUpdateDeps): void {
  const service = createBulkUpdateService(deps);
  // Mounted raw: many records answer 202 with the task instead of 200 with the outcome.
  rawRoute(api, bulkUpdateEndpoints.bulkUpdate, async (req, res) => {
    const place = { programId: programIdParam(req), collectId: idParam(req, 'collect_id') };
    const request = parseInput(bulkUpdateRequestSchema, req.body);
    const outcome = await service.bulkUpdate(
      currentUserOf(res),
      place,
      request,
      requestLocale(req),
    );
    res.status(outcome.status).json(bulkUpdateResponseSchema.parse(outcome.body));
  });
}
