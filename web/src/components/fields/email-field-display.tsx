import { Anchor } from '@mantine/core';
import { isEmail } from '@shared/contract/record-formats';
import type { FieldDisplayProps } from './field-props';
import { asText } from './field-text';
import { TextFieldDisplay } from './text-field';

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
