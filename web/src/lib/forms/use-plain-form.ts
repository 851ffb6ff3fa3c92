import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { serverFieldIssues, type ServerFieldIssue } from './server-field-errors';

type Values = Record<string, unknown>;
type FieldOf<V> = Extract<keyof V, string>;

/** The paths of V's text values: `name`, and inside a field `label.en` or `options.2.value`. */
export type TextPath<V> = {
  [K in FieldOf<V>]: V[K] extends string | undefined ? K : `${K}.${InnerTextPath<V[K]>}`;
}[FieldOf<V>];
type InnerTextPath<T> = T extends readonly (infer Item)[]
  ? Item extends string
    ? `${number}`
    : `${number}.${InnerTextPath<Item>}`
  : T extends object
    ? TextPath<T>
    : never;

/** Why a field is in error: the schema's first message for it, or the api's refusal. */
export interface PlainFieldError {
  /** The schema's message, or for the api's refusal `serverMessage`'s (an i18next key) or ''. */
  message: string;
  fromServer: boolean;
}

export type PlainFormErrors<V> = Partial<Record<FieldOf<V>, PlainFieldError>>;

/** An error and the value it is about: `title`, `options.2.value`, `options` (the list itself). */
interface PathError {
  path: string;
  error: PlainFieldError;
}

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
   * Where the api's issue goes, when its names are not the form's (`subject.user_id` on a form's
   * `user_id`): a field, or a path inside one; by default the path itself, when it is or is
   * inside one of the form's fields.
   */
  fieldOf?: (path: string) => string | null;
  /** The message to keep for a schema's issue at `path`, when not the schema's own. */
  messageOf?: (path: readonly PropertyKey[]) => string;
}

export interface PlainForm<V extends Values, Out> {
  values: V;
  /** Each field's first error, at the field or inside it. */
  errors: PlainFormErrors<V>;
  /** The first error at exactly `path` (`options.2.value`, `options`). */
  errorAt(path: string): PlainFieldError | undefined;
  /** Whether a value differs from the last saved ones (the initial values, or `reset`'s). */
  isDirty: boolean;
  /** While `handleSubmit`'s `onValid` runs. */
  isSubmitting: boolean;
  set<K extends FieldOf<V>>(field: K, value: V[K]): void;
  /** Several values at once (a new logo, and the removal of the old one undone). */
  patch(values: Partial<V>): void;
  /** A text input's props, for a field or a text inside one (`label.en`, `options.2.value`). */
  text(path: TextPath<V>): PlainTextField;
  /** Back to `values` (by default the last saved ones), which become the saved ones. */
  reset(values?: V): void;
  /** The form's onSubmit: checks the values, then gives the checked ones to `onValid`. */
  handleSubmit(onValid: (checked: Out) => Promise<unknown>): (event: FormEvent) => void;
}

/** Equal values: lists and plain objects (`{ en, fr }`) with equal items are equal. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key], b[key]));
}

/** A list or a plain object, whose items a path names (not a File, compared as itself). */
function isContainer(value: unknown): value is Values {
  return (
    Array.isArray(value) || (value as { constructor?: unknown } | null)?.constructor === Object
  );
}

/** The value at a dotted path (`options.2.value`). */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce((inside, key) => (isContainer(inside) ? inside[key] : undefined), values);
}

/** A copy of `inside` with `value` at `keys`, lists staying lists. */
function withValueAt(inside: unknown, [key, ...rest]: readonly string[], value: unknown): unknown {
  if (key === undefined) return value;
  const copy = Object.assign(Array.isArray(inside) ? [] : {}, inside) as Values;
  copy[key] = withValueAt(copy[key], rest, value);
  return copy;
}

/** Whether a change at `changed` may alter the value at `path` (one holds the other). */
const overlaps = (path: string, changed: string) =>
  `${path}.`.startsWith(`${changed}.`) || `${changed}.`.startsWith(`${path}.`);

const topField = (path: string) => path.split('.')[0] ?? '';

/** The first error found for each field, at the field or inside it. */
function errorsOf<V>(found: readonly PathError[]): PlainFormErrors<V> {
  const errors: Partial<Record<string, PlainFieldError>> = {};
  for (const { path, error } of found) {
    const field = topField(path);
    if (field && !(field in errors)) errors[field] = error;
  }
  return errors as PlainFormErrors<V>;
}

/**
 * A form as plain React state, checked by its contract schema: the screens that open on such a
 * form would otherwise download react-hook-form (17 KB gzipped) on their first load (issue 15's
 * budget). A value may be a list or an object, `set` whole (a rule's condition values) or, for
 * its texts, through `text` (`label.en`, `options.2.value`). It behaves as react-hook-form's forms
 * do: the values are checked on submit, then again as they change; the first text field in error
 * (in `fields`' order, then the page's) takes the focus; the fields a refused call names
 * (`details.issues`) are marked in error until they change, the call's own error staying with its
 * mutation.
 */
export function usePlainForm<S extends z.ZodMiniType<unknown, Values>>(
  schema: S,
  initial: z.input<S>,
  fields: readonly FieldOf<z.input<S>>[],
  { serverMessage, fieldOf, messageOf }: PlainFormOptions = {},
): PlainForm<z.input<S>, z.output<S>> {
  type V = z.input<S>;
  const [saved, setSaved] = useState<V>(initial);
  const [values, setValues] = useState<V>(initial);
  // Null until the first submit; from then on the values are checked again as they change.
  const [found, setFound] = useState<PathError[] | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());

  const check = (next: V): PathError[] => {
    const parsed = schema.safeParse(next);
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      error: { message: messageOf ? messageOf(issue.path) : issue.message, fromServer: false },
    }));
  };

  const inError = (path: string, errors: readonly PathError[]) =>
    errors.some(
      (entry) => entry.path === path || (!path.includes('.') && topField(entry.path) === path),
    );

  const show = (errors: PathError[]) => {
    setFound(errors);
    const order = (path: string) => fields.indexOf(topField(path) as FieldOf<V>);
    const first = [...elements.current]
      .filter(([path]) => order(path) >= 0 && inError(path, errors))
      .sort(
        ([a, one], [b, other]) =>
          order(a) - order(b) ||
          (one.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1),
      )[0];
    first?.[1].focus();
  };

  const refused = (error: unknown): PathError[] =>
    serverFieldIssues(error).flatMap((issue) => {
      const path = fieldOf ? fieldOf(issue.path) : issue.path;
      const field = path === null ? undefined : fields.find((f) => f === topField(path));
      if (path === null || !field) return [];
      const message = serverMessage?.(issue, field) ?? '';
      return [{ path, error: { message, fromServer: true } }];
    });

  /** The values changed at `paths`: checked again, the api's refusals elsewhere kept. */
  const change = (next: V, paths: readonly string[]) => {
    setValues(next);
    if (!found) return;
    const checked = check(next);
    const refusedStill = found.filter(
      ({ path, error }) =>
        error.fromServer &&
        !paths.some((changed) => overlaps(path, changed)) &&
        !checked.some((entry) => entry.path === path),
    );
    setFound([...checked, ...refusedStill]);
  };
  const patch = (changed: Partial<V>) => change({ ...values, ...changed }, Object.keys(changed));
  const set = <K extends FieldOf<V>>(field: K, value: V[K]) => {
    const changed: Partial<V> = {};
    changed[field] = value;
    patch(changed);
  };

  return {
    values,
    errors: errorsOf<V>(found ?? []),
    errorAt: (path) => found?.find((entry) => entry.path === path)?.error,
    isDirty: !sameValue(values, saved),
    isSubmitting,
    set,
    patch,
    text: (path) => ({
      name: path,
      value: (valueAt(values, path) as string | undefined) ?? '',
      onChange: (event) =>
        change(withValueAt(values, path.split('.'), event.currentTarget.value) as V, [path]),
      ref: (element) => {
        if (element) elements.current.set(path, element);
        else elements.current.delete(path);
      },
    }),
    reset: (next = saved) => {
      setSaved(next);
      setValues(next);
      setFound(null);
    },
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      const parsed = schema.safeParse(values);
      if (!parsed.success) return show(check(values));
      setFound([]);
      setSubmitting(true);
      onValid(parsed.data)
        .catch((error: unknown) => {
          const errors = refused(error);
          if (errors.length > 0) show(errors);
        })
        .finally(() => setSubmitting(false));
    },
  };
}
