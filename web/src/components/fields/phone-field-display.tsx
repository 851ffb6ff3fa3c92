import { Anchor } from '@mantine/core';
import { normalisePhone } from '@shared/contract/record-formats';
import type { FieldDisplayProps } from './field-props';
import { asText } from './field-text';
import { TextFieldDisplay } from './text-field';

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
