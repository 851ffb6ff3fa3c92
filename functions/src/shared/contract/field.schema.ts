import { z } from 'zod/mini';
import {
  FIELD_DATATYPES,
  INPUT_METHODS,
  VALIDATION_RULES,
  type ValidationRule,
} from '../constants.js';
import { isIsoDate } from './calendar.js';
import { fieldCoherenceIssues } from './field-coherence.js';

export const FIELD_LABEL_MAX = 200;
export const FIELD_HELP_MAX = 1000;
export const FIELD_OPTION_VALUE_MAX = 200;
export const FIELD_OPTIONS_MAX = 500;

const labelTextSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(FIELD_LABEL_MAX));

/** What a contributor reads, in both languages. */
export const fieldLabelSchema = z.object({ en: labelTextSchema, fr: labelTextSchema });
export type FieldLabel = z.infer<typeof fieldLabelSchema>;

const helpTextSchema = z.string().check(z.trim(), z.maxLength(FIELD_HELP_MAX));
export const fieldHelpSchema = z.object({ en: helpTextSchema, fr: helpTextSchema });

// Names that would reach a prototype when a record is read as a plain object.
const PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * The key of the field in every record (`fields.<variable>` in Firestore, a CSV column, a webhook
 * property). A letter then letters, digits or `_`, at most 63: no dot (a Firestore field path),
 * no leading `__` (Firestore reserves `__x__` names), no `constructor` or `toString`.
 */
export const fieldVariableSchema = z.string().check(
  z.trim(),
  z.regex(
    /^[a-z][a-z0-9_]{0,62}$/i,
    'Use a letter, then letters, digits or _ (at most 63 characters)',
  ),
  z.refine((value) => !PROTOTYPE_KEYS.has(value), 'This name is reserved'),
);

export const fieldOptionSchema = z.object({
  value: z.string().check(z.trim(), z.minLength(1), z.maxLength(FIELD_OPTION_VALUE_MAX)),
  label: fieldLabelSchema,
});
export type FieldOption = z.infer<typeof fieldOptionSchema>;

const isoDateRuleValueSchema = z
  .string()
  .check(z.refine(isIsoDate, 'Use a date written YYYY-MM-DD'));

const RULES_WITHOUT_VALUE = VALIDATION_RULES.filter(
  (
    rule,
  ): rule is Exclude<ValidationRule, 'MIN_VALUE' | 'MAX_VALUE' | 'BEFORE_DATE' | 'AFTER_DATE'> =>
    !['MIN_VALUE', 'MAX_VALUE', 'BEFORE_DATE', 'AFTER_DATE'].includes(rule),
);

/** A rule and its parameter: a number for MIN_VALUE / MAX_VALUE, a date for BEFORE / AFTER_DATE. */
export const fieldRuleSchema = z.discriminatedUnion('rule', [
  z.object({ rule: z.enum(['MIN_VALUE', 'MAX_VALUE']), value: z.number() }),
  z.object({ rule: z.enum(['BEFORE_DATE', 'AFTER_DATE']), value: isoDateRuleValueSchema }),
  z.object({ rule: z.enum(RULES_WITHOUT_VALUE) }),
]);
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/**
 * A model field as the admin API accepts it, before coherence checks. Exported for `.partial()`
 * updates: a service merges the update into the stored field and parses the whole with
 * `fieldDefinitionSchema`, so a change can never leave an incoherent field behind.
 */
export const fieldDefinitionObjectSchema = z.object({
  label: fieldLabelSchema,
  variable: fieldVariableSchema,
  datatype: z.enum(FIELD_DATATYPES),
  input_method: z.enum(INPUT_METHODS),
  options: z._default(z.array(fieldOptionSchema).check(z.maxLength(FIELD_OPTIONS_MAX)), []),
  order: z.optional(z.number().check(z.int(), z.minimum(0))),
  help: z.optional(fieldHelpSchema),
  validation_rules: z._default(
    z.array(fieldRuleSchema).check(z.maxLength(VALIDATION_RULES.length * 2)),
    [],
  ),
});

/** A coherent model field; each contradiction is an issue whose path names the property. */
export const fieldDefinitionSchema = fieldDefinitionObjectSchema.check(
  z.superRefine((field, ctx) => {
    for (const issue of fieldCoherenceIssues(field)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  }),
);
export type FieldDefinitionInput = z.input<typeof fieldDefinitionSchema>;
export type FieldDefinition = z.output<typeof fieldDefinitionSchema>;

/** What the validation engine and the field renderers need to know of a field. */
export type RecordField = Pick<
  FieldDefinition,
  'label' | 'variable' | 'datatype' | 'input_method' | 'options' | 'validation_rules'
> &
  Partial<Pick<FieldDefinition, 'help'>>;
