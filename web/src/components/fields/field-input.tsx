import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { EmailFieldInput } from './email-field';
import type { FieldInputProps } from './field-props';
import { wrapperProps } from './field-text';
import { PhoneFieldInput } from './phone-field';
import { TextFieldInput } from './text-field';

/** The height of an input's stand-in while its code is on its way: the input's own, in px. */
type StandInHeight = (props: FieldInputProps) => number;

/** A single-line input, a select. */
const LINE: StandInHeight = () => 36;
/** Mantine's radio or checkbox (20 px) per option, 10 px apart, below the group's label. */
const OPTION_LIST: StandInHeight = (props) => {
  const count = Math.max(props.field.options.length, 1);
  return 6 + count * 20 + (count - 1) * 10;
};
/** A textarea's three rows at least. */
const THREE_ROWS: StandInHeight = () => 78;

/**
 * Date and time pickers (Mantine's calendar, dayjs), file uploads (the dropzone, the preview),
 * number inputs (react-number-format, 8.5 KB), and the radio, checkbox, switch, textarea, select
 * and multi-select inputs (about 17 KB) load with the forms that show one (issue 15: the forms of
 * records, the rules' and the bulk edit's download only the inputs their fields use). Until an
 * input arrives, the field's label and a placeholder of the input's height hold its place; an
 * inline one (a switch, a single checkbox: its label beside it) only the placeholder.
 */
const lazyInput = (
  load: () => Promise<ComponentType<FieldInputProps>>,
  height: StandInHeight = LINE,
  inline: (props: FieldInputProps) => boolean = () => false,
) => {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyFieldInput(props: FieldInputProps) {
    const standIn = <Skeleton height={height(props)} radius="sm" />;
    return (
      <Suspense
        fallback={
          inline(props) ? (
            standIn
          ) : (
            <Input.Wrapper {...wrapperProps(props)}>{standIn}</Input.Wrapper>
          )
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
const SelectFieldInput = lazyInput(async () => (await import('./select-field')).SelectFieldInput);
const MultiSelectFieldInput = lazyInput(
  async () => (await import('./multi-select-field')).MultiSelectFieldInput,
);
const TextareaFieldInput = lazyInput(
  async () => (await import('./textarea-field')).TextareaFieldInput,
  THREE_ROWS,
);
const RadioFieldInput = lazyInput(
  async () => (await import('./radio-field')).RadioFieldInput,
  OPTION_LIST,
);
/** A BOOLEAN checkbox is one box, its label beside it; otherwise one box per option. */
const CheckboxFieldInput = lazyInput(
  async () => (await import('./checkbox-field')).CheckboxFieldInput,
  (props) => (props.field.datatype === 'BOOLEAN' ? 20 : OPTION_LIST(props)),
  (props) => props.field.datatype === 'BOOLEAN',
);
const SwitchFieldInput = lazyInput(
  async () => (await import('./switch-field')).SwitchFieldInput,
  () => 24,
  () => true,
);

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
