import { Text } from '@mantine/core';
import { formatIsoDateForPeople } from '@shared/contract/calendar';
import { EmptyValue } from './empty-value';
import type { FieldDisplayProps } from './field-props';

// Apart from the date picker (date-field.tsx): the grid and record pages that only show dates
// do not download Mantine's dates package (issue 15's budget).
export function DateFieldDisplay({ value, locale }: FieldDisplayProps) {
  if (typeof value !== 'string' || value === '') return <EmptyValue />;
  return (
    <Text span size="sm">
      {formatIsoDateForPeople(value, locale)}
    </Text>
  );
}
