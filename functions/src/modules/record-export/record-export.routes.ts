import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { requestLocale } from '../../http/request-locale.js';
import { rawRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { exportEndpoints } from '../../shared/contract/export.endpoints.js';
import { exportRequestSchema, exportResponseSchema } from '../../shared/contract/export.schema.js';
import { createRecordExportService } from './record-export.service.js';
import type { RecordExportDeps } from './record-export.service.js';

/** POST …/records/export: the file at once, or (202) the task that writes it. */
export function mountRecordExport(api: ApiRoutes, deps: RecordExportDeps): void {
  const service = createRecordExportService(deps);
  // Mounted raw: a large export answers 202 with its task instead of 200 with the file.
  rawRoute(api, exportEndpoints.export, async (req, res) => {
    const place = { programId: programIdParam(req), collectId: idParam(req, 'collect_id') };
    const request = parseInput(exportRequestSchema, req.body);
    const outcome = await service.export(currentUserOf(res), place, request, requestLocale(req));
    res.status(outcome.status).json(exportResponseSchema.parse(outcome.body));
  });
}
