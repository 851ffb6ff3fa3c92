import type { ValidationIssue } from './error.schema.js';
import type { AttributionConditionInput } from './attribution-rule.schema.js';
import { isIsoDate, isTime } from './calendar.js';
import { readDecimal } from './decimal-text.js';
import type { RecordField } from './field.schema.js';

// Whether a rule's condition fits the collect's model: the field is one of its fields and each
// value is one a record of that field can hold, so that a rule can match something. The api
// refuses a condition that does not fit (400 naming the field); the web's condition editor
// offers only values that do.

export type ConditionField = Pick<
  RecordField,
  'variable' | 'datatype' | 'input_method' | 'options'
>;

export type CheckedCondition =
  | { readonly ok: true; readonly condition: AttributionConditionInput }
  | { readonly ok: false; readonly issues: ValidationIssue[] };

type ConditionValue = AttributionConditionInput['values'][number];

/** Why a value cannot be held by the field, or null when it can. */
function valueProblem(field: ConditionField, value: ConditionValue): string | null {
  const optionValues = field.options.map((option) => option.value);
  switch (field.datatype) {
    case 'BOOLEAN':
      return typeof value === 'boolean' ? null : 'Use true or false';
    case 'NUMBER':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Use a number';
      if (
        optionValues.length > 0 &&
        !optionValues.some((option) => readDecimal(option) === value)
      ) {
        return `${value} is not one of the field's options`;
      }
      return null;
    case 'STRING':
    case 'STRING_ARRAY':
      if (typeof value !== 'string') return 'Use text';
      if (optionValues.length > 0 && !optionValues.includes(value)) {
        return `"${value}" is not one of the field's options`;
      }
      if (field.input_method === 'DATE_PICKER' && !isIsoDate(value)) {
        return 'Use a date written YYYY-MM-DD';
      }
      if (field.input_method === 'TIME_PICKER' && !isTime(value)) return 'Use a time written HH:mm';
      return null;
  }
}

/**
 * Checks a condition against the model's fields; issue paths start with `condition.`. The
 * values come back without repeats (the same value twice says nothing more).
 */
export function checkCondition(
  condition: AttributionConditionInput,
  fields: readonly ConditionField[],
): CheckedCondition {
  const field = fields.find((candidate) => candidate.variable === condition.field);
  if (!field) {
    return {
      ok: false,
      issues: [
        {
          path: 'condition.field',
          message: `The collect's model has no field "${condition.field}"`,
        },
      ],
    };
  }
  const issues: ValidationIssue[] = [];
  condition.values.forEach((value, index) => {
    const problem = valueProblem(field, value);
    if (problem) issues.push({ path: `condition.values.${index}`, message: problem });
  });
  if (issues.length > 0) return { ok: false, issues };
  const values = [...new Map(condition.values.map((value) => [value, value])).values()];
  return { ok: true, condition: { ...condition, values } };
}
