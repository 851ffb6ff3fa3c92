import type { Request } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { reportEndpoints } from '../../shared/contract/report.endpoints.js';
import {
  graphicInputSchema,
  graphicPreviewQuerySchema,
  graphicsQuerySchema,
  reorderGraphicsSchema,
} from '../../shared/contract/report.schema.js';
import { notFound } from '../../core/errors.js';
import { createReportsService } from './reports.service.js';
import type { ReportsDeps } from './reports.service.js';

/**
 * The report named by `/program/{programId}/reports/{reportId}`: a program has one, whose id
 * is the program's, so any other id there is unknown.
 */
function reportOf(req: Request): string {
  const programId = programIdParam(req);
  const reportId = idParam(req, 'reportId');
  if (reportId !== programId) throw notFound('Report not found');
  return reportId;
}

/** Reports (SPEC.md §7 "Reports"): a program's report, its graphics and their figures. */
export function mountReports(api: ApiRoutes, deps: ReportsDeps): void {
  const reports = createReportsService(deps);

  jsonRoute(api, reportEndpoints.defaultReport, async (req, res) => ({
    report: await reports.defaultReport(currentUserOf(res), programIdParam(req)),
  }));
  jsonRoute(api, reportEndpoints.preview, async (req, res) => {
    const programId = programIdParam(req);
    const { type, ...query } = parseInput(graphicPreviewQuerySchema, req.query);
    return { result: await reports.preview(currentUserOf(res), programId, type, query) };
  });
  jsonRoute(api, reportEndpoints.graphics, async (req, res) => {
    const reportId = reportOf(req);
    const { limit } = parseInput(graphicsQuerySchema, req.query);
    return { graphics: await reports.graphics(currentUserOf(res), reportId, limit) };
  });
  jsonRoute(api, reportEndpoints.graphicsAlias, async (req, res) => {
    const reportId = idParam(req, 'report_id');
    const { limit } = parseInput(graphicsQuerySchema, req.query);
    return { graphics: await reports.graphics(currentUserOf(res), reportId, limit) };
  });
  jsonRoute(api, reportEndpoints.graphic, async (req, res) => ({
    graphic: await reports.graphic(
      currentUserOf(res),
      idParam(req, 'report_id'),
      idParam(req, 'graphic_id'),
    ),
  }));
  jsonRoute(api, reportEndpoints.create, async (req, res) => {
    const reportId = reportOf(req);
    const input = parseInput(graphicInputSchema, req.body);
    return { graphic: await reports.create(currentUserOf(res), reportId, input) };
  });
  // Every id of the path is checked (a 400 naming it) before an unknown report is a 404.
  jsonRoute(api, reportEndpoints.update, async (req, res) => {
    const graphicId = idParam(req, 'graphic_id');
    const reportId = reportOf(req);
    const input = parseInput(graphicInputSchema, req.body);
    return { graphic: await reports.update(currentUserOf(res), reportId, graphicId, input) };
  });
  jsonRoute(api, reportEndpoints.remove, (req, res) => {
    const graphicId = idParam(req, 'graphic_id');
    return reports.remove(currentUserOf(res), reportOf(req), graphicId);
  });
  jsonRoute(api, reportEndpoints.reorder, async (req, res) => {
    const reportId = reportOf(req);
    const { graphics } = parseInput(reorderGraphicsSchema, req.body);
    return { report: await reports.reorder(currentUserOf(res), reportId, graphics) };
  });
}
