import { Text } from '@mantine/core';
import { EmptyValue } from './empty-value';
import type { FieldDisplayProps } from './field-props';
import { asText, isEmptyValue } from './field-text';

/** Keeps the line breaks the contributor typed. */
export function TextareaFieldDisplay({ value }: FieldDisplayProps) {
  if (isEmptyValue(value)) return <EmptyValue />;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {asText(value)}
    </Text>
  );
}
