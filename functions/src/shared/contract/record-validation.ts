// The one validation engine of records: the web form uses it as its resolver, and every server
// path that writes a record (forms, imports, webhooks, bulk updates) parses with it, so a value
// accepted in one place is accepted everywhere.

import { z } from 'zod/mini';
import type { Locale } from './locale.schema.js';
import type { RecordField } from './field.schema.js';
import { RECORD_MESSAGES } from './record-messages.js';
import { readFromText } from './record-text-readers.js';
import { checkFieldValue, type FieldValue } from './record-value-checks.js';

export type { FieldValue } from './record-value-checks.js';

/** A record's fields by variable; `null` is an emptied value, a missing key one not sent. */
export type RecordValues = { [variable: string]: FieldValue | null | undefined };

export interface RecordSchemaOptions {
  /**
   * Values arrive as text (CSV, spreadsheets, webhooks): numbers (`12.5`, `12,5`), booleans
   * (`true`/`false`, `yes`/`no`, `oui`/`non`, `1`/`0`), lists split on `;` (or `,` when there is
   * no `;`), option labels in either language instead of option values, and dates inside an
   * ISO date-time are read as the field's datatype first.
   */
  coerce?: boolean;
  /**
   * Only the variables present are checked (a bulk update of some fields). REQUIRED still
   * refuses emptying a value; a variable left out keeps its stored value.
   */
  partial?: boolean;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function fieldSchema(field: RecordField, locale: Locale, options: RecordSchemaOptions) {
  const messages = RECORD_MESSAGES[locale];
  const label = field.label[locale] || field.label.en;
  const required = field.validation_rules.some((entry) => entry.rule === 'REQUIRED');
  // A mini transform's context is the parse payload (no `addIssue`): issues are pushed onto it,
  // with the input as classic's `addIssue` records it.
  const schema = z.pipe(
    z.unknown(),
    z.transform((raw: unknown, ctx): FieldValue | null => {
      const value = options.coerce ? readFromText(field, raw) : raw;
      if (isEmpty(value)) {
        if (!required) return null;
        ctx.issues.push({ code: 'custom', message: messages.required(label), input: raw });
        return z.NEVER;
      }
      const checked = checkFieldValue({ field, label, messages }, value);
      if (checked.ok) return checked.value;
      ctx.issues.push({ code: 'custom', message: checked.message, input: raw });
      return z.NEVER;
    }),
  );
  // An optional schema passes a missing variable without calling the check at all, so the
  // record keeps no key for it; a required one must run the check to say it is missing.
  return required && !options.partial ? schema : z.optional(schema);
}

/**
 * The zod schema of a record of a model with these fields, messages in `locale` naming each
 * field by its label. Empty values (missing, `null`, blank text, `[]`) pass unless REQUIRED and
 * come out as `null`; text is trimmed, phone numbers keep only `+` and digits, lists lose
 * duplicates. A variable that is not a field of the model is refused.
 */
export function buildRecordSchema(
  fields: readonly RecordField[],
  locale: Locale,
  options: RecordSchemaOptions = {},
): z.ZodMiniType<RecordValues, Record<string, unknown>> {
  const shape = Object.fromEntries(
    fields.map((field) => [field.variable, fieldSchema(field, locale, options)]),
  );
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? RECORD_MESSAGES[locale].unknownFields(issue.keys)
        : undefined,
  });
}
