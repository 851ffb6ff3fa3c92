import type { Request } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { readMultipart } from '../../http/multipart.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { requestLocale } from '../../http/request-locale.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { IMPORT_FILE_MAX_BYTES } from '../../core/tabular/tabular-limits.js';
import { importEndpoints } from '../../shared/contract/import.endpoints.js';
import {
  filePreviewRequestSchema,
  importRequestSchema,
  matchingPreviewRequestSchema,
} from '../../shared/contract/import.schema.js';
import {
  matchingTemplateInputSchema,
  proposeTemplateRequestSchema,
} from '../../shared/contract/matching.schema.js';
import { z } from 'zod';
import { createImportsService } from './imports.service.js';
import type { ImportPlace, ImportsDeps } from './imports.service.js';

const placeOf = (req: Request): ImportPlace => ({
  programId: programIdParam(req),
  collectId: idParam(req, 'collect_id'),
});

const uploadFieldsSchema = z.object({
  header_row: z.coerce.number().int().min(1).max(1000).default(1),
  worksheet: z.string().trim().min(1).max(200).nullable().default(null),
});

/** CSV and XLSX imports and matching templates (issue 13). */
export function mountImports(api: ApiRoutes, deps: ImportsDeps): void {
  const imports = createImportsService(deps);

  jsonRoute(api, importEndpoints.upload, async (req, res) => {
    const current = currentUserOf(res);
    const collectId = idParam(req, 'collect_id');
    const form = await readMultipart(req, {
      files: { file: { maxBytes: IMPORT_FILE_MAX_BYTES } },
      maxFields: 5,
      maxFieldBytes: 1024,
    });
    const reading = parseInput(uploadFieldsSchema, {
      header_row: form.fields.header_row,
      worksheet: form.fields.worksheet || null,
    });
    return imports.upload(
      current,
      collectId,
      { file: form.files.file, reading },
      requestLocale(req),
    );
  });
  jsonRoute(api, importEndpoints.filePreview, (req, res) =>
    imports.filePreview(
      currentUserOf(res),
      placeOf(req),
      parseInput(filePreviewRequestSchema, req.body),
      requestLocale(req),
    ),
  );
  jsonRoute(api, importEndpoints.getTemplate, async (req, res) => ({
    template: await imports.getTemplate(currentUserOf(res), placeOf(req)),
  }));
  jsonRoute(api, importEndpoints.saveTemplate, async (req, res) => {
    const place = placeOf(req);
    const template = parseInput(matchingTemplateInputSchema, req.body);
    return { template: await imports.saveTemplate(currentUserOf(res), place, template) };
  });
  jsonRoute(api, importEndpoints.proposeTemplate, async (req, res) => {
    const place = placeOf(req);
    const request = parseInput(proposeTemplateRequestSchema, req.body);
    return { template: await imports.proposeTemplate(currentUserOf(res), place, request) };
  });
  jsonRoute(api, importEndpoints.previewTemplate, (req, res) => {
    const place = placeOf(req);
    const request = parseInput(matchingPreviewRequestSchema, req.body);
    return imports.previewTemplate(currentUserOf(res), place, request, requestLocale(req));
  });
  jsonRoute(api, importEndpoints.start, (req, res) => {
    const place = placeOf(req);
    const request = parseInput(importRequestSchema, req.body);
    return imports.start(currentUserOf(res), place, request, requestLocale(req));
  });
}
