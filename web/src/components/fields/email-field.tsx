import { Anchor, TextInput } from '@mantine/core';
import { isEmail } from '@shared/contract/record-value-checks';
import { IconAt } from '@tabler/icons-react';
import type { FieldDisplayProps, FieldInputProps } from './field-props';
import { asText, wrapperProps } from './field-text';
import { TextFieldDisplay } from './text-field';

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

/** A mail link for a well-formed address, plain text otherwise. */
export function EmailFieldDisplay(props: FieldDisplayProps) {
  const text = asText(props.value).trim();
  if (!isEmail(text)) return <TextFieldDisplay {...props} />;
  return (
    <Anchor size="sm" href={`mailto:${text}`}>
      {text}
    </Anchor>
  );
}
