import type { Fields, Value } from '../proto/firestore-types.js';

/**
 * Storage size by Firestore's rules
 * (https://firebase.google.com/docs/firestore/storage-size): strings are
 * UTF-8 bytes + 1; numbers, timestamps 8; booleans, null 1; geopoints 16;
 * a document name is its segments + 16; a document adds 32.
 */
export const MAX_DOCUMENT_BYTES = 1_048_576;

function stringSize(value: string): number {
  return Buffer.byteLength(value, 'utf8') + 1;
}

export function documentNameSize(path: string): number {
  let size = 16;
  for (const segment of path.split('/')) size += stringSize(segment);
  return size;
}

function referenceSize(name: string): number {
  const marker = '/documents/';
  const index = name.indexOf(marker);
  return documentNameSize(index === -1 ? name : name.slice(index + marker.length));
}

export function valueSize(value: Value): number {
  if (value.stringValue !== undefined) return stringSize(value.stringValue);
  if (value.integerValue !== undefined || value.doubleValue !== undefined) return 8;
  if (value.booleanValue !== undefined) return 1;
  if (value.mapValue !== undefined) return fieldsSize(value.mapValue.fields ?? {});
  if (value.arrayValue !== undefined) {
    let size = 0;
    for (const element of value.arrayValue.values ?? []) size += valueSize(element);
    return size;
  }
  if (value.timestampValue !== undefined) return 8;
  if (value.referenceValue !== undefined) return referenceSize(value.referenceValue);
  if (value.bytesValue !== undefined) return value.bytesValue.length;
  if (value.geoPointValue !== undefined) return 16;
  return 1;
}

export function fieldsSize(fields: Fields): number {
  let size = 0;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (value) size += stringSize(key) + valueSize(value);
  }
  return size;
}

export function documentSize(path: string, fields: Fields): number {
  return documentNameSize(path) + fieldsSize(fields) + 32;
}
