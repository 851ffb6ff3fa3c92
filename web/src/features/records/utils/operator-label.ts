import type { RecordField } from '@shared/contract/field.schema';
import type { RecordFilterOperator } from '@shared/contract/record-query.schema';

/** Dates and times read "after" / "before" where numbers read "greater" / "less". */
function isTemporal(field: Pick<RecordField, 'input_method'>): boolean {
  return field.input_method === 'DATE_PICKER' || field.input_method === 'TIME_PICKER';
}

const TEMPORAL_KEYS: Partial<Record<RecordFilterOperator, string>> = {
  gt: 'operators.after',
  gte: 'operators.onOrAfter',
  lt: 'operators.before',
  lte: 'operators.onOrBefore',
};

/** The i18next key (namespace `records`) of an operator as the filter builder words it. */
export function operatorLabelKey(
  field: Pick<RecordField, 'input_method'>,
  op: RecordFilterOperator,
): string {
  if (isTemporal(field)) {
    const temporal = TEMPORAL_KEYS[op];
    if (temporal) return temporal;
  }
  return `operators.${op}`;
}
