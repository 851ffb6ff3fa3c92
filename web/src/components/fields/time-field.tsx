// Loaded with the forms that show a date or time picker, not with the first screen.
import '@mantine/dates/styles.css';
import { TimeInput } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import type { FieldInputProps } from './field-props';
import { asText, wrapperProps } from './field-text';

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
