import type { Fields, Value } from '../proto/firestore-types.js';
import { BinaryWriter } from './binary-writer.js';

/**
 * Compact binary storage of a document's fields: a tag byte per value,
 * varint lengths. Faster than JSON (no replacer for bytes, NaN or int64) and
 * decodes straight into the shapes the gRPC encoder takes.
 */
const enum Tag {
  Null = 0,
  False = 1,
  True = 2,
  SmallInteger = 3,
  BigInteger = 4,
  Double = 5,
  Timestamp = 6,
  String = 7,
  Bytes = 8,
  Reference = 9,
  GeoPoint = 10,
  Array = 11,
  Map = 12,
}

function writeValue(writer: BinaryWriter, value: Value): void {
  if (value.stringValue !== undefined) {
    writer.byte(Tag.String);
    writer.string(value.stringValue);
  } else if (value.integerValue !== undefined) {
    const n = Number(value.integerValue);
    if (Number.isSafeInteger(n)) {
      writer.byte(Tag.SmallInteger);
      writer.double(n);
    } else {
      writer.byte(Tag.BigInteger);
      writer.bigInt64(BigInt(value.integerValue));
    }
  } else if (value.doubleValue !== undefined) {
    writer.byte(Tag.Double);
    writer.double(value.doubleValue);
  } else if (value.booleanValue !== undefined) {
    writer.byte(value.booleanValue ? Tag.True : Tag.False);
  } else if (value.mapValue !== undefined) {
    writer.byte(Tag.Map);
    writeFields(writer, value.mapValue.fields ?? {});
  } else if (value.arrayValue !== undefined) {
    const values = value.arrayValue.values ?? [];
    writer.byte(Tag.Array);
    writer.varint(values.length);
    for (const element of values) writeValue(writer, element);
  } else if (value.timestampValue !== undefined) {
    writer.byte(Tag.Timestamp);
    writer.double(Number(value.timestampValue.seconds ?? 0));
    writer.varint(value.timestampValue.nanos ?? 0);
  } else if (value.referenceValue !== undefined) {
    writer.byte(Tag.Reference);
    writer.string(value.referenceValue);
  } else if (value.bytesValue !== undefined) {
    writer.byte(Tag.Bytes);
    writer.bytes(value.bytesValue);
  } else if (value.geoPointValue !== undefined) {
    writer.byte(Tag.GeoPoint);
    writer.double(value.geoPointValue.latitude ?? 0);
    writer.double(value.geoPointValue.longitude ?? 0);
  } else {
    writer.byte(Tag.Null);
  }
}

function writeFields(writer: BinaryWriter, fields: Fields): void {
  const keys = Object.keys(fields);
  writer.varint(keys.length);
  for (const key of keys) {
    writer.string(key);
    writeValue(writer, fields[key] ?? { nullValue: 'NULL_VALUE' });
  }
}

/** Reused between calls (the encoding is copied out). */
const scratch = new BinaryWriter(4096);

export function encodeFields(fields: Fields): Buffer {
  writeFields(scratch, fields);
  return scratch.finish();
}

class Reader {
  offset = 0;
  constructor(private readonly buffer: Buffer) {}

  byte(): number {
    return this.buffer[this.offset++] ?? 0;
  }

  varint(): number {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = this.byte();
      result |= (b & 0x7f) << shift;
      if (b < 0x80) return result >>> 0;
      shift += 7;
    }
  }

  double(): number {
    const value = this.buffer.readDoubleLE(this.offset);
    this.offset += 8;
    return value;
  }

  bigInt64(): bigint {
    const value = this.buffer.readBigInt64LE(this.offset);
    this.offset += 8;
    return value;
  }

  string(): string {
    const length = this.varint();
    const value = this.buffer.toString('utf8', this.offset, this.offset + length);
    this.offset += length;
    return value;
  }

  bytes(): Buffer {
    const length = this.varint();
    const value = Buffer.from(this.buffer.subarray(this.offset, this.offset + length));
    this.offset += length;
    return value;
  }
}

function readValue(reader: Reader): Value {
  const tag = reader.byte();
  switch (tag) {
    case Tag.String:
      return { stringValue: reader.string() };
    case Tag.SmallInteger:
      return { integerValue: String(reader.double()) };
    case Tag.BigInteger:
      return { integerValue: reader.bigInt64().toString() };
    case Tag.Double:
      return { doubleValue: reader.double() };
    case Tag.True:
      return { booleanValue: true };
    case Tag.False:
      return { booleanValue: false };
    case Tag.Map:
      return { mapValue: { fields: readFields(reader) } };
    case Tag.Array: {
      const count = reader.varint();
      const values: Value[] = new Array<Value>(count);
      for (let i = 0; i < count; i++) values[i] = readValue(reader);
      return { arrayValue: { values } };
    }
    case Tag.Timestamp: {
      const seconds = reader.double();
      return { timestampValue: { seconds: String(seconds), nanos: reader.varint() } };
    }
    case Tag.Reference:
      return { referenceValue: reader.string() };
    case Tag.Bytes:
      return { bytesValue: reader.bytes() };
    case Tag.GeoPoint: {
      const latitude = reader.double();
      return { geoPointValue: { latitude, longitude: reader.double() } };
    }
    default:
      return { nullValue: 'NULL_VALUE' };
  }
}

function readFields(reader: Reader): Fields {
  const count = reader.varint();
  const fields: Fields = {};
  for (let i = 0; i < count; i++) {
    const key = reader.string();
    fields[key] = readValue(reader);
  }
  return fields;
}

export function decodeFields(buffer: Buffer): Fields {
  return readFields(new Reader(buffer));
}
