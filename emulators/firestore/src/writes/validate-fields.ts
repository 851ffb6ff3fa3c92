import type { Fields, Value } from '../proto/firestore-types.js';
import { invalidArgument } from '../errors/rpc-error.js';
import { isReservedName } from '../paths/field-path.js';

const MAX_DEPTH = 20;
const MAX_FIELD_NAME_BYTES = 1500;

function isVector(fields: Fields): boolean {
  return fields['__type__']?.stringValue === '__vector__';
}

function checkValue(value: Value, path: string, depth: number): void {
  if (depth > MAX_DEPTH) {
    throw invalidArgument(`Field ${path} is nested too deeply: maps and arrays allow ${MAX_DEPTH} levels.`);
  }
  if (value.mapValue) checkFields(value.mapValue.fields ?? {}, path, depth + 1);
  if (value.arrayValue) {
    for (const element of value.arrayValue.values ?? []) {
      if (element.arrayValue) {
        throw invalidArgument(`Cannot convert an array value in an array value (field ${path}).`);
      }
      checkValue(element, path, depth + 1);
    }
  }
}

/** Field names must be non-empty, at most 1,500 bytes and not `__.*__`. */
export function checkFields(fields: Fields, parentPath = '', depth = 0): void {
  const vector = isVector(fields);
  for (const key of Object.keys(fields)) {
    const path = parentPath ? `${parentPath}.${key}` : key;
    if (key === '') throw invalidArgument(`Field names must not be empty (in ${parentPath || 'document'}).`);
    if (isReservedName(key) && !(vector && key === '__type__')) {
      throw invalidArgument(
        `Field name "${path}" is invalid: names matching the regular expression __.*__ are reserved.`,
      );
    }
    if (Buffer.byteLength(key, 'utf8') > MAX_FIELD_NAME_BYTES) {
      throw invalidArgument(`Field name "${key.slice(0, 40)}…" is longer than 1,500 bytes.`);
    }
    const value = fields[key];
    if (value) checkValue(value, path, depth + 1);
  }
}
