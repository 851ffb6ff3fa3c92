import type { Fields, Value } from '../proto/firestore-types.js';
import { invalidArgument } from '../errors/rpc-error.js';
import { isReservedName } from '../paths/field-path.js';
import { valueSize } from '../values/document-size.js';

/** Firestore limits (https://firebase.google.com/docs/firestore/quotas). */
const MAX_DEPTH = 20;
const MAX_FIELD_NAME_BYTES = 1500;
const MAX_FIELD_VALUE_BYTES = 1_048_487;
const MIN_SECONDS = -62_135_596_800; // 0001-01-01T00:00:00Z
const MAX_SECONDS = 253_402_300_799; // 9999-12-31T23:59:59Z

function isVector(fields: Fields): boolean {
  return fields['__type__']?.stringValue === '__vector__';
}

function checkScalar(value: Value, path: string): void {
  if (value.timestampValue) {
    const seconds = Number(value.timestampValue.seconds ?? 0);
    const nanos = value.timestampValue.nanos ?? 0;
    if (seconds < MIN_SECONDS || seconds > MAX_SECONDS || nanos < 0 || nanos > 999_999_999) {
      throw invalidArgument(`Timestamp of field ${path} is out of range: years 1 to 9999 only.`);
    }
  }
  if (value.geoPointValue) {
    const { latitude = 0, longitude = 0 } = value.geoPointValue;
    if (!(latitude >= -90 && latitude <= 90)) {
      throw invalidArgument(
        `GeoPoint of field ${path} has an invalid latitude ${latitude}: it must be within [-90, 90].`,
      );
    }
    if (!(longitude >= -180 && longitude <= 180)) {
      throw invalidArgument(
        `GeoPoint of field ${path} has an invalid longitude ${longitude}: it must be within [-180, 180].`,
      );
    }
  }
}

/** `depth` counts the maps and arrays enclosing `value`. */
function checkValue(value: Value, path: string, depth: number): void {
  if (value.mapValue || value.arrayValue) {
    if (depth + 1 > MAX_DEPTH) {
      throw invalidArgument(
        `Field ${path} is nested too deeply: maps and arrays allow ${MAX_DEPTH} levels.`,
      );
    }
  }
  if (value.mapValue) checkMap(value.mapValue.fields ?? {}, path, depth + 1);
  else if (value.arrayValue) {
    for (const element of value.arrayValue.values ?? []) {
      if (element.arrayValue) {
        throw invalidArgument(`Cannot convert an array value in an array value (field ${path}).`);
      }
      checkValue(element, path, depth + 1);
    }
  } else checkScalar(value, path);
}

function checkMap(fields: Fields, parentPath: string, depth: number): void {
  const vector = isVector(fields);
  for (const key of Object.keys(fields)) {
    const path = parentPath ? `${parentPath}.${key}` : key;
    if (key === '')
      throw invalidArgument(`Field names must not be empty (in ${parentPath || 'document'}).`);
    if (isReservedName(key) && !(vector && key === '__type__')) {
      throw invalidArgument(
        `Field name "${path}" is invalid: names matching the regular expression __.*__ are reserved.`,
      );
    }
    if (Buffer.byteLength(key, 'utf8') > MAX_FIELD_NAME_BYTES) {
      throw invalidArgument(`Field name "${key.slice(0, 40)}…" is longer than 1,500 bytes.`);
    }
    const value = fields[key];
    if (value) checkValue(value, path, depth);
  }
}

/**
 * Field names must be non-empty, at most 1,500 bytes and not `__.*__`; values
 * at most 1,048,487 bytes, nested at most 20 deep, timestamps within years
 * 1–9999, geopoints within ±90/±180, no array directly inside an array.
 */
export function checkFields(fields: Fields): void {
  checkMap(fields, '', 0);
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (value && valueSize(value) > MAX_FIELD_VALUE_BYTES) {
      throw invalidArgument(`The value of field ${key} is longer than 1,048,487 bytes.`);
    }
  }
}
