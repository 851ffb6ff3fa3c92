import { INTL_LOCALES } from '@/lib/i18n/locales';
import { EmptyValue } from './empty-value';
import type { FieldDisplayProps } from './field-props';
import { ValueText } from './value-text';
import { numberFormat } from '@/lib/format/intl-formats';

// Apart from the number input (number-field.tsx) and its formatting library: screens that only
// show numbers do not download them (issue 15's budget).
export function NumberFieldDisplay({ value, locale }: FieldDisplayProps) {
  if (typeof value !== 'number') return <EmptyValue />;
  return <ValueText>{numberFormat(INTL_LOCALES[locale]).format(value)}</ValueText>;
}
