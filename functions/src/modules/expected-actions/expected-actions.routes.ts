import { currentUserOf } from '../../http/authenticate.js';
import { programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { expectedActionEndpoints } from '../../shared/contract/expected-action.endpoints.js';
import {
  createExpectedActionRequestSchema,
  expectedActionsQuerySchema,
  getActionsQuerySchema,
  markActionDoneRequestSchema,
} from '../../shared/contract/expected-action.schema.js';
import { createExpectedActionsService } from './expected-actions.service.js';
import type { ExpectedActionsDeps } from './expected-actions.service.js';

/** Expected actions (SPEC.md §7): listed (two paths), asked by managers, marked done. */
export function mountExpectedActions(api: ApiRoutes, deps: ExpectedActionsDeps): void {
  const actions = createExpectedActionsService(deps);

  jsonRoute(api, expectedActionEndpoints.list, async (req, res) => {
    const programId = programIdParam(req);
    const query = parseInput(expectedActionsQuerySchema, req.query);
    return { activities: await actions.list(currentUserOf(res), programId, query) };
  });

  jsonRoute(api, expectedActionEndpoints.getActions, async (req, res) => {
    const query = parseInput(getActionsQuerySchema, req.query);
    return { activities: await actions.list(currentUserOf(res), query.program_id, query) };
  });

  jsonRoute(api, expectedActionEndpoints.create, async (req, res) => {
    const programId = programIdParam(req);
    const input = parseInput(createExpectedActionRequestSchema, req.body);
    return { action: await actions.create(currentUserOf(res), programId, input) };
  });

  jsonRoute(api, expectedActionEndpoints.markAsDone, async (req, res) => {
    const input = parseInput(markActionDoneRequestSchema, req.body);
    const current = currentUserOf(res);
    return { action: await actions.markDone(current, input.program_id, input.action_id) };
  });
}
