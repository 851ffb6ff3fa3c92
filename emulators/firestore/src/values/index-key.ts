import type { Value } from '../proto/firestore-types.js';
import { writeSegment } from '../paths/path-key.js';
import { compareUtf8 } from './compare-strings.js';
import { KeyWriter } from './key-writer.js';
import type { ValueKind } from './value-kind.js';
import { valueKind, vectorElements } from './value-kind.js';

/**
 * Type tags of the order-preserving value encoding, in Firestore's cross-type
 * order. NaN has its own tag just below the other numbers.
 */
export const KEY_TAG = {
  null: 0x10,
  boolean: 0x20,
  nan: 0x30,
  number: 0x31,
  timestamp: 0x40,
  string: 0x50,
  bytes: 0x60,
  reference: 0x70,
  geopoint: 0x80,
  array: 0x90,
  vector: 0xa0,
  map: 0xb0,
} as const;

const KIND_TAG: Readonly<Record<ValueKind, number>> = {
  null: KEY_TAG.null,
  boolean: KEY_TAG.boolean,
  integer: KEY_TAG.number,
  double: KEY_TAG.number,
  timestamp: KEY_TAG.timestamp,
  string: KEY_TAG.string,
  bytes: KEY_TAG.bytes,
  reference: KEY_TAG.reference,
  geopoint: KEY_TAG.geopoint,
  array: KEY_TAG.array,
  vector: KEY_TAG.vector,
  map: KEY_TAG.map,
};

const SAFE = 2 ** 53;

function writeInteger(writer: KeyWriter, raw: string | number): void {
  const approx = Number(raw);
  writer.byte(KEY_TAG.number);
  writer.double(approx);
  if (Math.abs(approx) < SAFE) {
    writer.uint16(0x8000);
    return;
  }
  // Beyond 2^53 the double is inexact: append the exact remainder so that
  // distinct int64 values stay distinct and equal numbers share one key.
  const residual = BigInt(raw) - BigInt(approx);
  writer.uint16(0x8000 + Number(residual));
}

function writeDouble(writer: KeyWriter, value: number): void {
  if (Number.isNaN(value)) {
    writer.byte(KEY_TAG.nan);
    return;
  }
  writer.byte(KEY_TAG.number);
  writer.double(value);
  writer.uint16(0x8000);
}

function writeMap(writer: KeyWriter, fields: Record<string, Value>): void {
  const keys = Object.keys(fields).sort(compareUtf8);
  for (const key of keys) {
    const field = fields[key];
    if (!field) continue;
    writer.byte(0x01);
    writer.string(key);
    writeValue(writer, field);
  }
  writer.byte(0x00);
}

export function writeValue(writer: KeyWriter, value: Value): void {
  const kind = valueKind(value);
  switch (kind) {
    case 'null':
      writer.byte(KEY_TAG.null);
      return;
    case 'boolean':
      writer.byte(KEY_TAG.boolean);
      writer.byte(value.booleanValue ? 1 : 0);
      return;
    case 'integer':
      writeInteger(writer, value.integerValue ?? 0);
      return;
    case 'double':
      writeDouble(writer, value.doubleValue ?? 0);
      return;
    case 'timestamp':
      writer.byte(KEY_TAG.timestamp);
      writer.int64(BigInt(value.timestampValue?.seconds ?? 0));
      writer.uint32(value.timestampValue?.nanos ?? 0);
      return;
    case 'string':
      writer.byte(KEY_TAG.string);
      writer.string(value.stringValue ?? '');
      return;
    case 'bytes':
      writer.byte(KEY_TAG.bytes);
      writer.bytes(value.bytesValue ?? new Uint8Array());
      return;
    case 'reference':
      writer.byte(KEY_TAG.reference);
      for (const segment of (value.referenceValue ?? '').split('/')) writeSegment(writer, segment);
      writer.byte(0x00);
      return;
    case 'geopoint':
      writer.byte(KEY_TAG.geopoint);
      writer.double(value.geoPointValue?.latitude ?? 0);
      writer.double(value.geoPointValue?.longitude ?? 0);
      return;
    case 'array':
      writer.byte(KEY_TAG.array);
      for (const element of value.arrayValue?.values ?? []) writeValue(writer, element);
      writer.byte(0x00);
      return;
    case 'vector': {
      const elements = vectorElements(value);
      writer.byte(KEY_TAG.vector);
      writer.uint32(elements.length);
      for (const element of elements) writeValue(writer, element);
      return;
    }
    case 'map':
      writer.byte(KEY_TAG.map);
      writeMap(writer, value.mapValue?.fields ?? {});
      return;
  }
}

/** Reused between calls (keys are copied out), to spare an allocation per key. */
const scratch = new KeyWriter(256);

/** Order-preserving binary key of a value: byte order equals Firestore order. */
export function valueKey(value: Value): Buffer {
  writeValue(scratch, value);
  return scratch.finish();
}

/** First key of the type class of `value` (numbers exclude NaN). */
export function typeClassStart(value: Value): Buffer {
  return Buffer.from([KIND_TAG[valueKind(value)]]);
}

/** First key after the type class of `value`. */
export function typeClassEnd(value: Value): Buffer {
  return Buffer.from([KIND_TAG[valueKind(value)] + 1]);
}

export const MIN_KEY = Buffer.from([0x00]);
export const MAX_KEY = Buffer.from([0xff]);
