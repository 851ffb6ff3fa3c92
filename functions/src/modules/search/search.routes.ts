import { currentUserOf } from '../../http/authenticate.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { searchEndpoints } from '../../shared/contract/search.endpoints.js';
import { searchQuerySchema } from '../../shared/contract/search.schema.js';
import { createSearchService } from './search.service.js';
import type { SearchDeps } from './search.service.js';

export function mountSearch(api: ApiRoutes, deps: SearchDeps): void {
  const search = createSearchService(deps);
  jsonRoute(api, searchEndpoints.search, (req, res) =>
    search.search(currentUserOf(res), parseInput(searchQuerySchema, req.query).keywords),
  );
}
