import { fieldDefinitionSchema, type FieldDefinition } from '@shared/contract/field.schema';
import { z } from 'zod/mini';
import type { PlainForm } from '@/lib/forms/use-plain-form';
import { toFieldDraft, type FieldFormValues } from './field-form-values';

/**
 * Checks the form with the API's own field schema, so that what the form accepts the API
 * accepts (the form gives each refused property the i18next key of its message: fieldIssueKey).
 */
export const fieldFormSchema = z.pipe(
  // The draft is what the field schema is there to check.
  z.transform((values: FieldFormValues): unknown => toFieldDraft(values)),
  fieldDefinitionSchema,
);

/** The field as it stands, when it is coherent: what the preview draws. */
export function parsedField(values: FieldFormValues): FieldDefinition | null {
  const result = fieldDefinitionSchema.safeParse(toFieldDraft(values));
  return result.success ? result.data : null;
}

/** The field form, as its editors receive it: plain React state (usePlainForm). */
export type FieldFormState = PlainForm<FieldFormValues, FieldDefinition>;
