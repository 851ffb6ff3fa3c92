import { zodResolver } from '@hookform/resolvers/zod';
import type { Locale } from '@shared/contract/locale.schema';
import type { RecordField } from '@shared/contract/field.schema';
import {
  buildRecordSchema,
  type FieldValue,
  type RecordValues,
} from '@shared/contract/record-validation';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

/** What the form holds before the engine has read it: anything a field's input produced. */
export type RecordFormValues = Record<string, unknown>;

/** A switch or a single checkbox starts at "no", lists at none chosen, the rest empty. */
function startingValue(field: RecordField): FieldValue | null {
  if (field.datatype === 'BOOLEAN') return false;
  if (field.datatype === 'STRING_ARRAY') return [];
  return null;
}

export function recordFormDefaults(
  fields: readonly RecordField[],
  record: RecordValues = {},
): RecordFormValues {
  return Object.fromEntries(
    fields.map((field) => [field.variable, record[field.variable] ?? startingValue(field)]),
  );
}

interface UseRecordFormOptions {
  fields: readonly RecordField[];
  /** The language of the engine's messages, normally the page's. */
  locale: Locale;
  /** The record being edited; a new record starts empty. */
  record?: RecordValues;
}

/**
 * A react-hook-form over a model's fields, validated by the same engine as the API, so a form
 * the browser accepts is a record the server accepts. Submitted values are the engine's output.
 */
export function useRecordForm({ fields, locale, record }: UseRecordFormOptions) {
  const schema = useMemo(() => buildRecordSchema(fields, locale), [fields, locale]);
  return useForm<RecordFormValues, unknown, RecordValues>({
    resolver: zodResolver(schema),
    defaultValues: recordFormDefaults(fields, record),
    mode: 'onTouched',
  });
}
