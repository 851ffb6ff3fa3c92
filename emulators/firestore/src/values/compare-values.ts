import type { Value } from '../proto/firestore-types.js';
import { compareBytes, compareUtf8 } from './compare-strings.js';
import { compareNumberValues } from './numbers.js';
import { compareTimestamps } from './timestamps.js';
import { TYPE_ORDER, valueKind, vectorElements } from './value-kind.js';

const NUMERIC_ID = /^__id(-?\d{1,19})__$/;

/** Document ids of the form `__id<n>__` sort numerically before string ids. */
export function compareDocumentIds(a: string, b: string): number {
  const na = NUMERIC_ID.exec(a)?.[1];
  const nb = NUMERIC_ID.exec(b)?.[1];
  if (na !== undefined && nb !== undefined) {
    const x = BigInt(na);
    const y = BigInt(nb);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (na !== undefined) return -1;
  if (nb !== undefined) return 1;
  return compareUtf8(a, b);
}

export function compareReferences(a: string, b: string): number {
  const sa = a.split('/');
  const sb = b.split('/');
  const length = Math.min(sa.length, sb.length);
  for (let i = 0; i < length; i++) {
    const diff = compareDocumentIds(sa[i] ?? '', sb[i] ?? '');
    if (diff !== 0) return diff;
  }
  return sa.length === sb.length ? 0 : sa.length < sb.length ? -1 : 1;
}

function compareArrays(a: readonly Value[], b: readonly Value[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y) break;
    const diff = compareValues(x, y);
    if (diff !== 0) return diff;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

function compareMaps(a: Record<string, Value>, b: Record<string, Value>): number {
  const ka = Object.keys(a).sort(compareUtf8);
  const kb = Object.keys(b).sort(compareUtf8);
  const length = Math.min(ka.length, kb.length);
  for (let i = 0; i < length; i++) {
    const keyA = ka[i] ?? '';
    const keyB = kb[i] ?? '';
    const keyDiff = compareUtf8(keyA, keyB);
    if (keyDiff !== 0) return keyDiff;
    const va = a[keyA];
    const vb = b[keyB];
    if (!va || !vb) continue;
    const diff = compareValues(va, vb);
    if (diff !== 0) return diff;
  }
  return ka.length === kb.length ? 0 : ka.length < kb.length ? -1 : 1;
}

function compareDoubles(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Firestore's total order over values, across types. */
export function compareValues(a: Value, b: Value): number {
  const kindA = valueKind(a);
  const kindB = valueKind(b);
  const orderA = TYPE_ORDER[kindA];
  const orderB = TYPE_ORDER[kindB];
  if (orderA !== orderB) return orderA < orderB ? -1 : 1;
  switch (kindA) {
    case 'null':
      return 0;
    case 'boolean':
      return Number(a.booleanValue ?? false) - Number(b.booleanValue ?? false);
    case 'integer':
    case 'double':
      return compareNumberValues(a, b);
    case 'timestamp':
      return compareTimestamps(a.timestampValue ?? {}, b.timestampValue ?? {});
    case 'string':
      return compareUtf8(a.stringValue ?? '', b.stringValue ?? '');
    case 'bytes':
      return compareBytes(a.bytesValue ?? new Uint8Array(), b.bytesValue ?? new Uint8Array());
    case 'reference':
      return compareReferences(a.referenceValue ?? '', b.referenceValue ?? '');
    case 'geopoint':
      return (
        compareDoubles(a.geoPointValue?.latitude ?? 0, b.geoPointValue?.latitude ?? 0) ||
        compareDoubles(a.geoPointValue?.longitude ?? 0, b.geoPointValue?.longitude ?? 0)
      );
    case 'array':
      return compareArrays(a.arrayValue?.values ?? [], b.arrayValue?.values ?? []);
    case 'vector': {
      const va = vectorElements(a);
      const vb = vectorElements(b);
      if (va.length !== vb.length) return va.length < vb.length ? -1 : 1;
      return compareArrays(va, vb);
    }
    case 'map':
      return compareMaps(a.mapValue?.fields ?? {}, b.mapValue?.fields ?? {});
  }
}

export function valuesEqual(a: Value, b: Value): boolean {
  return compareValues(a, b) === 0;
}
