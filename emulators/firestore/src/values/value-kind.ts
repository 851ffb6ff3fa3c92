import type { Value } from '../proto/firestore-types.js';

export type ValueKind =
  | 'null'
  | 'boolean'
  | 'integer'
  | 'double'
  | 'timestamp'
  | 'string'
  | 'bytes'
  | 'reference'
  | 'geopoint'
  | 'array'
  | 'vector'
  | 'map';

/** Firestore's cross-type ordering: integers and doubles share one rank. */
export const TYPE_ORDER: Readonly<Record<ValueKind, number>> = {
  null: 0,
  boolean: 1,
  integer: 2,
  double: 2,
  timestamp: 3,
  string: 4,
  bytes: 5,
  reference: 6,
  geopoint: 7,
  array: 8,
  vector: 9,
  map: 10,
};

export function valueKind(value: Value): ValueKind {
  if (value.stringValue !== undefined) return 'string';
  if (value.integerValue !== undefined) return 'integer';
  if (value.doubleValue !== undefined) return 'double';
  if (value.booleanValue !== undefined) return 'boolean';
  if (value.mapValue !== undefined) return isVectorMap(value) ? 'vector' : 'map';
  if (value.arrayValue !== undefined) return 'array';
  if (value.timestampValue !== undefined) return 'timestamp';
  if (value.referenceValue !== undefined) return 'reference';
  if (value.bytesValue !== undefined) return 'bytes';
  if (value.geoPointValue !== undefined) return 'geopoint';
  return 'null';
}

export function typeOrder(value: Value): number {
  return TYPE_ORDER[valueKind(value)];
}

/** A vector is a map `{ __type__: "__vector__", value: [numbers] }`. */
function isVectorMap(value: Value): boolean {
  const type = value.mapValue?.fields?.['__type__'];
  return type?.stringValue === '__vector__';
}

export function isNumber(value: Value): boolean {
  return value.integerValue !== undefined || value.doubleValue !== undefined;
}

export function isNaNValue(value: Value): boolean {
  return value.doubleValue !== undefined && Number.isNaN(value.doubleValue);
}

export function isNullValue(value: Value): boolean {
  return valueKind(value) === 'null';
}

export function vectorElements(value: Value): Value[] {
  return value.mapValue?.fields?.['value']?.arrayValue?.values ?? [];
}

export const NULL_VALUE: Value = { nullValue: 'NULL_VALUE' };
