// Loaded with the forms that show a date or time picker, not with the first screen.
import '@mantine/dates/styles.css';
import { TimeInput } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import type { FieldDisplayProps, FieldInputProps } from './field-props';
import { asText, wrapperProps } from './field-text';
import { TextFieldDisplay } from './text-field';

/** TIME_PICKER: the browser's time input, which gives `HH:mm` in 24 h whatever it displays. */
export function TimeFieldInput(props: FieldInputProps) {
  const { value, onChange, onBlur } = props;
  return (
    <TimeInput
      {...wrapperProps(props)}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      onBlur={onBlur}
      leftSection={<IconClock size={16} aria-hidden />}
    />
  );
}

/** `HH:mm` reads the same in English and French. */
export function TimeFieldDisplay(props: FieldDisplayProps) {
  return <TextFieldDisplay {...props} />;
}
