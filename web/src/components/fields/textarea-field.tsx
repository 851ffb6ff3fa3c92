import { Textarea } from '@mantine/core';
import { TEXT_AREA_MAX } from '@shared/contract/record-formats';
import type { FieldInputProps } from './field-props';
import { asText, wrapperProps } from './field-text';

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
