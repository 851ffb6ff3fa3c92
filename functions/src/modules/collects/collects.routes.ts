import type { Request, Response } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { collectEndpoints } from '../../shared/contract/collect.endpoints.js';
import {
  collectsByProgramQuerySchema,
  createCollectRequestSchema,
  updateCollectRequestSchema,
  updateDefaultFiltersRequestSchema,
} from '../../shared/contract/collect.schema.js';
import { createCollectsService } from './collects.service.js';
import type { CollectsDeps } from './collects.service.js';

/** Collects (SPEC.md §7 "Collects"): their settings, contributors and default view. */
export function mountCollects(api: ApiRoutes, deps: CollectsDeps): void {
  const collects = createCollectsService(deps);
  const collectId = (req: Request) => idParam(req, 'collect_id');

  jsonRoute(api, collectEndpoints.listInProgram, async (req, res) => ({
    collects: await collects.listInProgram(currentUserOf(res), programIdParam(req)),
  }));
  const listByQuery = async (req: Request, res: Response) => {
    const query = parseInput(collectsByProgramQuerySchema, req.query);
    return { collects: await collects.listInProgram(currentUserOf(res), query.program_id) };
  };
  jsonRoute(api, collectEndpoints.listByQuery, listByQuery);
  jsonRoute(api, collectEndpoints.listAlias, listByQuery);

  jsonRoute(api, collectEndpoints.create, (req, res) =>
    collects.create(
      currentUserOf(res),
      programIdParam(req),
      parseInput(createCollectRequestSchema, req.body),
      contextOf(res).logger,
    ),
  );
  jsonRoute(api, collectEndpoints.get, async (req, res) => ({
    collect: await collects.get(currentUserOf(res), collectId(req)),
  }));
  jsonRoute(api, collectEndpoints.getInProgram, async (req, res) => ({
    collect: await collects.getInProgram(currentUserOf(res), programIdParam(req), collectId(req)),
  }));
  jsonRoute(api, collectEndpoints.update, async (req, res) => ({
    collect: await collects.update(
      currentUserOf(res),
      programIdParam(req),
      collectId(req),
      parseInput(updateCollectRequestSchema, req.body),
      contextOf(res).logger,
    ),
  }));
  jsonRoute(api, collectEndpoints.remove, (req, res) =>
    collects.remove(currentUserOf(res), collectId(req), contextOf(res).logger),
  );
  jsonRoute(api, collectEndpoints.contributors, async (req, res) => ({
    contributors: await collects.contributors(currentUserOf(res), collectId(req)),
  }));
  jsonRoute(api, collectEndpoints.updateDefaultFilters, async (req, res) => ({
    default_filters: await collects.updateDefaultFilters(
      currentUserOf(res),
      programIdParam(req),
      collectId(req),
      parseInput(updateDefaultFiltersRequestSchema, req.body),
    ),
  }));
}
