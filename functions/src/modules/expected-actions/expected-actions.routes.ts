import { currentUserOf } from '../../http/authenticate.js';
import { programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { expectedActionEndpoints } from '../../shared/contract/expected-action.endpoints.js';
import { expectedActionsQuerySchema } from '../../shared/contract/expected-action.schema.js';
import type { ExpectedActionsRepository } from './expected-actions.repository.js';
import { createExpectedActionsService } from './expected-actions.service.js';

export function mountExpectedActions(
  api: ApiRoutes,
  deps: { actions: ExpectedActionsRepository },
): void {
  const actions = createExpectedActionsService(deps);
  jsonRoute(api, expectedActionEndpoints.list, async (req, res) => {
    const current = currentUserOf(res);
    const programId = programIdParam(req);
    const query = parseInput(expectedActionsQuerySchema, req.query);
    return { activities: await actions.list(current, programId, query) };
  });
}
