import { Switch } from '@mantine/core';
import { BooleanDisplay } from './boolean-display';
import type { FieldDisplayProps, FieldInputProps } from './field-props';
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

export function SwitchFieldDisplay(props: FieldDisplayProps) {
  return <BooleanDisplay {...props} />;
}
