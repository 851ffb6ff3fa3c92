import type { RecordField } from '../../src/shared/contract/field.schema.js';

/** A model field as records see it: a text field unless `more` says otherwise. */
export function recordField(
  variable: string,
  input_method: RecordField['input_method'],
  more: Partial<RecordField> = {},
): RecordField {
  return {
    label: { en: variable, fr: variable },
    variable,
    datatype: 'STRING',
    input_method,
    options: [],
    validation_rules: [],
    ...more,
  };
}
