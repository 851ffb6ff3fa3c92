import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BooleanDisplay } from './boolean-display';
import { DateFieldDisplay } from './date-field-display';
import { EmailFieldDisplay } from './email-field-display';
import type { FieldDisplayProps } from './field-props';
import { NumberFieldDisplay } from './number-field-display';
import { OptionFieldDisplay } from './option-field-display';
import { PhoneFieldDisplay } from './phone-field-display';
import { TextFieldDisplay } from './text-field';
import { TextareaFieldDisplay } from './textarea-field-display';
import { TimeFieldDisplay } from './time-field-display';

// Files show as previews (an image, a link with its icon): their code loads with the first
// screen that shows one, not with the grid, which names files in its cells (issue 15).
const FileFieldDisplay = lazy(async () => ({
  default: (await import('./file-field-display')).FileFieldDisplay,
}));

/**
 * The read-only value of any model field, chosen by its input method: the value alone, so that
 * a record view, a grid cell or a filter chip can frame it with or without the label. Displays
 * live apart from the inputs: a grid or a record view loads no picker (issue 15).
 */
export function FieldDisplay(props: FieldDisplayProps) {
  const method = props.field.input_method;
  switch (method) {
    case 'TEXT_INPUT':
      return <TextFieldDisplay {...props} />;
    case 'TEXT_AREA':
      return <TextareaFieldDisplay {...props} />;
    case 'NUMBER':
      return <NumberFieldDisplay {...props} />;
    case 'EMAIL_FIELD':
      return <EmailFieldDisplay {...props} />;
    case 'PHONE_INPUT':
      return <PhoneFieldDisplay {...props} />;
    case 'SIMPLE_SELECT':
    case 'MULTI_SELECT':
    case 'RADIO_BUTTON':
      return <OptionFieldDisplay {...props} />;
    case 'SWITCH':
      return <BooleanDisplay {...props} />;
    case 'DATE_PICKER':
      return <DateFieldDisplay {...props} />;
    case 'TIME_PICKER':
      return <TimeFieldDisplay {...props} />;
    case 'CHECKBOX':
      // A lone checkbox holds a yes / no; several, a list of options.
      return props.field.datatype === 'BOOLEAN' ? (
        <BooleanDisplay {...props} />
      ) : (
        <OptionFieldDisplay {...props} />
      );
    case 'FILE_UPLOAD':
      return (
        <Suspense fallback={<Skeleton height={36} width={200} radius="md" />}>
          <FileFieldDisplay {...props} />
        </Suspense>
      );
    default: {
      const unknown: never = method;
      throw new Error(`No display for ${String(unknown)}`);
    }
  }
}
