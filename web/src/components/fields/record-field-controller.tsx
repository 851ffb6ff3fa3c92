import type { Locale } from '@shared/contract/locale.schema';
import type { RecordField } from '@shared/contract/field.schema';
import type { RecordValues } from '@shared/contract/record-validation';
import { Controller, type Control } from 'react-hook-form';
import { FieldInput } from './field-input';
import type { FieldInputValue } from './field-props';
import type { RecordFormValues } from './use-record-form';

interface RecordFieldControllerProps {
  control: Control<RecordFormValues, unknown, RecordValues>;
  field: RecordField;
  locale: Locale;
  disabled?: boolean;
  onUpload?: (file: File) => Promise<string>;
}

/** Narrows what the form holds to what an input can show; anything else shows as empty. */
function inputValue(value: unknown): FieldInputValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return null;
}

/** One field of a `useRecordForm` form: its input, with the engine's message under it. */
export function RecordFieldController({ control, field, ...rest }: RecordFieldControllerProps) {
  return (
    <Controller
      control={control}
      name={field.variable}
      render={({ field: input, fieldState }) => (
        <FieldInput
          {...rest}
          field={field}
          value={inputValue(input.value)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
