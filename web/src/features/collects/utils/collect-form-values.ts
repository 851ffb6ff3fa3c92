import { isPlainText } from '@shared/contract/common.schema';
import {
  COLLECT_SOURCE_TYPES,
  COLLECT_TITLE_MAX,
  createCollectRequestSchema,
  FIELDS_TO_DISPLAY_MAX,
  FILTERABLE_FIELDS_MAX,
  MATCHED_FIELDS_MAX,
  type Collect,
  type CreateCollectRequest,
  type UpdateCollectRequest,
} from '@shared/contract/collect.schema';
import { z } from 'zod/mini';

/**
 * The collect form: the contract's request with the French title as typed ('' for none) and the
 * source as a choice (null: records are only typed in Rainbow).
 */
export const collectFormSchema = z.object({
  title: createCollectRequestSchema.shape.title,
  title_fr: z.string().check(z.trim(), z.maxLength(COLLECT_TITLE_MAX), z.refine(isPlainText)),
  model: z.string().check(z.minLength(1)),
  fieldsToDisplay: z.array(z.string()).check(z.maxLength(FIELDS_TO_DISPLAY_MAX)),
  filterable_fields: z.array(z.string()).check(z.maxLength(FILTERABLE_FIELDS_MAX)),
  matched_fields: z.array(z.string()).check(z.maxLength(MATCHED_FIELDS_MAX)),
  source: z.nullable(z.enum(COLLECT_SOURCE_TYPES)),
});
export type CollectFormInput = z.input<typeof collectFormSchema>;
export type CollectFormValues = z.output<typeof collectFormSchema>;

/** The form's field names, for the server's issues (`fieldsToDisplay.3`, `source.type`). */
export const COLLECT_FORM_FIELDS = [
  'title',
  'title_fr',
  'model',
  'fieldsToDisplay',
  'filterable_fields',
  'matched_fields',
  'source',
] as const;

export function collectFormDefaults(collect?: Collect): CollectFormInput {
  return {
    title: collect?.title ?? '',
    title_fr: collect?.title_fr ?? '',
    model: collect?.model_id ?? '',
    fieldsToDisplay: collect?.fieldsToDisplay ?? [],
    filterable_fields: collect?.filterable_fields ?? [],
    matched_fields: collect?.matched_fields ?? [],
    source: collect?.source?.type ?? null,
  };
}

/**
 * What POST …/collect sends. Without the model's fields at hand (a program manager creating a
 * collect) the field lists are left out: the grid then shows the model's first fields, and the
 * lists are chosen on the edit screen.
 */
export function createRequest(
  values: CollectFormValues,
  knowsFields: boolean,
): CreateCollectRequest {
  const common = {
    title: values.title,
    title_fr: values.title_fr || null,
    model: values.model,
    source: values.source ? { type: values.source } : null,
  };
  if (!knowsFields) return common;
  return {
    ...common,
    fieldsToDisplay: values.fieldsToDisplay,
    filterable_fields: values.filterable_fields,
    matched_fields: values.matched_fields,
  };
}

/** What PUT …/collects/{id} sends: everything, and the model only when it changes (409 once records exist). */
export function updateRequest(values: CollectFormValues, collect: Collect): UpdateCollectRequest {
  return {
    title: values.title,
    title_fr: values.title_fr || null,
    ...(values.model !== collect.model_id ? { model: values.model } : {}),
    source: values.source ? { type: values.source } : null,
    fieldsToDisplay: values.fieldsToDisplay,
    filterable_fields: values.filterable_fields,
    matched_fields: values.matched_fields,
  };
}
