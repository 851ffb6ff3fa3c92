import { toNestErrors } from '@hookform/resolvers';
import { fieldDefinitionSchema, type FieldDefinition } from '@shared/contract/field.schema';
import type { FieldError, Resolver, UseFormReturn } from 'react-hook-form';
import { fieldIssueKey, toFieldDraft, type FieldFormValues } from './field-form-values';

/**
 * Checks the form with the API's own field schema, so that what the form accepts the API
 * accepts; each refused property gets the i18next key of its message.
 */
export const fieldFormResolver: Resolver<FieldFormValues, unknown, FieldDefinition> = (
  values,
  _context,
  options,
) => {
  const result = fieldDefinitionSchema.safeParse(toFieldDraft(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= { type: 'validation', message: fieldIssueKey(issue.path) };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};

/** The field as it stands, when it is coherent: what the preview draws. */
export function parsedField(values: FieldFormValues): FieldDefinition | null {
  const result = fieldDefinitionSchema.safeParse(toFieldDraft(values));
  return result.success ? result.data : null;
}

/** The field form, as its editors receive it. */
export type FieldFormApi = UseFormReturn<FieldFormValues, unknown, FieldDefinition>;
