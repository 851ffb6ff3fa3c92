import type { Fields, Value } from '../proto/firestore-types.js';

/** Value at a field path inside a document's fields, or undefined if absent. */
export function getField(fields: Fields, segments: readonly string[]): Value | undefined {
  let current: Fields | undefined = fields;
  for (let i = 0; i < segments.length; i++) {
    if (!current) return undefined;
    const value: Value | undefined = current[segments[i] ?? ''];
    if (value === undefined) return undefined;
    if (i === segments.length - 1) return value;
    current = value.mapValue ? (value.mapValue.fields ?? {}) : undefined;
  }
  return undefined;
}

/** Sets a value at a path, creating (or replacing non-map) parents as maps. */
export function setField(fields: Fields, segments: readonly string[], value: Value): void {
  let current = fields;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i] ?? '';
    const existing = current[key];
    if (existing?.mapValue) {
      existing.mapValue.fields ??= {};
      current = existing.mapValue.fields;
    } else {
      const child: Fields = {};
      current[key] = { mapValue: { fields: child } };
      current = child;
    }
  }
  current[segments[segments.length - 1] ?? ''] = value;
}

export function deleteField(fields: Fields, segments: readonly string[]): void {
  let current: Fields | undefined = fields;
  for (let i = 0; i < segments.length - 1; i++) {
    current = current?.[segments[i] ?? '']?.mapValue?.fields;
    if (!current) return;
  }
  delete current[segments[segments.length - 1] ?? ''];
}

/**
 * Deep copy, so that a write never mutates the stored or received objects.
 * Timestamps are truncated to microseconds, the precision Firestore keeps.
 */
export function cloneValue(value: Value): Value {
  if (value.mapValue) return { mapValue: { fields: cloneFields(value.mapValue.fields ?? {}) } };
  if (value.arrayValue)
    return { arrayValue: { values: (value.arrayValue.values ?? []).map(cloneValue) } };
  const nanos = value.timestampValue?.nanos;
  if (nanos !== undefined && nanos % 1000 !== 0) {
    return {
      timestampValue: {
        seconds: value.timestampValue?.seconds ?? 0,
        nanos: nanos - (nanos % 1000),
      },
    };
  }
  return value;
}

export function cloneFields(fields: Fields): Fields {
  const copy: Fields = {};
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (value) copy[key] = cloneValue(value);
  }
  return copy;
}

function truncateValue(value: Value): void {
  if (value.mapValue) truncateTimestamps(value.mapValue.fields ?? {});
  else if (value.arrayValue)
    for (const element of value.arrayValue.values ?? []) truncateValue(element);
  else if (value.timestampValue) {
    const nanos = value.timestampValue.nanos ?? 0;
    value.timestampValue.nanos = nanos - (nanos % 1000);
  }
}

/** Truncates every timestamp to microseconds, in place; returns `fields`. */
export function truncateTimestamps(fields: Fields): Fields {
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (value) truncateValue(value);
  }
  return fields;
}

/** Copy keeping only the given field paths (a DocumentMask / projection). */
export function maskFields(fields: Fields, paths: readonly (readonly string[])[]): Fields {
  const result: Fields = {};
  for (const path of paths) {
    const value = getField(fields, path);
    if (value !== undefined) setField(result, path, cloneValue(value));
  }
  return result;
}
