import type { Locale } from '@shared/contract/locale.schema';
import type { RecordField } from '@shared/contract/field.schema';
import {
  buildRecordSchema,
  type FieldValue,
  type RecordValues,
} from '@shared/contract/record-validation';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { sameValue } from '@/lib/forms/use-plain-form';

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

export interface RecordForm {
  values: RecordFormValues;
  /** The message under each field, by variable: the engine's, or the api's. */
  errors: Partial<Record<string, string>>;
  /** Whether a value differs from the record's (or a new record's empty ones). */
  isDirty: boolean;
  change(variable: string, value: unknown): void;
  /** The field was left: from now on it is checked, and checked again as it changes. */
  leave(variable: string): void;
  /** A message the api gave for a field, kept until the field changes. */
  setError(variable: string, message: string): void;
  /** The form's onSubmit: checks every field, then gives the engine's output to `onValid`. */
  handleSubmit(onValid: (values: RecordValues) => unknown): (event: FormEvent) => void;
}

/**
 * A model's fields as plain React state (issue 15: without react-hook-form's 17 KB on the record
 * screens' first load), validated by the same engine as the API, so a form the browser accepts
 * is a record the server accepts. Submitted values are the engine's output. A field is checked
 * once it is left (no message while it is first typed in), then as it changes; a submit checks
 * them all, and from then on each as it changes.
 */
export function useRecordForm({ fields, locale, record }: UseRecordFormOptions): RecordForm {
  const schema = useMemo(() => buildRecordSchema(fields, locale), [fields, locale]);
  const [initial] = useState(() => recordFormDefaults(fields, record));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  // Read by the checks: an input may change its value and leave in one event (a file's upload).
  const latest = useRef(initial);
  const checked = useRef({ fields: new Set<string>(), all: false });

  /** The engine's first message for each field, for the values as they are now. */
  const messages = () => {
    const found: Partial<Record<string, string>> = {};
    const parsed = schema.safeParse(latest.current);
    for (const issue of parsed.error?.issues ?? []) {
      const variable = String(issue.path[0] ?? '');
      found[variable] ??= issue.message;
    }
    return { parsed, found };
  };
  const check = (variable: string) => {
    const message = messages().found[variable];
    setErrors((current) => {
      const { [variable]: _left, ...others } = current;
      return message === undefined ? others : { ...others, [variable]: message };
    });
  };

  return {
    values,
    errors,
    isDirty: Object.keys(initial).some((key) => !sameValue(values[key], initial[key])),
    change: (variable, value) => {
      latest.current = { ...latest.current, [variable]: value };
      setValues(latest.current);
      const { fields: left, all } = checked.current;
      if (all || left.has(variable)) check(variable);
    },
    leave: (variable) => {
      checked.current.fields.add(variable);
      check(variable);
    },
    setError: (variable, message) => setErrors((current) => ({ ...current, [variable]: message })),
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      checked.current.all = true;
      const { parsed, found } = messages();
      setErrors(found);
      if (parsed.success) void onValid(parsed.data);
    },
  };
}
