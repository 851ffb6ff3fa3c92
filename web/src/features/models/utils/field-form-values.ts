import type { FieldDatatype, InputMethod, ValidationRule } from '@shared/constants';
import { takesOptions } from '@shared/contract/field-coherence';
import type { ModelField } from '@shared/contract/model.schema';

/** A rule as the form edits it: its parameter is text until the form is sent. */
export interface RuleFormValue {
  rule: ValidationRule;
  value: string;
}

// A type rather than an interface: usePlainForm takes records of values.
export type FieldFormValues = {
  label: { en: string; fr: string };
  variable: string;
  input_method: InputMethod;
  datatype: FieldDatatype;
  options: { value: string; label: { en: string; fr: string } }[];
  validation_rules: RuleFormValue[];
  help: { en: string; fr: string };
};

const NUMBER_PARAMETER: readonly ValidationRule[] = ['MIN_VALUE', 'MAX_VALUE'];
const DATE_PARAMETER: readonly ValidationRule[] = ['BEFORE_DATE', 'AFTER_DATE'];

/** What a rule's parameter is: none, a number or a date. */
export function ruleParameter(rule: ValidationRule): 'none' | 'number' | 'date' {
  if (NUMBER_PARAMETER.includes(rule)) return 'number';
  if (DATE_PARAMETER.includes(rule)) return 'date';
  return 'none';
}

export function fieldFormDefaults(field?: ModelField): FieldFormValues {
  return {
    label: { en: field?.label.en ?? '', fr: field?.label.fr ?? '' },
    variable: field?.variable ?? '',
    input_method: field?.input_method ?? 'TEXT_INPUT',
    datatype: field?.datatype ?? 'STRING',
    options: (field?.options ?? []).map(({ value, label }) => ({ value, label: { ...label } })),
    validation_rules: (field?.validation_rules ?? []).map((entry) => ({
      rule: entry.rule,
      value: 'value' in entry ? String(entry.value) : '',
    })),
    help: { en: field?.help?.en ?? '', fr: field?.help?.fr ?? '' },
  };
}

/** Decimal commas are read as points; blank text is no number (the schema then names it). */
function numberOf(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** A field as the form would send it, before the field schema has checked it. */
export interface FieldDraft {
  label: { en: string; fr: string };
  variable: string;
  datatype: FieldDatatype;
  input_method: InputMethod;
  options: { value: string; label: { en: string; fr: string } }[];
  validation_rules: { rule: ValidationRule; value?: number | string }[];
  help?: { en: string; fr: string };
}

/**
 * The field definition the API takes, from what the form holds: options only where the input
 * lists some, parameters read as numbers or dates, help left out when both languages are blank.
 */
export function toFieldDraft(values: FieldFormValues): FieldDraft {
  const help = { en: values.help.en.trim(), fr: values.help.fr.trim() };
  return {
    label: values.label,
    variable: values.variable,
    datatype: values.datatype,
    input_method: values.input_method,
    options: takesOptions(values.input_method, values.datatype) ? values.options : [],
    validation_rules: values.validation_rules.map(({ rule, value }) => {
      const kind = ruleParameter(rule);
      if (kind === 'number') return { rule, value: numberOf(value) };
      if (kind === 'date') return { rule, value: value.trim() };
      return { rule };
    }),
    ...(help.en || help.fr ? { help: { en: help.en || help.fr, fr: help.fr || help.en } } : {}),
  };
}

/** A variable from an English label: `Date of birth` → `date_of_birth`. */
export function suggestVariable(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const name = /^[a-z]/.test(words) ? words : words ? `field_${words}` : '';
  return name.slice(0, 63).replace(/_+$/, '');
}

/**
 * The i18next key of the message for a property the field schema refused, by its path
 * (`options.2.value`, `validation_rules.0.rule`).
 */
export function fieldIssueKey(path: readonly PropertyKey[]): string {
  const [head, , leaf] = path.map(String);
  switch (head) {
    case 'label':
      return 'fieldForm.errors.label';
    case 'variable':
      return 'fieldForm.errors.variable';
    case 'datatype':
      return 'fieldForm.errors.datatype';
    case 'options':
      if (path.length === 1) return 'fieldForm.errors.options';
      return leaf === 'value' ? 'fieldForm.errors.optionValue' : 'fieldForm.errors.optionLabel';
    case 'validation_rules':
      return leaf === 'value' ? 'fieldForm.errors.ruleValue' : 'fieldForm.errors.rule';
    case 'help':
      return 'fieldForm.errors.help';
    default:
      return 'fieldForm.errors.invalid';
  }
}
