import { NumberInput } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import type { FieldInputProps } from './field-props';
import { wrapperProps } from './field-text';

function hasRule(field: RecordField, rule: string): boolean {
  return field.validation_rules.some((entry) => entry.rule === rule);
}

/**
 * NUMBER: a number, or `null` once cleared. Text the input cannot read as a number yet (a lone
 * `-`) reaches the form as text so that the engine says "must be a number" instead of the
 * input silently dropping it. Bounds are not clamped: the engine names them.
 */
export function NumberFieldInput(props: FieldInputProps) {
  const { field, value, onChange, onBlur, locale } = props;
  return (
    <NumberInput
      {...wrapperProps(props)}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next === '' ? null : next)}
      onBlur={onBlur}
      decimalSeparator={locale === 'fr' ? ',' : '.'}
      allowDecimal={!hasRule(field, 'INTEGER')}
      allowNegative={!hasRule(field, 'POSITIVE_NUMBER')}
      clampBehavior="none"
      hideControls
    />
  );
}
