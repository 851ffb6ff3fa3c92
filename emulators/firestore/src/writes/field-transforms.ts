import type { FieldTransform, Fields, Value } from '../proto/firestore-types.js';
import { invalidArgument } from '../errors/rpc-error.js';
import { valuesEqual } from '../values/compare-values.js';
import {
  compareNumberValues,
  INT64_MAX,
  INT64_MIN,
  integerOf,
  numberOf,
} from '../values/numbers.js';
import { cloneValue, getField, setField } from '../values/field-access.js';
import { timestampFromMicros } from '../values/timestamps.js';
import type { Micros } from '../values/timestamps.js';
import { isNumber, NULL_VALUE } from '../values/value-kind.js';

function requireNumber(operand: Value | undefined, name: string): Value {
  if (!operand || !isNumber(operand)) {
    throw invalidArgument(`${name} transform requires a numeric value.`);
  }
  return operand;
}

/** Integer overflow saturates, as the FieldTransform.increment contract says. */
function increment(current: Value | undefined, operand: Value): Value {
  if (!current || !isNumber(current)) return cloneValue(operand);
  if (current.integerValue !== undefined && operand.integerValue !== undefined) {
    let sum = integerOf(current) + integerOf(operand);
    if (sum > INT64_MAX) sum = INT64_MAX;
    if (sum < INT64_MIN) sum = INT64_MIN;
    return { integerValue: sum.toString() };
  }
  return { doubleValue: numberOf(current) + numberOf(operand) };
}

function isNaNNumber(value: Value): boolean {
  return value.doubleValue !== undefined && Number.isNaN(value.doubleValue);
}

function extreme(current: Value | undefined, operand: Value, wantMax: boolean): Value {
  if (!current || !isNumber(current)) return cloneValue(operand);
  if (isNaNNumber(current)) return current;
  if (isNaNNumber(operand)) return cloneValue(operand);
  const diff = compareNumberValues(operand, current);
  return (wantMax ? diff > 0 : diff < 0) ? cloneValue(operand) : current;
}

function arrayUnion(current: Value | undefined, elements: readonly Value[]): Value {
  const values = (current?.arrayValue?.values ?? []).map(cloneValue);
  for (const element of elements) {
    if (!values.some((existing) => valuesEqual(existing, element)))
      values.push(cloneValue(element));
  }
  return { arrayValue: { values } };
}

function arrayRemove(current: Value | undefined, elements: readonly Value[]): Value {
  const values = (current?.arrayValue?.values ?? []).filter(
    (existing) => !elements.some((element) => valuesEqual(existing, element)),
  );
  return { arrayValue: { values: values.map(cloneValue) } };
}

interface TransformOutcome {
  readonly value: Value;
  readonly result: Value;
}

function transformValue(
  transform: FieldTransform,
  current: Value | undefined,
  commitTime: Micros,
): TransformOutcome {
  if (transform.setToServerValue !== undefined) {
    if (transform.setToServerValue !== 'REQUEST_TIME') {
      throw invalidArgument(`Unknown server value: ${transform.setToServerValue}`);
    }
    const value = { timestampValue: timestampFromMicros(commitTime) };
    return { value, result: value };
  }
  if (transform.increment !== undefined) {
    const value = increment(current, requireNumber(transform.increment, 'Increment'));
    return { value, result: value };
  }
  if (transform.maximum !== undefined) {
    const value = extreme(current, requireNumber(transform.maximum, 'Maximum'), true);
    return { value, result: value };
  }
  if (transform.minimum !== undefined) {
    const value = extreme(current, requireNumber(transform.minimum, 'Minimum'), false);
    return { value, result: value };
  }
  if (transform.appendMissingElements !== undefined) {
    const value = arrayUnion(current, transform.appendMissingElements.values ?? []);
    return { value, result: NULL_VALUE };
  }
  if (transform.removeAllFromArray !== undefined) {
    const value = arrayRemove(current, transform.removeAllFromArray.values ?? []);
    return { value, result: NULL_VALUE };
  }
  throw invalidArgument(`Field transform on ${transform.fieldPath ?? ''} has no transform type.`);
}

/** Applies transforms in order to `fields` (mutated) and returns their results. */
export function applyTransforms(
  fields: Fields,
  transforms: readonly { segments: readonly string[]; transform: FieldTransform }[],
  commitTime: Micros,
): Value[] {
  const results: Value[] = [];
  for (const { segments, transform } of transforms) {
    const outcome = transformValue(transform, getField(fields, segments), commitTime);
    setField(fields, segments, outcome.value);
    results.push(outcome.result);
  }
  return results;
}
