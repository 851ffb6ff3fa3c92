import {
  CONDITION_VALUES_MAX,
  type ConditionOperator,
} from '@shared/contract/attribution-rule.schema';
import type { RecordField } from '@shared/contract/field.schema';

/** The operators of a condition (SPEC §6): IN "is equal to one of", NOT_IN "to none of". */
export type RuleOperator = ConditionOperator;

/** What a condition compares: text, a number or a yes / no, as the field stores it. */
export type RuleValue = string | number | boolean;

// Firestore's own limits (an `in` takes 30 values, a `not-in` 10), which the API enforces too.
export const MAX_VALUES = CONDITION_VALUES_MAX;

/** A file's URL says nothing a rule could select records by. */
export function canHoldCondition(field: Pick<RecordField, 'input_method'>): boolean {
  return field.input_method !== 'FILE_UPLOAD';
}

/**
 * The i18next suffix of an operator on a field: a multi-valued field (STRING_ARRAY) "contains
 * one of" the values rather than "is" one of them.
 */
export function operatorWording(
  field: Pick<RecordField, 'datatype'> | undefined,
  operator: RuleOperator,
): string {
  return field?.datatype === 'STRING_ARRAY' ? `CONTAINS_${operator}` : operator;
}
