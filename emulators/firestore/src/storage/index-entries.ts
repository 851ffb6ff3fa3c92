import type { Fields, Value } from '../proto/firestore-types.js';
import { quoteSegment } from '../paths/field-path.js';
import { valueKey } from '../values/index-key.js';

/** Prefix of the field column for array-element entries (array-contains). */
export const ARRAY_ELEMENT_PREFIX = '[]';

export interface IndexEntry {
  readonly field: string;
  readonly valueKey: Buffer;
}

function addEntries(entries: IndexEntry[], path: string, value: Value): void {
  entries.push({ field: path, valueKey: valueKey(value) });
  const map = value.mapValue?.fields;
  if (map) {
    for (const key of Object.keys(map)) {
      const child = map[key];
      if (child) addEntries(entries, `${path}.${quoteSegment(key)}`, child);
    }
    return;
  }
  const elements = value.arrayValue?.values;
  if (elements) {
    const seen = new Set<string>();
    for (const element of elements) {
      const key = valueKey(element);
      const hex = key.toString('latin1');
      if (seen.has(hex)) continue;
      seen.add(hex);
      entries.push({ field: ARRAY_ELEMENT_PREFIX + path, valueKey: key });
    }
  }
}

/** Every single-field index entry of a document: each field at every depth. */
export function indexEntriesOf(fields: Fields): IndexEntry[] {
  const entries: IndexEntry[] = [];
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (value) addEntries(entries, quoteSegment(key), value);
  }
  return entries;
}

export function entryId(entry: IndexEntry): string {
  return entry.field + '\u0000' + entry.valueKey.toString('latin1');
}
