import type { Request } from 'express';
import { currentUserOf } from '../../http/authenticate.js';
import { readMultipart } from '../../http/multipart.js';
import { idParam, programIdParam } from '../../http/path-params.js';
import { jsonRoute, rawRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { DEFAULT_LOCALE, LOCALES } from '../../shared/contract/locale.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import { recordEndpoints } from '../../shared/contract/record.endpoints.js';
import { recordViewQuerySchema } from '../../shared/contract/record-query.schema.js';
import {
  newRecordRequestSchema,
  recordGetQuerySchema,
  recordItemsQuerySchema,
  recordResponseSchema,
  updateRecordByBodyRequestSchema,
  updateRecordRequestSchema,
} from '../../shared/contract/record.schema.js';
import { idSchema } from '../../shared/contract/common.schema.js';
import { fieldVariableSchema } from '../../shared/contract/field.schema.js';
import { FIELD_FILE_MAX_BYTES } from './record-files.js';
import { createRecordsService } from './records.service.js';
import type { RecordPlace, RecordsDeps } from './records.service.js';

/** Validation messages in the caller's language: `?lang=`, else Accept-Language. */
function localeOf(req: Request): Locale {
  const asked = req.query.lang;
  const fromQuery = LOCALES.find((locale) => locale === asked);
  if (fromQuery) return fromQuery;
  const accepted = req.acceptsLanguages(...LOCALES);
  return LOCALES.find((locale) => locale === accepted) ?? DEFAULT_LOCALE;
}

const placeOf = (req: Request): RecordPlace => ({
  programId: programIdParam(req),
  collectId: idParam(req, 'collect_id'),
});

/** Collect items (SPEC.md §7 "Records"): the grid, one record, its writes and its files. */
export function mountRecords(api: ApiRoutes, deps: RecordsDeps): void {
  const records = createRecordsService(deps);

  jsonRoute(api, recordEndpoints.items, (req, res) =>
    records.items(
      currentUserOf(res),
      idParam(req, 'collect_id'),
      parseInput(recordItemsQuerySchema, req.query),
    ),
  );
  jsonRoute(api, recordEndpoints.get, (req, res) =>
    records.get(
      currentUserOf(res),
      idParam(req, 'record_id'),
      parseInput(recordGetQuerySchema, req.query),
    ),
  );
  jsonRoute(api, recordEndpoints.nextAndPrevious, (req, res) =>
    records.nextAndPrevious(
      currentUserOf(res),
      idParam(req, 'record_id'),
      parseInput(recordViewQuerySchema, req.query),
    ),
  );
  jsonRoute(api, recordEndpoints.preview, (req, res) =>
    records.preview(
      currentUserOf(res),
      idParam(req, 'record_id'),
      parseInput(fieldVariableSchema, req.params.variable, 'variable'),
    ),
  );
  // Mounted raw: the same `_id` again answers the record already made with 200, not 201.
  rawRoute(api, recordEndpoints.create, async (req, res) => {
    const current = currentUserOf(res);
    const place = placeOf(req);
    const input = parseInput(newRecordRequestSchema, req.body);
    const { record, created } = await records.create(current, place, input, localeOf(req));
    res.status(created ? 201 : 200).json(recordResponseSchema.parse({ record }));
  });
  jsonRoute(api, recordEndpoints.update, async (req, res) => ({
    record: await records.update(
      currentUserOf(res),
      placeOf(req),
      idParam(req, 'record_id'),
      parseInput(updateRecordRequestSchema, req.body),
      localeOf(req),
    ),
  }));
  jsonRoute(api, recordEndpoints.updateByBody, async (req, res) => {
    // The path names the collect: it is checked before the body, as on every route.
    const place = placeOf(req);
    const { _id, ...input } = parseInput(updateRecordByBodyRequestSchema, req.body);
    return {
      record: await records.update(
        currentUserOf(res),
        place,
        parseInput(idSchema, _id, '_id'),
        input,
        localeOf(req),
      ),
    };
  });
  jsonRoute(api, recordEndpoints.remove, (req, res) =>
    records.remove(currentUserOf(res), placeOf(req), idParam(req, 'record_id')),
  );
  jsonRoute(api, recordEndpoints.uploadFieldContent, async (req, res) => {
    const current = currentUserOf(res);
    const collectId = idParam(req, 'collect_id');
    const form = await readMultipart(req, {
      files: { file: { maxBytes: FIELD_FILE_MAX_BYTES } },
      maxFields: 5,
      maxFieldBytes: 1024,
    });
    const variable = parseInput(fieldVariableSchema, form.fields.variable, 'variable');
    return records.upload(current, collectId, {
      variable,
      file: form.files.file,
      origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
    });
  });
}
