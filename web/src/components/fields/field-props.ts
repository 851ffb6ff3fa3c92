import type { Locale } from '@shared/contract/locale.schema';
import type { RecordField } from '@shared/contract/field.schema';
import type { FieldValue } from '@shared/contract/record-validation';

/** What a form holds for a field: the stored value, `null` when emptied, nothing yet. */
export type FieldInputValue = FieldValue | null | undefined;

/**
 * Every field input takes these, so that one form can render any of them:
 * `<FieldInput field={field} value={form.values[variable]} onChange={…} onBlur={…} />`.
 */
export interface FieldInputProps {
  field: RecordField;
  value: FieldInputValue;
  /** The value in the field's datatype; text an input cannot read yet (`-`) is passed as is. */
  onChange: (value: FieldValue | null) => void;
  onBlur?: () => void;
  /** The engine's message for this field, already in `locale`. */
  error?: string;
  /** The language of the field's label, help and options. */
  locale: Locale;
  disabled?: boolean;
  /** FILE_UPLOAD: stores one file and resolves to its http(s) URL. Without it, no upload. */
  onUpload?: (file: File) => Promise<string>;
}

export interface FieldDisplayProps {
  field: RecordField;
  value: FieldInputValue;
  locale: Locale;
}
