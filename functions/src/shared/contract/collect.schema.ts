import { z } from 'zod/mini';
import { isoDateSchema, isPlainText, PLAIN_TEXT_MESSAGE } from './common.schema.js';
import { modelFieldSchema } from './model.schema.js';
import { defaultFiltersSchema } from './record-query.schema.js';

export const COLLECT_TITLE_MAX = 120;
/** Grid columns of a collect, in order. */
export const FIELDS_TO_DISPLAY_MAX = 10;
/**
 * Fields the grid filters on. Each one costs composite indexes (one per sortable field and
 * direction, see README "Firestore indexes"), so a collect names a few.
 */
export const FILTERABLE_FIELDS_MAX = 5;
/** Fields whose values together identify a record when importing (matched_fields). */
export const MATCHED_FIELDS_MAX = 5;

/**
 * Where a collect's records come from (SPEC.md §4). Records can always be typed in by hand; the
 * source adds a feed. Typeform, Google Form and the Rainbow file (FORM_AND_CSV) are shown but
 * not available yet.
 */
export const COLLECT_SOURCE_TYPES = [
  'GOOGLE_SHEET',
  'WIIN_WEBHOOK',
  'WEBHOOK_OR_API',
  'TYPEFORM',
  'GOOGLE_FORM',
  'FORM_AND_CSV',
] as const;
export type CollectSourceType = (typeof COLLECT_SOURCE_TYPES)[number];
export const ACTIVE_COLLECT_SOURCE_TYPES: readonly CollectSourceType[] = [
  'GOOGLE_SHEET',
  'WIIN_WEBHOOK',
  'WEBHOOK_OR_API',
];

export const collectSourceSchema = z.object({ type: z.enum(COLLECT_SOURCE_TYPES) });
export type CollectSource = z.infer<typeof collectSourceSchema>;

/**
 * A collect as lists show it (SPEC.md §3): French uses `title_fr` and falls back to `title`.
 */
export const collectSummarySchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  title: z.string(),
  title_fr: z.nullable(z.string()),
});
export type CollectSummary = z.infer<typeof collectSummarySchema>;

/** A collect in its program's list: the summary with its model and source. */
export const collectListItemSchema = z.extend(collectSummarySchema, {
  model_id: z.nullable(z.string()),
  source: z.nullable(collectSourceSchema),
});
export type CollectListItem = z.infer<typeof collectListItemSchema>;

/** GET /api/programs/{program_id}/collects: sorted by title. */
export const programCollectsResponseSchema = z.object({ collects: z.array(collectListItemSchema) });
export type ProgramCollectsResponse = z.infer<typeof programCollectsResponseSchema>;

/** GET /api/programs/collects and /api/collects: the same list, the program named in the query. */
export const collectsByProgramQuerySchema = z.object({
  program_id: z.string().check(z.minLength(1), z.maxLength(1500)),
});

/**
 * The composite indexes a collect's grid needs (one per filterable field and sortable field and
 * direction, plus keyword search per sortable field): built by Firestore over minutes after the
 * collect is saved; until then a view that needs a missing one is refused with a clear message.
 */
export const collectIndexesSchema = z.object({
  state: z.enum(['READY', 'CREATING', 'ERROR']),
  ready: z.number().check(z.int(), z.minimum(0)),
  total: z.number().check(z.int(), z.minimum(0)),
});
export type CollectIndexes = z.infer<typeof collectIndexesSchema>;

/**
 * How far the caller reaches in a collect's records (SPEC §6, attribution rules): every record
 * (administrators, the program's managers, a contributor with a rule without condition), those
 * their rules' conditions let through, or none. `see` counts READ and WRITE rules, `write` WRITE
 * rules only. Screens offer what the API will accept from this; the API checks every call.
 */
export const RECORD_REACHES = ['ALL', 'MATCHING', 'NONE'] as const;
export type RecordReach = (typeof RECORD_REACHES)[number];
export const collectAccessSchema = z.object({
  see: z.enum(RECORD_REACHES),
  write: z.enum(RECORD_REACHES),
});
export type CollectAccess = z.infer<typeof collectAccessSchema>;

/**
 * Applying a new or changed rule's condition to the collect's records (a task, progress in
 * records): until it is DONE, the records not yet reached are shown as under the rules before
 * the change, never more widely.
 */
export const rulesProgressSchema = z.object({
  state: z.enum(['APPLYING', 'DONE', 'ERROR']),
  done: z.number().check(z.int(), z.minimum(0)),
  total: z.number().check(z.int(), z.minimum(0)),
});
export type RulesProgress = z.infer<typeof rulesProgressSchema>;

/** One collect with everything its screens need: its model's fields in order included. */
export const collectSchema = z.extend(collectListItemSchema, {
  model_title: z.nullable(z.string()),
  /** The model's fields in order (what forms, the grid and filters are built from). */
  fields: z.array(modelFieldSchema),
  matched_fields: z.array(z.string()),
  fieldsToDisplay: z.array(z.string()),
  filterable_fields: z.array(z.string()),
  default_filters: defaultFiltersSchema,
  indexes: collectIndexesSchema,
  /** The caller's own reach in this collect's records. */
  access: collectAccessSchema,
  /** The last application of changed rules to the records, null before any. */
  rules_progress: z.nullable(rulesProgressSchema),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type Collect = z.infer<typeof collectSchema>;

export const collectResponseSchema = z.object({ collect: collectSchema });
export type CollectResponse = z.infer<typeof collectResponseSchema>;

const titleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(COLLECT_TITLE_MAX),
    z.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  );
const variablesSchema = (max: number) =>
  z.array(z.string().check(z.minLength(1), z.maxLength(63))).check(z.maxLength(max));

/**
 * POST /api/program/{programId}/collect. `model` is a model id; the variables named in
 * `fieldsToDisplay`, `filterable_fields` and `matched_fields` must be fields of that model
 * (400 naming the list and the variable). Without `fieldsToDisplay` the grid shows the first
 * fields of the model.
 */
export const createCollectRequestSchema = z.object({
  title: titleSchema,
  title_fr: z.nullish(titleSchema),
  model: z.string().check(z.minLength(1), z.maxLength(1500)),
  source: z.nullish(collectSourceSchema),
  matched_fields: z._default(variablesSchema(MATCHED_FIELDS_MAX), []),
  fieldsToDisplay: z.optional(variablesSchema(FIELDS_TO_DISPLAY_MAX)),
  filterable_fields: z._default(variablesSchema(FILTERABLE_FIELDS_MAX), []),
});
export type CreateCollectRequest = z.input<typeof createCollectRequestSchema>;

/** PUT /api/program/{programId}/collects/{collectId}: what is sent changes. The model may change only while the collect has no record (409). */
export const updateCollectRequestSchema = z.object({
  title: z.optional(titleSchema),
  title_fr: z.nullish(titleSchema),
  model: z.optional(z.string().check(z.minLength(1), z.maxLength(1500))),
  source: z.nullish(collectSourceSchema),
  matched_fields: z.optional(variablesSchema(MATCHED_FIELDS_MAX)),
  fieldsToDisplay: z.optional(variablesSchema(FIELDS_TO_DISPLAY_MAX)),
  filterable_fields: z.optional(variablesSchema(FILTERABLE_FIELDS_MAX)),
});
export type UpdateCollectRequest = z.input<typeof updateCollectRequestSchema>;

export const createCollectResponseSchema = z.object({ _id: z.string() });

/** PUT …/update_default_filters: the view the grid opens with for everyone. */
export const updateDefaultFiltersRequestSchema = z.extend(defaultFiltersSchema, {
  sort: z._default(defaultFiltersSchema.shape.sort, null),
});
export const defaultFiltersResponseSchema = z.object({ default_filters: defaultFiltersSchema });

/** GET /api/programs/collects/{collect_id}/contributors. */
export const collectContributorSchema = z.object({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['COLLECT_SINGLE_CONTRIBUTOR', 'COLLECT_BULK_CONTRIBUTOR']),
});
export type CollectContributor = z.infer<typeof collectContributorSchema>;
export const collectContributorsResponseSchema = z.object({
  contributors: z.array(collectContributorSchema),
});
export type CollectContributorsResponse = z.infer<typeof collectContributorsResponseSchema>;

export const deleteCollectResponseSchema = z.object({ _id: z.string() });
