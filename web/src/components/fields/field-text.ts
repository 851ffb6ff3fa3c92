import type { Locale } from '@shared/contract/locale.schema';
import { readDecimal } from '@shared/contract/decimal-text';
import type { RecordField } from '@shared/contract/field.schema';
import type { FieldInputValue, FieldInputProps } from './field-props';

export function fieldLabel(field: RecordField, locale: Locale): string {
  return field.label[locale] || field.label.en;
}

export function fieldHelp(field: RecordField, locale: Locale): string | undefined {
  const help = field.help?.[locale] || field.help?.en;
  return help || undefined;
}

export function isRequired(field: RecordField): boolean {
  return field.validation_rules.some((entry) => entry.rule === 'REQUIRED');
}

/** Label, help, asterisk and error as every Mantine input takes them. */
export function wrapperProps({ field, locale, error, disabled }: FieldInputProps) {
  return {
    label: fieldLabel(field, locale),
    description: fieldHelp(field, locale),
    // The asterisk only: the browser's own required check would pre-empt the engine's message.
    withAsterisk: isRequired(field),
    error,
    disabled,
  };
}

/**
 * A switch or a single checkbox: no asterisk, since it always holds an answer (the record form
 * starts it at false) and Mantine's inline inputs do not take one.
 */
export function inlineWrapperProps(props: FieldInputProps) {
  const { withAsterisk: _asterisk, ...rest } = wrapperProps(props);
  return rest;
}

/** `{ value, label }` for Mantine's Select, MultiSelect, Checkbox.Group and Radio.Group. */
export function optionData(field: RecordField, locale: Locale) {
  return field.options.map((option) => ({
    value: option.value,
    label: option.label[locale] || option.label.en,
  }));
}

export function optionLabel(field: RecordField, value: string | number, locale: Locale): string {
  const found = field.options.find((option) =>
    typeof value === 'number' ? readDecimal(option.value) === value : option.value === value,
  );
  return found ? found.label[locale] || found.label.en : String(value);
}

/** Options are text; a NUMBER select stores the number the chosen option reads as. */
export function fromOptionValue(field: RecordField, value: string | null) {
  if (value === null || value === '') return null;
  return field.datatype === 'NUMBER' ? (readDecimal(value) ?? value) : value;
}

/** The option a stored value stands for: `2` is the option written `2.0` of a NUMBER select. */
export function toOptionValue(field: RecordField, value: FieldInputValue): string | null {
  if (typeof value === 'number') {
    const found = field.options.find((option) => readDecimal(option.value) === value);
    return found ? found.value : String(value);
  }
  return typeof value === 'string' && value !== '' ? value : null;
}

export function asText(value: FieldInputValue): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function asList(value: FieldInputValue): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

export function isEmptyValue(value: FieldInputValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}
