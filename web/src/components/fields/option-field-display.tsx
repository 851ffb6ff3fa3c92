import { EmptyValue } from './empty-value';
import type { FieldDisplayProps } from './field-props';
import { isEmptyValue, optionLabel } from './field-text';
import { OptionBadges, ValueText } from './value-text';

/** The chosen options of a select, radio or checkbox group, by their labels. */
export function OptionFieldDisplay({ field, value, locale }: FieldDisplayProps) {
  if (value === null || value === undefined || typeof value === 'boolean' || isEmptyValue(value)) {
    return <EmptyValue />;
  }
  if (!Array.isArray(value)) {
    return <ValueText>{optionLabel(field, value, locale)}</ValueText>;
  }
  return (
    <OptionBadges
      labels={value.map((item) => ({ key: item, label: optionLabel(field, item, locale) }))}
    />
  );
}
