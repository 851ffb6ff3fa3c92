import { Badge, Group, Text } from '@mantine/core';
import { EmptyValue } from './empty-value';
import type { FieldDisplayProps } from './field-props';
import { isEmptyValue, optionLabel } from './field-text';

/** The chosen options of a select, radio or checkbox group, by their labels. */
export function OptionFieldDisplay({ field, value, locale }: FieldDisplayProps) {
  if (value === null || value === undefined || typeof value === 'boolean' || isEmptyValue(value)) {
    return <EmptyValue />;
  }
  if (!Array.isArray(value)) {
    return (
      <Text span size="sm">
        {optionLabel(field, value, locale)}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {value.map((item) => (
        <Badge key={item} variant="light" size="sm" tt="none">
          {optionLabel(field, item, locale)}
        </Badge>
      ))}
    </Group>
  );
}
