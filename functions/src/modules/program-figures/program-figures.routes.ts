import { currentUserOf } from '../../http/authenticate.js';
import { programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { programFiguresEndpoints } from '../../shared/contract/program-figures.endpoints.js';
import type { ProgramFiguresRepository } from './program-figures.repository.js';
import { programFigures } from './program-figures.service.js';

export function mountProgramFigures(
  api: ApiRoutes,
  deps: { figures: ProgramFiguresRepository },
): void {
  jsonRoute(api, programFiguresEndpoints.get, async (req, res) => ({
    figures: await programFigures(deps.figures, currentUserOf(res), programIdParam(req)),
  }));
}
