import { validationIssueSchema } from '@shared/contract/error.schema';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { z } from 'zod/mini';
import { isApiError } from '@/lib/api-error';

/** The `type` of a field error the API reported (its message, if any, is an i18next key). */
export const SERVER_FIELD_ERROR = 'server';

export interface ServerFieldIssue {
  /** The field as the API names it: `name`, `roles.0.role`, `invitations.2.email`. */
  path: string;
  /** The refused call's error code (VALIDATION_ERROR, ALREADY_EXISTS, …). */
  code: string;
}

const detailsSchema = z.object({ issues: z.array(validationIssueSchema) });

/** The fields a refused call names in its `details.issues`; none for other errors. */
export function serverFieldIssues(error: unknown): ServerFieldIssue[] {
  if (!isApiError(error)) return [];
  const parsed = detailsSchema.safeParse(error.details);
  if (!parsed.success) return [];
  return parsed.data.issues.map((issue) => ({ path: issue.path, code: error.code }));
}

/**
 * Reads an issue's path as one of the form's fields: the field itself or something inside it
 * (`name.en` is on `name` when the form has no `name.en`). The longest match wins.
 */
export function fieldsNamed<T extends FieldValues>(
  fields: readonly FieldPath<T>[],
): (path: string) => FieldPath<T> | null {
  const longestFirst = [...fields].sort((a, b) => b.length - a.length);
  return (path) =>
    longestFirst.find((field) => path === field || path.startsWith(`${field}.`)) ?? null;
}

/**
 * Puts the fields a refused call names on a react-hook-form form, so that each shows its own
 * message beside it (or `messageOf`'s i18next key). Returns whether any field was named.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => FieldPath<T> | null,
  messageOf?: (issue: ServerFieldIssue) => string,
): boolean {
  let named = false;
  for (const issue of serverFieldIssues(error)) {
    const field = fieldOf(issue.path);
    if (!field) continue;
    setError(field, { type: SERVER_FIELD_ERROR, message: messageOf?.(issue) ?? '' });
    named = true;
  }
  return named;
}
