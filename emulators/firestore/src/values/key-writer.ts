/**
 * Growable byte buffer for order-preserving keys. Strings are written with
 * 0x00 escaped as 0x00 0xFF and terminated by 0x00 0x01, so that byte order of
 * the encoding equals Firestore's order and no encoding is a prefix of another.
 */
export class KeyWriter {
  private buffer: Buffer;
  private length = 0;

  constructor(capacity = 64) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  private ensure(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + extra));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  byte(value: number): void {
    this.ensure(1);
    this.buffer[this.length++] = value;
  }

  /** Writes an IEEE double so that unsigned byte order equals numeric order. */
  double(value: number): void {
    this.ensure(8);
    this.buffer.writeDoubleBE(value === 0 ? 0 : value, this.length);
    const first = this.buffer[this.length] ?? 0;
    if (first & 0x80) {
      for (let i = 0; i < 8; i++)
        this.buffer[this.length + i] = ~(this.buffer[this.length + i] ?? 0) & 0xff;
    } else {
      this.buffer[this.length] = first | 0x80;
    }
    this.length += 8;
  }

  /** Signed 64-bit integer, sign bit flipped. */
  int64(value: bigint): void {
    this.ensure(8);
    this.buffer.writeBigUInt64BE(BigInt.asUintN(64, value) ^ 0x8000000000000000n, this.length);
    this.length += 8;
  }

  uint32(value: number): void {
    this.ensure(4);
    this.buffer.writeUInt32BE(value >>> 0, this.length);
    this.length += 4;
  }

  uint16(value: number): void {
    this.ensure(2);
    this.buffer.writeUInt16BE(value & 0xffff, this.length);
    this.length += 2;
  }

  string(value: string): void {
    this.ensure(value.length * 3 + 2);
    if (value.indexOf('\0') === -1) {
      this.length += this.buffer.write(value, this.length, 'utf8');
    } else {
      this.escapedBytes(Buffer.from(value, 'utf8'));
      return;
    }
    this.buffer[this.length++] = 0x00;
    this.buffer[this.length++] = 0x01;
  }

  bytes(value: Uint8Array): void {
    this.escapedBytes(value);
  }

  private escapedBytes(value: Uint8Array): void {
    this.ensure(value.length * 2 + 2);
    for (const b of value) {
      this.buffer[this.length++] = b;
      if (b === 0x00) this.buffer[this.length++] = 0xff;
    }
    this.buffer[this.length++] = 0x00;
    this.buffer[this.length++] = 0x01;
  }

  raw(value: Uint8Array): void {
    this.ensure(value.length);
    this.buffer.set(value, this.length);
    this.length += value.length;
  }

  /** Copies out what was written and empties the writer for reuse. */
  finish(): Buffer {
    const out = Buffer.allocUnsafe(this.length);
    this.buffer.copy(out, 0, 0, this.length);
    this.length = 0;
    return out;
  }
}

/** The smallest key strictly greater than every key starting with `prefix`. */
export function prefixSuccessor(prefix: Buffer): Buffer {
  const out = Buffer.from(prefix);
  for (let i = out.length - 1; i >= 0; i--) {
    if ((out[i] ?? 0) < 0xff) {
      out[i] = (out[i] ?? 0) + 1;
      return out.subarray(0, i + 1);
    }
  }
  return Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
}
