import { TextInput } from '@mantine/core';
import { TEXT_MAX } from '@shared/contract/record-formats';
import { EmptyValue } from './empty-value';
import type { FieldDisplayProps, FieldInputProps } from './field-props';
import { asText, isEmptyValue, wrapperProps } from './field-text';
import { ValueText } from './value-text';

/** TEXT_INPUT: one line of text. */
export function TextFieldInput(props: FieldInputProps) {
  const { value, onChange, onBlur } = props;
  return (
    <TextInput
      {...wrapperProps(props)}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      maxLength={TEXT_MAX}
    />
  );
}

/** Any text value as plain text; React escapes it. */
export function TextFieldDisplay({ value }: FieldDisplayProps) {
  if (isEmptyValue(value)) return <EmptyValue />;
  return <ValueText>{asText(value)}</ValueText>;
}
