import type { Locale } from '@shared/contract/locale.schema';
import type { RecordField } from '@shared/contract/field.schema';
import { FieldInput } from './field-input';
import type { FieldInputValue } from './field-props';
import type { RecordForm } from './use-record-form';

interface RecordFieldControllerProps {
  form: RecordForm;
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
export function RecordFieldController({ form, field, ...rest }: RecordFieldControllerProps) {
  const { variable } = field;
  return (
    <FieldInput
      {...rest}
      field={field}
      value={inputValue(form.values[variable])}
      onChange={(value) => form.change(variable, value)}
      onBlur={() => form.leave(variable)}
      error={form.errors[variable]}
    />
  );
}
