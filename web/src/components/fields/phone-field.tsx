import { TextInput } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { FieldInputProps } from './field-props';
import { asText, wrapperProps } from './field-text';

/**
 * PHONE_INPUT: typed as people write numbers (`+33 6 12 34 56 78`, `(514) 555-0199`); the engine
 * keeps the + and the digits, and refuses fewer than 6 or more than 15 digits.
 */
export function PhoneFieldInput(props: FieldInputProps) {
  const { value, onChange, onBlur } = props;
  return (
    <TextInput
      {...wrapperProps(props)}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      leftSection={<IconPhone size={16} aria-hidden />}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
    />
  );
}
