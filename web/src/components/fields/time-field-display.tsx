import type { FieldDisplayProps } from './field-props';
import { TextFieldDisplay } from './text-field';

// Apart from the time input (time-field.tsx): screens that only show times do not download
// Mantine's dates package (issue 15's budget).

/** `HH:mm` reads the same in English and French. */
export function TimeFieldDisplay(props: FieldDisplayProps) {
  return <TextFieldDisplay {...props} />;
}
