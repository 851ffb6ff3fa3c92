import { CheckboxFieldDisplay } from './checkbox-field';
import { DateFieldDisplay } from './date-field-display';
import { EmailFieldDisplay } from './email-field';
import type { FieldDisplayProps } from './field-props';
import { FileFieldDisplay } from './file-field-display';
import { MultiSelectFieldDisplay } from './multi-select-field';
import { NumberFieldDisplay } from './number-field-display';
import { PhoneFieldDisplay } from './phone-field';
import { RadioFieldDisplay } from './radio-field';
import { SelectFieldDisplay } from './select-field';
import { SwitchFieldDisplay } from './switch-field';
import { TextFieldDisplay } from './text-field';
import { TextareaFieldDisplay } from './textarea-field';
import { TimeFieldDisplay } from './time-field-display';

/**
 * The read-only value of any model field, chosen by its input method: the value alone, so that
 * a record view, a grid cell or a filter chip can frame it with or without the label.
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
      return <SelectFieldDisplay {...props} />;
    case 'MULTI_SELECT':
      return <MultiSelectFieldDisplay {...props} />;
    case 'SWITCH':
      return <SwitchFieldDisplay {...props} />;
    case 'DATE_PICKER':
      return <DateFieldDisplay {...props} />;
    case 'TIME_PICKER':
      return <TimeFieldDisplay {...props} />;
    case 'CHECKBOX':
      return <CheckboxFieldDisplay {...props} />;
    case 'RADIO_BUTTON':
      return <RadioFieldDisplay {...props} />;
    case 'FILE_UPLOAD':
      return <FileFieldDisplay {...props} />;
    default: {
      const unknown: never = method;
      throw new Error(`No display for ${String(unknown)}`);
    }
  }
}
