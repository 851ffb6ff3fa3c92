import { Switch } from '@mantine/core';
import type { FieldInputProps } from './field-props';
import { inlineWrapperProps } from './field-text';

/** SWITCH: a BOOLEAN; the record form starts it at false, so "off" is an answer too. */
export function SwitchFieldInput(props: FieldInputProps) {
  const { value, onChange, onBlur } = props;
  return (
    <Switch
      {...inlineWrapperProps(props)}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
    />
  );
}
