import { Text, Textarea } from '@mantine/core';
import { TEXT_AREA_MAX } from '@shared/contract/record-value-checks';
import { EmptyValue } from './empty-value';
import type { FieldDisplayProps, FieldInputProps } from './field-props';
import { asText, isEmptyValue, wrapperProps } from './field-text';

/** TEXT_AREA: several lines, growing with the text. */
export function TextareaFieldInput(props: FieldInputProps) {
  const { value, onChange, onBlur } = props;
  return (
    <Textarea
      {...wrapperProps(props)}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      maxLength={TEXT_AREA_MAX}
      autosize
      minRows={3}
      maxRows={12}
    />
  );
}

/** Keeps the line breaks the contributor typed. */
export function TextareaFieldDisplay({ value }: FieldDisplayProps) {
  if (isEmptyValue(value)) return <EmptyValue />;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {asText(value)}
    </Text>
  );
}
