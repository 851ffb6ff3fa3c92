import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import { keywordsOf, normaliseText } from '../core/keywords.js';
import { FIELD_DATATYPES, INPUT_METHODS } from '../shared/constants.js';
import {
  fieldHelpSchema,
  fieldLabelSchema,
  fieldOptionSchema,
  fieldRuleSchema,
} from '../shared/contract/field.schema.js';
import type { FieldDefinition } from '../shared/contract/field.schema.js';
import type { ModelField, ModelSummary, ModelUse } from '../shared/contract/model.schema.js';

// `models/{modelId}`: title, description, title_key (the normalised title: the list's order),
// keywords (word prefixes of the title, for search), fields_count, created_at, updated_at.
// `models/{modelId}/fields/{fieldId}`: the field as field.schema.ts defines it, with its
// `order` (0, 1, 2, … without gaps), `variable_key` (the variable in lower case: variables are
// unique in a model whatever their case), and `field_id` / `model_id` copies so that a
// collection-group query finds a field by its id alone. Written by the models module's
// repositories only.

const storedModelSchema = z.object({
  title: z.string(),
  description: z.string().default(''),
  fields_count: z.number().int().min(0).default(0),
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
});

export function toModelSummary(snapshot: DocumentSnapshot): ModelSummary {
  const stored = storedModelSchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    title: stored.title,
    description: stored.description,
    fields_count: stored.fields_count,
    created_at: stored.created_at.toISOString(),
    updated_at: stored.updated_at.toISOString(),
  };
}

/** The stored fields that follow from a model's title. */
export function modelTitleFields(title: string) {
  return { title, title_key: normaliseText(title), keywords: keywordsOf([title]) };
}

const storedFieldSchema = z.object({
  model_id: z.string(),
  order: z.number().int().min(0),
  label: fieldLabelSchema,
  variable: z.string(),
  datatype: z.enum(FIELD_DATATYPES),
  input_method: z.enum(INPUT_METHODS),
  options: z.array(fieldOptionSchema).default([]),
  help: z.nullish(fieldHelpSchema),
  validation_rules: z.array(fieldRuleSchema).default([]),
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
});

export function toModelField(snapshot: DocumentSnapshot): ModelField {
  const { help, created_at, updated_at, ...stored } = storedFieldSchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    field_id: snapshot.id,
    ...stored,
    ...(help ? { help } : {}),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}

/** What a field document holds, from a coherent definition. */
export function fieldDocument(
  ids: { fieldId: string; modelId: string },
  field: Omit<FieldDefinition, 'order'>,
  order: number,
) {
  return {
    field_id: ids.fieldId,
    model_id: ids.modelId,
    order,
    label: { en: field.label.en, fr: field.label.fr },
    variable: field.variable,
    variable_key: variableKeyOf(field.variable),
    datatype: field.datatype,
    input_method: field.input_method,
    options: field.options.map(({ value, label }) => ({ value, label: { ...label } })),
    help: field.help ? { en: field.help.en, fr: field.help.fr } : null,
    validation_rules: field.validation_rules.map((rule) => ({ ...rule })),
  };
}

/** Variables are unique in a model whatever their case (`Age` and `age` would clash in a CSV). */
export function variableKeyOf(variable: string): string {
  return variable.toLowerCase();
}

/** A collect built on a model, as `programs/{p}/collects/{c}` stores it (`model_id`). */
export function toModelUse(snapshot: DocumentSnapshot): ModelUse {
  const title: unknown = snapshot.get('title');
  return {
    _id: snapshot.id,
    // A collect's program is its parent document.
    program_id: snapshot.ref.parent.parent?.id ?? '',
    title: typeof title === 'string' ? title : snapshot.id,
  };
}
