import { z } from 'zod/mini';
import { idSchema, isoDateSchema, isPlainText, PLAIN_TEXT_MESSAGE } from './common.schema.js';
import { fieldCoherenceIssues } from './field-coherence.js';
import {
  FIELD_OPTIONS_MAX,
  fieldDefinitionObjectSchema,
  fieldHelpSchema,
  fieldLabelSchema,
  fieldOptionSchema,
  fieldRuleSchema,
} from './field.schema.js';
import { FIELD_DATATYPES, INPUT_METHODS, VALIDATION_RULES } from '../constants.js';

export const MODEL_TITLE_MAX = 120;
export const MODEL_DESCRIPTION_MAX = 2000;
/**
 * Fields of one model. Reordering renumbers every field in one transaction, and a transaction
 * writes at most 500 documents: 200 leaves room and is more than any form a contributor fills.
 */
export const MODEL_FIELDS_MAX = 200;
export const MODELS_PAGE_SIZE = 20;
export const MODELS_PAGE_SIZE_MAX = 100;
/** Models one /api/models/available answer lists (a picker with a search box). */
export const MODELS_AVAILABLE_MAX = 50;
/** Collects a refusal or a model names as its users; the count says how many in all. */
export const MODEL_USES_SHOWN = 10;

const titleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(MODEL_TITLE_MAX),
    z.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  );
const descriptionSchema = z.string().check(z.trim(), z.maxLength(MODEL_DESCRIPTION_MAX));

/** A field of a model as the API answers it; `field_id` repeats `_id` (SPEC.md §3). */
export const modelFieldSchema = z.object({
  _id: z.string(),
  field_id: z.string(),
  model_id: z.string(),
  order: z.number().check(z.int(), z.minimum(0)),
  label: fieldLabelSchema,
  variable: z.string(),
  datatype: z.enum(FIELD_DATATYPES),
  input_method: z.enum(INPUT_METHODS),
  options: z.array(fieldOptionSchema),
  help: z.optional(fieldHelpSchema),
  validation_rules: z.array(fieldRuleSchema),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type ModelField = z.infer<typeof modelFieldSchema>;

/** A collect built on a model: what a refusal to change the model names. */
export const modelUseSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  title: z.string(),
});
export type ModelUse = z.infer<typeof modelUseSchema>;

export const modelSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  fields_count: z.number().check(z.int(), z.minimum(0)),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

/**
 * One model with its fields in order, and the collects that use it (the first few, and how many
 * in all). A model in use keeps its variables and datatypes: records may hold them.
 */
export const modelSchema = z.extend(modelSummarySchema, {
  fields: z.array(modelFieldSchema),
  used_by: z.array(modelUseSchema),
  used_by_count: z.number().check(z.int(), z.minimum(0)),
});
export type Model = z.infer<typeof modelSchema>;

/** POST /api/admin/models. */
export const createModelRequestSchema = z.object({
  title: titleSchema,
  description: z._default(descriptionSchema, ''),
});
export type CreateModelRequest = z.infer<typeof createModelRequestSchema>;

/** PUT /api/admin/models/update/{id}: what is sent changes, the rest stays. */
export const updateModelRequestSchema = z
  .object({ title: z.optional(titleSchema), description: z.optional(descriptionSchema) })
  .check(
    z.refine((value) => value.title !== undefined || value.description !== undefined, {
      message: 'Send title, description or both',
    }),
  );
export type UpdateModelRequest = z.infer<typeof updateModelRequestSchema>;

/**
 * GET /api/admin/models: sorted by title. `keywords`: a prefix of a word of the title.
 * `cursor`: the `next_cursor` of the previous answer.
 */
export const modelsQuerySchema = z.object({
  keywords: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MODELS_PAGE_SIZE_MAX)),
    MODELS_PAGE_SIZE,
  ),
  cursor: z.optional(idSchema),
});
export type ModelsQuery = z.infer<typeof modelsQuerySchema>;

export const modelsResponseSchema = z.object({
  models: z.array(modelSummarySchema),
  totalItems: z.number().check(z.int(), z.minimum(0)),
  /** Pass as `cursor` for the next models; null after the last one. */
  next_cursor: z.nullable(z.string()),
});
export type ModelsResponse = z.infer<typeof modelsResponseSchema>;

/** GET /api/models/available: `keywords` as in the admin list. */
export const availableModelsQuerySchema = z.object({
  keywords: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type AvailableModelsQuery = z.infer<typeof availableModelsQuerySchema>;

export const availableModelsResponseSchema = z.object({ models: z.array(modelSummarySchema) });
export type AvailableModelsResponse = z.infer<typeof availableModelsResponseSchema>;

export const modelResponseSchema = z.object({ model: modelSchema });
export type ModelResponse = z.infer<typeof modelResponseSchema>;

export const deleteModelResponseSchema = z.object({ _id: z.string() });
export type DeleteModelResponse = z.infer<typeof deleteModelResponseSchema>;

/** POST /api/admin/fields: a coherent field (field.schema.ts) and its model; `order` appends. */
export const createFieldRequestSchema = z
  .extend(fieldDefinitionObjectSchema, { model_id: idSchema })
  .check(
    z.superRefine((field, ctx) => {
      for (const issue of fieldCoherenceIssues(field)) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }),
  );
export type CreateFieldRequest = z.infer<typeof createFieldRequestSchema>;

/**
 * PUT /api/admin/fields/{field_id}: the properties sent replace the stored ones; the merged
 * field must be coherent. `order` moves through update_order, `help: null` removes the help.
 */
export const updateFieldRequestSchema = z
  .partial(
    z.extend(z.omit(fieldDefinitionObjectSchema, { order: true, help: true }), {
      // No defaults here: a property left out keeps its stored value.
      options: z.array(fieldOptionSchema).check(z.maxLength(FIELD_OPTIONS_MAX)),
      validation_rules: z.array(fieldRuleSchema).check(z.maxLength(VALIDATION_RULES.length * 2)),
      help: z.nullable(fieldHelpSchema),
    }),
  )
  .check(
    z.refine((value) => Object.keys(value).length > 0, { message: 'Send at least one property' }),
  );
export type UpdateFieldRequest = z.infer<typeof updateFieldRequestSchema>;

/**
 * PUT /api/admin/fields/{field_id}/update_order: either the field's new position (from 0; past
 * the end means last), or every field id of the model in their new order.
 */
export const updateFieldOrderRequestSchema = z.union([
  z.strictObject({ order: z.number().check(z.int(), z.minimum(0)) }),
  z.strictObject({
    field_ids: z.array(idSchema).check(z.minLength(1), z.maxLength(MODEL_FIELDS_MAX)),
  }),
]);
export type UpdateFieldOrderRequest = z.infer<typeof updateFieldOrderRequestSchema>;

export const fieldResponseSchema = z.object({ field: modelFieldSchema });
export type FieldResponse = z.infer<typeof fieldResponseSchema>;

/** The model's fields after a reorder or a deletion, in order. */
export const modelFieldsResponseSchema = z.object({ fields: z.array(modelFieldSchema) });
export type ModelFieldsResponse = z.infer<typeof modelFieldsResponseSchema>;
