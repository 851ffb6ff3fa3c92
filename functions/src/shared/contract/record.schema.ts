import { z } from 'zod/mini';
import { CURSOR_MAX_LENGTH } from '../constants.js';
import { flagSchema, isoDateSchema, pageInfoSchema } from './common.schema.js';
import { personRefSchema } from './invitation.schema.js';
import {
  RECORDS_PAGE_SIZE,
  RECORDS_PAGE_SIZE_MAX,
  recordViewQuerySchema,
} from './record-query.schema.js';

/** A stored value: what the validation engine answers for a field, `null` when empty. */
export const recordValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.null(),
]);

/**
 * A record (SPEC.md §3 "collect item"): its fields keyed by variable, every variable of the
 * model present (`null` when empty). `version` grows by one on each write: an update that names
 * the version it was made from is refused (409) when someone changed the record meanwhile.
 */
export const collectRecordSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  collect_id: z.string(),
  fields: z.record(z.string(), recordValueSchema),
  version: z.number().check(z.int(), z.minimum(1)),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
  created_by: z.nullable(personRefSchema),
  updated_by: z.nullable(personRefSchema),
});
export type CollectRecord = z.infer<typeof collectRecordSchema>;

/**
 * A record id chosen by the client (an offline device, an import): letters, digits, `_` and `-`,
 * 16 to 40 of them. Sending the same id twice creates one record.
 */
export const clientRecordIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,40}$/, 'Use 16 to 40 letters, digits, _ or -'));

/** Values by variable; the model's validation engine checks them on the server. */
const recordFieldsInputSchema = z.record(z.string(), z.unknown());

/** POST …/new_record. */
export const newRecordRequestSchema = z.object({
  _id: z.optional(clientRecordIdSchema),
  fields: recordFieldsInputSchema,
});
export type NewRecordRequest = z.infer<typeof newRecordRequestSchema>;

/** PUT …/records/{record_id}: the variables sent change, the others keep their value. */
export const updateRecordRequestSchema = z.object({
  fields: recordFieldsInputSchema,
  /** The version the change was made from; a record changed since is a 409 with the current one. */
  version: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type UpdateRecordRequest = z.infer<typeof updateRecordRequestSchema>;

/** PUT …/update: the same, naming the record in the body. */
export const updateRecordByBodyRequestSchema = z.extend(updateRecordRequestSchema, {
  _id: z.string().check(z.minLength(1), z.maxLength(1500)),
});

export const recordResponseSchema = z.object({ record: collectRecordSchema });
export type RecordResponse = z.infer<typeof recordResponseSchema>;

/** GET /api/collectItem/{id}/next-and-previous: neighbours in the same view (ids or null). */
export const nextAndPreviousResponseSchema = z.object({
  previous: z.nullable(z.string()),
  next: z.nullable(z.string()),
});
export type NextAndPreviousResponse = z.infer<typeof nextAndPreviousResponseSchema>;

/**
 * GET /api/collectItem/{id}: the record, and whether the caller may change it as it stands
 * (administrators and managers; a contributor whose WRITE rules match it). Screens offer Edit
 * from it; a save that moves the record out of their rules is still refused.
 */
export const recordViewResponseSchema = z.extend(recordResponseSchema, {
  writable: z.boolean(),
  /**
   * With `neighbours=true`: the records before and after it in the view the query names (as
   * next-and-previous answers), so that a record screen costs one call and three reads.
   */
  neighbours: z.optional(nextAndPreviousResponseSchema),
});
export type RecordViewResponse = z.infer<typeof recordViewResponseSchema>;

/**
 * GET /api/collectItem/{id}: `neighbours=true` adds the record's neighbours in the grid's view
 * (`filters`, `keywords`, `sort`, `direction`, as next-and-previous takes them).
 */
export const recordGetQuerySchema = z.extend(recordViewQuerySchema, {
  neighbours: z.optional(flagSchema),
});
export type RecordGetQuery = z.infer<typeof recordGetQuerySchema>;

/** GET /api/program/collects/{collect_id}/items: the view plus `limit` and `cursor`. */
export const recordItemsQuerySchema = z.extend(recordViewQuerySchema, {
  /**
   * Administrators and the program's managers only: the page this member would get ("what this
   * person sees"), their attribution rules applied instead of the caller's reach.
   */
  as_user: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(RECORDS_PAGE_SIZE_MAX)),
    RECORDS_PAGE_SIZE,
  ),
  cursor: z.optional(
    z.string().check(z.maxLength(CURSOR_MAX_LENGTH), z.regex(/^[\w-]+$/, 'Invalid cursor')),
  ),
});
export type RecordItemsQuery = z.infer<typeof recordItemsQuerySchema>;

export const recordItemsResponseSchema = z.extend(pageInfoSchema, {
  items: z.array(collectRecordSchema),
});
export type RecordItemsResponse = z.infer<typeof recordItemsResponseSchema>;

/** GET /api/collectItem/{id}/preview/{variableName}: signed links to a file field's files. */
export const recordFilePreviewSchema = z.object({
  /** What the record stores (a stable address). */
  stored: z.string(),
  /** A link a browser can open without credentials, for a few minutes. */
  url: z.string(),
  name: z.string(),
  content_type: z.nullable(z.string()),
});
export const recordPreviewResponseSchema = z.object({
  variable: z.string(),
  files: z.array(recordFilePreviewSchema),
});
export type RecordPreviewResponse = z.infer<typeof recordPreviewResponseSchema>;

/** POST /api/collects/{collect_id}/upload_field_content: `file` and the FILE_UPLOAD `variable`. */
export const uploadFieldContentFormSchema = z.object({
  variable: z.string().check(z.minLength(1), z.maxLength(63)),
  file: z.unknown().check(z.describe('The file (binary)')),
});
export const uploadFieldContentResponseSchema = z.object({
  /** The value to store in the field: a stable address that previews turn into signed links. */
  url: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().check(z.int(), z.minimum(0)),
});
export type UploadFieldContentResponse = z.infer<typeof uploadFieldContentResponseSchema>;

export const deleteRecordResponseSchema = z.object({ _id: z.string() });
