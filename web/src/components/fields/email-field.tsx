import { TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import type { FieldInputProps } from './field-props';
import { asText, wrapperProps } from './field-text';

/** EMAIL_FIELD: an e-mail address; the engine checks its form. */
export function EmailFieldInput(props: FieldInputProps) {
  const { value, onChange, onBlur } = props;
  return (
    <TextInput
      {...wrapperProps(props)}
      type="email"
      autoComplete="off"
      leftSection={<IconAt size={16} aria-hidden />}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
    />
  );
}
