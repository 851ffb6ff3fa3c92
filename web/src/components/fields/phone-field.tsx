import { Anchor, TextInput } from '@mantine/core';
import { normalisePhone } from '@shared/contract/record-value-checks';
import { IconPhone } from '@tabler/icons-react';
import type { FieldDisplayProps, FieldInputProps } from './field-props';
import { asText, wrapperProps } from './field-text';
import { TextFieldDisplay } from './text-field';

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

/** A call link for a valid number, plain text otherwise. */
export function PhoneFieldDisplay(props: FieldDisplayProps) {
  const text = asText(props.value);
  const phone = normalisePhone(text);
  if (!phone) return <TextFieldDisplay {...props} />;
  return (
    <Anchor size="sm" href={`tel:${phone}`}>
      {text}
    </Anchor>
  );
}
