import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { CheckboxFieldInput } from './checkbox-field';
import { EmailFieldInput } from './email-field';
import type { FieldInputProps } from './field-props';
import { wrapperProps } from './field-text';
import { MultiSelectFieldInput } from './multi-select-field';
import { PhoneFieldInput } from './phone-field';
import { RadioFieldInput } from './radio-field';
import { SelectFieldInput } from './select-field';
import { SwitchFieldInput } from './switch-field';
import { TextFieldInput } from './text-field';
import { TextareaFieldInput } from './textarea-field';

/**
 * Date and time pickers (Mantine's calendar, dayjs), file uploads (the dropzone, the preview) and
 * number inputs (react-number-format, 8.5 KB) load with the forms that show one (issue 15: about
 * 38 KB that the other forms, the rules' and the bulk edit's among them, no longer download).
 * Until they arrive, the field's label and an input-sized placeholder hold its place.
 */
const lazyInput = (load: () => Promise<ComponentType<FieldInputProps>>) => {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyFieldInput(props: FieldInputProps) {
    return (
      <Suspense
        fallback={
          <Input.Wrapper {...wrapperProps(props)}>
            <Skeleton height={36} radius="sm" />
          </Input.Wrapper>
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  };
};
const DateFieldInput = lazyInput(async () => (await import('./date-field')).DateFieldInput);
const TimeFieldInput = lazyInput(async () => (await import('./time-field')).TimeFieldInput);
const FileFieldInput = lazyInput(async () => (await import('./file-field')).FileFieldInput);
const NumberFieldInput = lazyInput(async () => (await import('./number-field')).NumberFieldInput);

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
