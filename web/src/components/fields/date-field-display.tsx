import { formatIsoDateForPeople } from '@shared/contract/calendar';
import { EmptyValue } from './empty-value';
import type { FieldDisplayProps } from './field-props';
import { ValueText } from './value-text';

// Apart from the date picker (date-field.tsx): the grid and record pages that only show dates
// do not download Mantine's dates package (issue 15's budget).
export function DateFieldDisplay({ value, locale }: FieldDisplayProps) {
  if (typeof value !== 'string' || value === '') return <EmptyValue />;
  return <ValueText>{formatIsoDateForPeople(value, locale)}</ValueText>;
}
