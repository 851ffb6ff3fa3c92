import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { serverFieldIssues, type ServerFieldIssue } from './server-field-errors';

type Values = Record<string, unknown>;
type FieldOf<V> = Extract<keyof V, string>;
type TextField<V> = { [K in FieldOf<V>]: V[K] extends string | undefined ? K : never }[FieldOf<V>];

/** Why a field is in error: the schema's first message for it, or the api's refusal. */
export interface PlainFieldError {
  /** The schema's message, or for the api's refusal `serverMessage`'s (an i18next key) or ''. */
  message: string;
  fromServer: boolean;
}

export type PlainFormErrors<V> = Partial<Record<FieldOf<V>, PlainFieldError>>;

/** What a text input or textarea spreads: `<TextInput {...form.text('name')} />`. */
export interface PlainTextField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  ref: (element: HTMLElement | null) => void;
}

export interface PlainFormOptions {
  /** The message (an i18next key) to keep for a field the api refused; '' without it. */
  serverMessage?: (issue: ServerFieldIssue, field: string) => string;
  /**
   * The field an issue's path names, when the api's names are not the form's (`subject.user_id`
   * on a form's `user_id`); by default the field the path is or starts with.
   */
  fieldOf?: (path: string) => string | null;
}

export interface PlainForm<V extends Values, Out> {
  values: V;
  errors: PlainFormErrors<V>;
  /** Whether a value differs from the last saved ones (the initial values, or `reset`'s). */
  isDirty: boolean;
  /** While `handleSubmit`'s `onValid` runs. */
  isSubmitting: boolean;
  set<K extends FieldOf<V>>(field: K, value: V[K]): void;
  /** Several values at once (a new logo, and the removal of the old one undone). */
  patch(values: Partial<V>): void;
  text(field: TextField<V>): PlainTextField;
  /** Back to `values` (by default the last saved ones), which become the saved ones. */
  reset(values?: V): void;
  /** The form's onSubmit: checks the values, then gives the checked ones to `onValid`. */
  handleSubmit(onValid: (checked: Out) => Promise<unknown>): (event: FormEvent) => void;
}

/** Equal values, a list being equal to one with the same items (a picker's new array). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return (
    Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, index) => Object.is(item, b[index]))
  );
}

/** The field each path starts with, and the first error found for it. */
function errorsOf<V>(found: readonly { path: readonly PropertyKey[]; error: PlainFieldError }[]) {
  const errors: Partial<Record<string, PlainFieldError>> = {};
  for (const { path, error } of found) {
    const field = String(path[0] ?? '');
    if (field && !(field in errors)) errors[field] = error;
  }
  return errors as PlainFormErrors<V>;
}

/**
 * A form of flat values (text fields, a file, a picker's choice or list) as plain React state,
 * checked by its contract schema: the screens that open on such a form would otherwise download
 * react-hook-form (17 KB gzipped) on their first load (issue 15's budget); a list is one value,
 * `set` whole (a rule's condition values). The forms of nested lists keep react-hook-form. It behaves as those do: the values are checked on
 * submit, then again as they change; the first text field in error (in `fields`' order) takes the
 * focus; the fields a refused call names (`details.issues`) are marked in error, the call's own
 * error staying with its mutation.
 */
export function usePlainForm<S extends z.ZodMiniType<unknown, Values>>(
  schema: S,
  initial: z.input<S>,
  fields: readonly FieldOf<z.input<S>>[],
  { serverMessage, fieldOf }: PlainFormOptions = {},
): PlainForm<z.input<S>, z.output<S>> {
  type V = z.input<S>;
  const [saved, setSaved] = useState<V>(initial);
  const [values, setValues] = useState<V>(initial);
  // Null until the first submit; from then on the values are checked again as they change.
  const [errors, setErrors] = useState<PlainFormErrors<V> | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());

  const check = (next: V): PlainFormErrors<V> => {
    const parsed = schema.safeParse(next);
    if (parsed.success) return {};
    return errorsOf<V>(
      parsed.error.issues.map((issue) => ({
        path: issue.path,
        error: { message: issue.message, fromServer: false },
      })),
    );
  };

  const show = (found: PlainFormErrors<V>) => {
    setErrors(found);
    const first = fields.find((field) => field in found && elements.current.has(field));
    if (first) elements.current.get(first)?.focus();
  };

  const refused = (error: unknown): PlainFormErrors<V> =>
    errorsOf<V>(
      serverFieldIssues(error).flatMap((issue) => {
        const named = fieldOf?.(issue.path);
        const field = fields.find((candidate) =>
          fieldOf
            ? candidate === named
            : issue.path === candidate || issue.path.startsWith(`${candidate}.`),
        );
        if (!field) return [];
        const message = serverMessage?.(issue, field) ?? '';
        return [{ path: [field], error: { message, fromServer: true } }];
      }),
    );

  const patch = (changed: Partial<V>) => {
    const next = { ...values, ...changed };
    setValues(next);
    if (errors) setErrors(check(next));
  };
  const set = <K extends FieldOf<V>>(field: K, value: V[K]) => {
    const changed: Partial<V> = {};
    changed[field] = value;
    patch(changed);
  };

  return {
    values,
    errors: errors ?? {},
    isDirty: Object.keys({ ...saved, ...values }).some(
      (key) => !sameValue(values[key], saved[key]),
    ),
    isSubmitting,
    set,
    patch,
    text: (field) => ({
      name: field,
      value: (values[field] as string | undefined) ?? '',
      onChange: (event) => set(field, event.currentTarget.value as V[typeof field]),
      ref: (element) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      },
    }),
    reset: (next = saved) => {
      setSaved(next);
      setValues(next);
      setErrors(null);
    },
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      const parsed = schema.safeParse(values);
      if (!parsed.success) return show(check(values));
      setErrors({});
      setSubmitting(true);
      onValid(parsed.data)
        .catch((error: unknown) => {
          const found = refused(error);
          if (Object.keys(found).length > 0) show(found);
        })
        .finally(() => setSubmitting(false));
    },
  };
}
