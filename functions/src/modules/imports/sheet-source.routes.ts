import type { Request } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { requestLocale } from '../../http/request-locale.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { sheetEndpoints } from '../../shared/contract/sheet.endpoints.js';
import {
  sheetSourceInputSchema,
  sheetTabsRequestSchema,
} from '../../shared/contract/sheet.schema.js';
import type { ImportPlace } from './imports.service.js';
import { createSheetSourceService } from './sheet-source.service.js';
import type { SheetSourceDeps } from './sheet-source.service.js';

// Lives with the imports (not a module of its own): a sheet source is an import source, with
// the imports' permission, matching template and IMPORT_CONTENT task.

const placeOf = (req: Request): ImportPlace => ({
  programId: programIdParam(req),
  collectId: idParam(req, 'collect_id'),
});

/** A collect's Google Sheet source (issue 13). */
export function mountSheetSource(api: ApiRoutes, deps: SheetSourceDeps): void {
  const sources = createSheetSourceService(deps);

  jsonRoute(api, sheetEndpoints.get, (req, res) => sources.get(currentUserOf(res), placeOf(req)));
  // The path's ids are checked before the body, so a malformed id is named as such.
  jsonRoute(api, sheetEndpoints.save, (req, res) => {
    const place = placeOf(req);
    const input = parseInput(sheetSourceInputSchema, req.body);
    return sources.save(currentUserOf(res), place, input, requestLocale(req));
  });
  jsonRoute(api, sheetEndpoints.tabs, (req, res) => {
    const place = placeOf(req);
    const { url } = parseInput(sheetTabsRequestSchema, req.body);
    return sources.tabs(currentUserOf(res), place, url, requestLocale(req));
  });
  jsonRoute(api, sheetEndpoints.preview, (req, res) => {
    const place = placeOf(req);
    const input = parseInput(sheetSourceInputSchema, req.body);
    return sources.preview(currentUserOf(res), place, input, requestLocale(req));
  });
  jsonRoute(api, sheetEndpoints.sync, (req, res) =>
    sources.sync(currentUserOf(res), placeOf(req), requestLocale(req)),
  );
}
