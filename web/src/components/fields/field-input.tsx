import { CheckboxFieldInput } from './checkbox-field';
import { DateFieldInput } from './date-field';
import { EmailFieldInput } from './email-field';
import type { FieldInputProps } from './field-props';
import { FileFieldInput } from './file-field';
import { MultiSelectFieldInput } from './multi-select-field';
import { NumberFieldInput } from './number-field';
import { PhoneFieldInput } from './phone-field';
import { RadioFieldInput } from './radio-field';
import { SelectFieldInput } from './select-field';
import { SwitchFieldInput } from './switch-field';
import { TextFieldInput } from './text-field';
import { TextareaFieldInput } from './textarea-field';
import { TimeFieldInput } from './time-field';

/** The editing input of any model field, chosen by its input method. */
export function FieldInput(props: FieldInputProps) {
  const method = props.field.input_method;
  switch (method) {
    case 'TEXT_INPUT':
      return <TextFieldInput {...props} />;
    case 'TEXT_AREA':
      return <TextareaFieldInput {...props} />;
    case 'NUMBER':
      return <NumberFieldInput {...props} />;
    case 'EMAIL_FIELD':
      return <EmailFieldInput {...props} />;
    case 'PHONE_INPUT':
      return <PhoneFieldInput {...props} />;
    case 'SIMPLE_SELECT':
      return <SelectFieldInput {...props} />;
    case 'MULTI_SELECT':
      return <MultiSelectFieldInput {...props} />;
    case 'SWITCH':
      return <SwitchFieldInput {...props} />;
    case 'DATE_PICKER':
      return <DateFieldInput {...props} />;
    case 'TIME_PICKER':
      return <TimeFieldInput {...props} />;
    case 'CHECKBOX':
      return <CheckboxFieldInput {...props} />;
    case 'RADIO_BUTTON':
      return <RadioFieldInput {...props} />;
    case 'FILE_UPLOAD':
      return <FileFieldInput {...props} />;
    default: {
      const unknown: never = method;
      throw new Error(`No input for ${String(unknown)}`);
    }
  }
}
