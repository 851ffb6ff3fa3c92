import type { Request, Response } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { idParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import type { JsonEndpoint } from '../../shared/contract/endpoint.js';
import { availableModelEndpoints } from '../../shared/contract/available-model.endpoints.js';
import { fieldEndpoints, modelEndpoints } from '../../shared/contract/model.endpoints.js';
import {
  availableModelsQuerySchema,
  createFieldRequestSchema,
  createModelRequestSchema,
  modelsQuerySchema,
  updateFieldOrderRequestSchema,
  updateFieldRequestSchema,
  updateModelRequestSchema,
} from '../../shared/contract/model.schema.js';
import { createModelsService } from './models.service.js';
import type { ModelsDeps } from './models.service.js';

type Handler = (req: Request, res: Response) => unknown;

/** Data models and their fields (SPEC.md §7 "Models (admin)"). */
export function mountModels(api: ApiRoutes, deps: ModelsDeps): void {
  const models = createModelsService(deps);

  /** A model call at /admin/models… and at its alias /admin/model…. */
  const both = (endpoints: { canonical: JsonEndpoint; alias: JsonEndpoint }, handler: Handler) => {
    jsonRoute(api, endpoints.canonical, handler);
    jsonRoute(api, endpoints.alias, handler);
  };

  both(modelEndpoints.list, (req, res) =>
    models.list(currentUserOf(res), parseInput(modelsQuerySchema, req.query)),
  );
  both(modelEndpoints.create, async (req, res) => ({
    model: await models.create(currentUserOf(res), parseInput(createModelRequestSchema, req.body)),
  }));
  both(modelEndpoints.get, async (req, res) => ({
    model: await models.get(currentUserOf(res), idParam(req, 'id')),
  }));
  both(modelEndpoints.update, async (req, res) => ({
    model: await models.update(
      currentUserOf(res),
      idParam(req, 'id'),
      parseInput(updateModelRequestSchema, req.body),
    ),
  }));
  both(modelEndpoints.delete, (req, res) => models.delete(currentUserOf(res), idParam(req, 'id')));

  jsonRoute(api, availableModelEndpoints.list, (req, res) =>
    models.available(currentUserOf(res), parseInput(availableModelsQuerySchema, req.query)),
  );

  jsonRoute(api, availableModelEndpoints.get, async (req, res) => ({
    model: await models.getAvailable(currentUserOf(res), idParam(req, 'id')),
  }));

  jsonRoute(api, fieldEndpoints.create, async (req, res) => ({
    field: await models.createField(
      currentUserOf(res),
      parseInput(createFieldRequestSchema, req.body),
    ),
  }));
  jsonRoute(api, fieldEndpoints.get, async (req, res) => ({
    field: await models.getField(currentUserOf(res), idParam(req, 'field_id')),
  }));
  jsonRoute(api, fieldEndpoints.update, async (req, res) => ({
    field: await models.updateField(
      currentUserOf(res),
      idParam(req, 'field_id'),
      parseInput(updateFieldRequestSchema, req.body),
    ),
  }));
  jsonRoute(api, fieldEndpoints.delete, async (req, res) => ({
    fields: await models.deleteField(currentUserOf(res), idParam(req, 'field_id')),
  }));
  jsonRoute(api, fieldEndpoints.updateOrder, async (req, res) => ({
    fields: await models.reorderField(
      currentUserOf(res),
      idParam(req, 'field_id'),
      parseInput(updateFieldOrderRequestSchema, req.body),
    ),
  }));
}
