import { currentUserOf } from '../../http/authenticate.js';
import { programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { collectEndpoints } from '../../shared/contract/collect.endpoints.js';
import type { CollectsRepository } from './collects.repository.js';
import { createCollectsService } from './collects.service.js';

export function mountCollects(api: ApiRoutes, deps: { collects: CollectsRepository }): void {
  const collects = createCollectsService(deps);
  jsonRoute(api, collectEndpoints.listInProgram, async (req, res) => ({
    collects: await collects.listInProgram(currentUserOf(res), programIdParam(req)),
  }));
}
