import type { Fields, Value } from '../proto/firestore-types.js';
import { compareReferences, compareValues } from '../values/compare-values.js';
import { getField } from '../values/field-access.js';
import { isNaNValue, typeOrder, valueKind } from '../values/value-kind.js';
import type { Condition, FieldOperator, UnaryOperator } from './query-model.js';

/** What a filter sees of a document: its full name and its fields. */
export interface Candidate {
  readonly name: string;
  readonly fields: Fields;
}

function comparisonMatches(op: FieldOperator, diff: number): boolean {
  switch (op) {
    case 'LESS_THAN':
      return diff < 0;
    case 'LESS_THAN_OR_EQUAL':
      return diff <= 0;
    case 'GREATER_THAN':
      return diff > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return diff >= 0;
    case 'EQUAL':
      return diff === 0;
    case 'NOT_EQUAL':
      return diff !== 0;
    default:
      return false;
  }
}

function contains(values: readonly Value[], value: Value): boolean {
  return values.some((element) => compareValues(element, value) === 0);
}

function matchName(op: FieldOperator, operand: Value, name: string): boolean {
  if (op === 'IN' || op === 'NOT_IN') {
    const found = (operand.arrayValue?.values ?? []).some(
      (element) => compareReferences(element.referenceValue ?? '', name) === 0,
    );
    return op === 'IN' ? found : !found;
  }
  return comparisonMatches(op, compareReferences(name, operand.referenceValue ?? ''));
}

/** Null and NaN only match `==`/`in`; ranges only match values of the operand's type. */
function matchRange(op: FieldOperator, operand: Value, value: Value): boolean {
  const kind = valueKind(operand);
  if (kind === 'null' || isNaNValue(operand) || isNaNValue(value)) return false;
  if (typeOrder(operand) !== typeOrder(value)) return false;
  return comparisonMatches(op, compareValues(value, operand));
}

export function matchField(op: FieldOperator, operand: Value, value: Value | undefined): boolean {
  if (value === undefined) return false;
  switch (op) {
    case 'EQUAL':
      return typeOrder(operand) === typeOrder(value) && compareValues(value, operand) === 0;
    case 'NOT_EQUAL':
      return valueKind(value) !== 'null' && compareValues(value, operand) !== 0;
    case 'IN':
      return contains(operand.arrayValue?.values ?? [], value);
    case 'NOT_IN': {
      const excluded = operand.arrayValue?.values ?? [];
      if (excluded.some((element) => valueKind(element) === 'null')) return false;
      return valueKind(value) !== 'null' && !contains(excluded, value);
    }
    case 'ARRAY_CONTAINS':
      return value.arrayValue !== undefined && contains(value.arrayValue.values ?? [], operand);
    case 'ARRAY_CONTAINS_ANY': {
      const elements = value.arrayValue?.values;
      if (!elements) return false;
      return (operand.arrayValue?.values ?? []).some((wanted) => contains(elements, wanted));
    }
    default:
      return matchRange(op, operand, value);
  }
}

export function matchUnary(op: UnaryOperator, value: Value | undefined): boolean {
  if (value === undefined) return false;
  const isNull = valueKind(value) === 'null';
  switch (op) {
    case 'IS_NAN':
      return isNaNValue(value);
    case 'IS_NULL':
      return isNull;
    case 'IS_NOT_NAN':
      return !isNull && !isNaNValue(value);
    case 'IS_NOT_NULL':
      return !isNull;
  }
}

export function matchCondition(condition: Condition, candidate: Candidate): boolean {
  switch (condition.kind) {
    case 'and':
      return condition.children.every((child) => matchCondition(child, candidate));
    case 'or':
      return condition.children.some((child) => matchCondition(child, candidate));
    case 'unary':
      return condition.field.isName
        ? false
        : matchUnary(condition.op, getField(candidate.fields, condition.field.segments));
    case 'field':
      if (condition.field.isName) return matchName(condition.op, condition.value, candidate.name);
      return matchField(
        condition.op,
        condition.value,
        getField(candidate.fields, condition.field.segments),
      );
  }
}
